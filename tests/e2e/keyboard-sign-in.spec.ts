import { demoPassword, expect, seriousAxeViolations, typeInto, urlFor } from './fixtures.ts';
import { tabTo, test } from './keyboard-helpers.ts';

test('keyboard only: eve mistypes her password, types it again and signs in; "Skip to content" reaches the page', async ({
  page,
}) => {
  await page.goto(urlFor('acme', '/'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password');
  await tabTo(page, email, { max: 1 });
  await typeInto(email, 'eve@acme.test');
  await tabTo(page, password, { max: 1 });
  await typeInto(password, 'not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  // After the error, focus is still in the field to correct.
  await expect(password).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Pressing the button itself: focus stays on it while it signs in and after the refusal.
  await typeInto(password, 'still not it');
  const signIn = page.getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ });
  await tabTo(page, signIn, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  await tabTo(page, password, { max: 3, backwards: true });

  await typeInto(password, demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(page).toHaveTitle('Acme - Home');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The first stop is "Skip to content", which takes focus past the menu to the page itself.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { max: 1 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next Tab goes on inside the page, not back to the menu.
  await page.keyboard.press('Tab');
  await expect(page.locator('#main-content :focus')).toHaveCount(1);
});
