import { expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { useSessionOf } from './shell-helpers.ts';

test.describe('route guards', () => {
  test('an anonymous visitor of a member route goes to login with next, and lands there after signing in', async ({
    page,
  }) => {
    await page.goto(urlFor('acme', '/settings/general'));
    await expect(page).toHaveURL(urlFor('acme', '/?next=%2Fsettings%2Fgeneral'));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await typeInto(page.getByLabel('Email'), 'eve@acme.test');
    await typeInto(page.getByLabel('Password'), 'Kudos!demo1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(urlFor('acme', '/settings/general'));
  });

  test('an anonymous visitor of the tenant list goes to login with next', async ({ page }) => {
    await page.goto(urlFor('central', '/tenants'));
    await expect(page).toHaveURL(urlFor('central', '/?next=%2Ftenants'));
  });

  test('a next that leads off the site is ignored', async ({ page }) => {
    await signIn(page, 'max@acme.test', 'acme', '/?next=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(urlFor('acme', '/home'));
  });

  test('a user-scope account on a tenant route goes to the tenant list', async ({ page }) => {
    await useSessionOf(page, 'uma@kudos.test', 'central');
    await page.goto(urlFor('central', '/home'));
    await expect(page).toHaveURL(urlFor('central', '/tenants'));
    await page.goto(urlFor('central', '/profile/me'));
    await expect(page).toHaveURL(urlFor('central', '/tenants'));
  });

  test('a tenant member on the user-only tenant list goes to their profile', async ({ page }) => {
    await useSessionOf(page, 'eve@acme.test');
    await page.goto(urlFor('acme', '/tenants'));
    await expect(page).toHaveURL(urlFor('acme', '/profile/me'));
  });

  test('a signed-in visitor on the login page goes to next, else home', async ({ page }) => {
    await useSessionOf(page, 'eve@acme.test');
    await page.goto(urlFor('acme', '/'));
    await expect(page).toHaveURL(urlFor('acme', '/home'));
    await page.goto(urlFor('acme', '/?next=%2Fprofile%2Fme'));
    await expect(page).toHaveURL(urlFor('acme', '/profile/me'));
  });

  test('a signed-in user-scope visitor on the login page goes to the tenant list', async ({ page }) => {
    await useSessionOf(page, 'uma@kudos.test', 'central');
    await page.goto(urlFor('central', '/'));
    await expect(page).toHaveURL(urlFor('central', '/tenants'));
  });
});

test.describe('where each demo account lands', () => {
  for (const email of ['ada@acme.test', 'max@acme.test', 'eve@acme.test', 'sam@acme.test']) {
    test(`${email} lands on Acme's home`, async ({ page }) => {
      await signIn(page, email, 'acme');
      await expect(page).toHaveURL(urlFor('acme', '/home'));
      await expect(page).toHaveTitle('Acme - Home');
    });
  }

  test("gus lands on Globex's home", async ({ page }) => {
    await signIn(page, 'gus@globex.test', 'globex');
    await expect(page).toHaveURL(urlFor('globex', '/home'));
    await expect(page).toHaveTitle('Globex - Home');
  });

  test('uma, a user-scope account, lands on her tenant list', async ({ page }) => {
    await signIn(page, 'uma@kudos.test', 'central');
    await expect(page).toHaveURL(urlFor('central', '/tenants'));
    const list = page.getByRole('list', { name: 'My tenants' });
    await expect(list.getByRole('button', { name: /Acme/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Globex/ })).toBeVisible();
  });

  test('a wrong password reads the product decision text and stays on login', async ({ page }) => {
    await page.goto(urlFor('acme', '/'));
    await typeInto(page.getByLabel('Email'), 'eve@acme.test');
    await typeInto(page.getByLabel('Password'), 'not the password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    // Focus stays where the person pressed Enter, ready to type the password again.
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page).toHaveURL(urlFor('acme', '/'));
  });

  test('an unknown page reads "Page not found", for visitors and members', async ({ page }) => {
    await page.goto(urlFor('acme', '/no/such/page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await useSessionOf(page, 'eve@acme.test');
    await page.goto(urlFor('acme', '/no/such/page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(urlFor('acme', '/home'));
  });
});
