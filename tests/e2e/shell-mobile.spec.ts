import { expect, test, urlFor } from './fixtures.ts';
import { useSessionOf } from './shell-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the mobile layout has the bottom bar and a right-hand drawer', async ({ page }) => {
  await useSessionOf(page, 'eve@acme.test');
  await page.goto(urlFor('acme', '/home'));
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('button', { name: 'Home', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Recognize' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Me', exact: true })).toBeVisible();
  // No side drawer on a phone.
  await expect(page.getByRole('complementary', { name: 'Navigation' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(urlFor('acme', '/profile/me'));

  await bar.getByRole('button', { name: 'More' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const menu = drawer.getByRole('navigation', { name: 'Main menu' });
  // Home is in the bottom bar, not in the menu, on mobile.
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Provide feedback' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Close' })).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await bar.getByRole('button', { name: 'More' }).click();
  await drawer.getByRole('link', { name: 'Provide feedback' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/feedback'));
  await expect(drawer).toBeHidden();

  await bar.getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(urlFor('acme', '/home'));
});

test('the install-as-app banner offers "Download app" and explains the steps', async ({ page }) => {
  await useSessionOf(page, 'eve@acme.test');
  await page.goto(urlFor('acme', '/home'));
  const banner = page.getByRole('region', { name: 'Install the app' });
  await expect(banner.getByText('Download app').first()).toBeVisible();
  await banner.getByRole('button', { name: 'Download app' }).click();
  await expect(banner.getByText('Open the browser settings menu, then "Add to Home Screen".')).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
});
