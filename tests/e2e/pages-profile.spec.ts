import { expect, signIn, test } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

test('eve sees her manager and reaches his profile with his reports', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/profile/me'));
  await expect(page.getByRole('heading', { level: 1, name: 'Eve Curie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'My settings' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page
    .getByRole('region', { name: 'Manager' })
    .getByRole('link', { name: /Max Planck/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Max Planck' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'My settings' })).toBeHidden();
  const reports = page.getByRole('region', { name: "Max's direct reports" });
  await expect(reports.getByRole('link', { name: /Eve Curie/ })).toBeVisible();
  await expect(reports.getByRole('link', { name: /Sam Okafor/ })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
});

test('an unknown profile says so', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/profile/00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText('This person could not be found.', { exact: false })).toBeVisible();
});
