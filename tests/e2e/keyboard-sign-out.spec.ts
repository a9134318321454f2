import { expect, seriousAxeViolations, urlFor } from './fixtures.ts';
import { arrowTo, keyboardSignIn, tabTo, test } from './keyboard-helpers.ts';

test('keyboard only: eve opens her avatar menu, closes it, opens it again and signs out', async ({
  page,
}) => {
  await keyboardSignIn(page, 'eve@acme.test');
  const avatar = page.getByRole('button', { name: /^Eve Curie/ });
  await tabTo(page, avatar, { max: 20 });

  // Escape closes the menu and focus goes back to the avatar.
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(avatar).toBeFocused();

  await page.keyboard.press('Enter');
  const signOut = menu.getByRole('menuitem', { name: 'Sign out' });
  await arrowTo(page, signOut, 'ArrowDown', 8);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor('acme', '/'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('kudos.accessToken'))).toBeNull();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The sign-in form is the first stop again.
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), { max: 1 });

  // Signed out for good: a member page leads back to sign-in.
  await page.goto(urlFor('acme', '/home'));
  await expect(page).toHaveURL(urlFor('acme', '/?next=%2Fhome'));
});
