import type { Page } from '@playwright/test';
import { expect, signIn, test, urlFor } from './fixtures.ts';
import { useSessionOf } from './shell-helpers.ts';

/** The admin dashboard (the only admin page so far) needs the onboardingChecklist flag. */
async function withChecklistFlag(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('kudos.featureFlags', JSON.stringify({ onboardingChecklist: true })),
  );
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('ada sees Admin, enters admin mode and gets back to the main menu', async ({ page }) => {
  await withChecklistFlag(page);
  await useSessionOf(page, 'ada@acme.test');
  await page.goto(urlFor('acme', '/home'));
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Me', exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Provide feedback' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/dashboard'));
  const adminMenu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(adminMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(adminMenu.getByText('Logs')).toHaveCount(0);
  await adminMenu.getByRole('link', { name: 'Back to main menu' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(mainMenu(page)).toBeVisible();
});

test('eve, an employee, reaches only Awards & nominations under Admin (a nomination sender)', async ({
  page,
}) => {
  await withChecklistFlag(page);
  await useSessionOf(page, 'eve@acme.test');
  await page.goto(urlFor('acme', '/home'));
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(mainMenu(page).getByRole('link', { name: 'Me', exact: true })).toBeVisible();
  // 000 §2: "Awards & nominations (award manage or nomination sender)"; every employee nominates.
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  const adminMenu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(adminMenu.getByRole('link', { name: 'Awards & nominations' })).toBeVisible();
  for (const name of ['Dashboard', 'Users & teams', 'Security & access', 'Announcements']) {
    await expect(adminMenu.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});

test('a Globex member gets the upgrade dialog for Culture and Resource hub, not for Recognize someone', async ({
  page,
}) => {
  await useSessionOf(page, 'gus@globex.test', 'globex');
  await page.goto(urlFor('globex', '/home'));
  await expect(page).toHaveURL(urlFor('globex', '/home'));
  await mainMenu(page).getByRole('button', { name: 'Culture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take your program to new heights' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Contact us to upgrade' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(urlFor('globex', '/home'));

  await mainMenu(page).getByRole('button', { name: 'Resource hub' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Globex's plan includes recognition: the button opens the send page, not an upsell.
  await page.getByRole('button', { name: 'Recognize someone' }).click();
  await expect(page).toHaveURL(urlFor('globex', '/recognition/send'));
  await expect(
    page.getByRole('dialog', { name: 'Recognize someone' }).getByRole('combobox', { name: 'Recipients' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('an Acme member is not offered the upgrade: Recognize someone goes to the send page', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(mainMenu(page).getByRole('button', { name: 'Culture' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Recognize someone' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/recognition/send'));
  await expect(page.getByRole('dialog', { name: 'Take your program to new heights' })).toHaveCount(0);
});

test('the avatar menu opens the profile and settings, and signs out', async ({ page }) => {
  // Signing out revokes the token, so this test signs in on its own.
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  const avatar = page.getByRole('button', { name: /^Sam / });

  await avatar.click();
  await page.getByRole('menuitem', { name: 'View profile' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/profile/me'));

  await avatar.click();
  await page.getByRole('menuitem', { name: 'My settings' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/settings/general'));

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('kudos.accessToken'))).toBeNull();
  await page.goto(urlFor('acme', '/home'));
  await expect(page).toHaveURL(urlFor('acme', '/?next=%2Fhome'));
});

test('the page scrolls to the top on a route change and the title follows the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await useSessionOf(page, 'eve@acme.test');
  await page.goto(urlFor('acme', '/profile/me'));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await mainMenu(page).getByRole('link', { name: 'Provide feedback' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/feedback'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Acme - Provide feedback');
});
