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
  // A person taps More once the profile has shown (CI under load tapped it while the page was
  // still arriving, and the drawer's close-on-navigation closed it again).
  await expect(page.getByRole('heading', { name: 'Eve Curie' })).toBeVisible();

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

test('the settings tabs show every label whole on a phone', async ({ page }) => {
  await useSessionOf(page, 'eve@acme.test');
  await page.goto(urlFor('acme', '/settings/general'));
  const tablist = page.getByRole('tablist', { name: 'My settings' });
  await expect(tablist.getByRole('tab')).toHaveCount(4);
  const width = page.viewportSize()?.width ?? 0;
  for (const label of ['General', 'Notifications', 'Privacy', 'Change password']) {
    const tab = tablist.getByRole('tab', { name: label, exact: true });
    await expect(tab).toBeVisible();
    // Each label is as wide as its text needs (nothing cut or ellipsed) and lies inside the screen.
    const clipped = await tab.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1),
    );
    expect(clipped, label).toBe(false);
    const box = await tab.boundingBox();
    expect(box?.x, label).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(width);
  }
  await tablist.getByRole('tab', { name: 'Change password' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/settings/change-password'));
  await expect(page.getByRole('tab', { name: 'Change password', selected: true })).toBeInViewport({
    ratio: 1,
  });
});
