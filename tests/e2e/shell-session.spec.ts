import { api, apiSignIn, expect, setMaintenance, signIn, test, urlFor } from './fixtures.ts';
import { shellAxeViolations, useSessionOf } from './shell-helpers.ts';

test('a token revoked mid-session sends the next call to login, with next', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  const stored = await page.evaluate(() => window.localStorage.getItem('kudos.accessToken'));
  const token = (JSON.parse(stored ?? '{}') as { token?: string }).token;
  expect(token).toBeTruthy();
  // Signed out elsewhere: the server revokes this very token.
  expect((await api('/identity/logout', { method: 'POST', token, body: {} })).status).toBe(200);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Me', exact: true })
    // The next call (the page's own, or a background refresh such as the bell's count) gets a 401.
    .click({ timeout: 3000 })
    .catch(() => {});
  await expect(page).toHaveURL(/\/\?next=%2F(home|profile%2Fme)$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('kudos.accessToken'))).toBeNull();
});

test('a stored token the server refuses at start is cleared', async ({ page }) => {
  await page.goto(urlFor('acme', '/'));
  await page.evaluate(() =>
    window.localStorage.setItem(
      'kudos.accessToken',
      JSON.stringify({
        token: 'not-a-real-token',
        userId: '00000000-0000-4000-8000-000000000000',
        tenantId: '00000000-0000-4000-8000-000000000000',
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    ),
  );
  await page.goto(urlFor('acme', '/home'));
  await expect(page).toHaveURL(urlFor('acme', '/?next=%2Fhome'));
  expect(await page.evaluate(() => window.localStorage.getItem('kudos.accessToken'))).toBeNull();
});

test('the time zone of the browser is sent at login', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' });
  const page = await context.newPage();
  await signIn(page, 'max@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  const token = await apiSignIn('max@acme.test');
  await expect
    .poll(async () => {
      const me = await api('/identity/tenantMembers/me', { token });
      return (me.body as { timezone: string | null }).timezone;
    })
    .toBe('Pacific/Auckland');
  await context.close();
});

test('uma is handed off from the central host to Acme and lands signed in', async ({ page }) => {
  await signIn(page, 'uma@kudos.test', 'central');
  await expect(page).toHaveURL(urlFor('central', '/tenants'));
  await page.getByRole('list', { name: 'My tenants' }).getByRole('button', { name: /Acme/ }).click();
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(page).toHaveTitle('Acme - Home');
  await expect(page.getByRole('button', { name: /^Uma / })).toBeVisible();
});

test('a used or unknown handoff state reads the handoff error', async ({ page }) => {
  await page.goto(urlFor('acme', '/tenant/login?state=not-a-state'));
  await expect(page.getByRole('alert')).toHaveText('Oops. Something went wrong logging you in.');
});

test.describe('maintenance', () => {
  test.afterEach(async () => setMaintenance(false));

  test('a 503 opens "We\'ll be right back!", which returns when the service is back', async ({ page }) => {
    test.setTimeout(90_000);
    await useSessionOf(page, 'eve@acme.test');
    await page.goto(urlFor('acme', '/home'));
    await setMaintenance(true);
    // The switch reaches every instance within five seconds.
    await expect.poll(async () => (await api('/healthcheck/public')).status, { timeout: 15_000 }).toBe(503);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Me', exact: true })
      .click({ timeout: 3000 })
      .catch(() => {});
    await expect(page).toHaveURL(urlFor('acme', '/maintenance'));
    await expect(page.getByRole('heading', { name: "We'll be right back!" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'status page' })).toBeVisible();
    expect(await shellAxeViolations(page)).toEqual([]);

    await setMaintenance(false);
    // Back at login, which moves the still-valid session on to home.
    await expect(page).toHaveURL(urlFor('acme', '/home'), { timeout: 30_000 });
  });
});
