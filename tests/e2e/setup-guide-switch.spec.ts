import { expect, signIn, test } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

// The guide's flag starts off (000 §3): nothing is put in local storage here.

test('ada finds the setup guide in her settings, turns it on and opens it', async ({ page }) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Platform setup' })).toHaveCount(0);

  await page.goto(page.url().replace(/\/home$/, '/settings/general'));
  const guide = page.getByRole('region', { name: 'Setup guide' });
  await expect(guide).toBeVisible();
  const toggle = guide.getByRole('switch', { name: 'Show the setup guide' });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  // The floating guide appears at once, and the link opens the dashboard.
  await expect(page.getByRole('button', { name: 'Platform setup' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await guide.getByRole('link', { name: 'Open the setup guide' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Still on after a reload: the choice stays in this browser.
  await page.goto(page.url().replace(/\/dashboard$/, '/settings/general'));
  await expect(page.getByRole('switch', { name: 'Show the setup guide' })).toBeChecked();
});

test('eve, who does not set up the platform, sees no setup guide switch', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/general'));
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Setup guide' })).toHaveCount(0);
});
