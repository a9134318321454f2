import { Secret, TOTP } from 'otpauth';
import { api, apiSignIn, demoPassword, expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const newPassword = 'Another!pass12';

test('sam changes the password, then signs in with the new one', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/change-password'));
  await expect(page.getByRole('tab', { name: 'Change password', selected: true })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await typeInto(page.getByLabel('Current password'), 'wrong password');
  await typeInto(page.getByRole('textbox', { name: 'New password', exact: true }), newPassword);
  await typeInto(page.getByLabel('Confirm new password'), 'something else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  await typeInto(page.getByLabel('Confirm new password'), newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await typeInto(page.getByLabel('Current password'), demoPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Update successful')).toBeVisible();

  // The new password works; then the demo password comes back for the other tests.
  const login = await api('/identity/passwords/login', {
    method: 'POST',
    body: { email: 'sam@acme.test', password: newPassword },
  });
  expect(login.status).toBe(200);
  const token = (login.body as { token: string }).token;
  const restore = await api('/identity/passwords/change', {
    method: 'POST',
    token,
    body: { currentPassword: newPassword, newPassword: demoPassword },
  });
  expect(restore.status).toBe(200);
});

test('sam sets up an authenticator app, then removes it', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/change-password'));

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  const secret =
    (await page
      .locator('span', { hasText: /^[A-Z2-7]{16,}$/ })
      .first()
      .textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  await typeInto(page.getByLabel('6-digit code'), '12');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();

  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await typeInto(page.getByLabel('6-digit code'), code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Two-step verification is on')).toBeVisible();

  // Sign-in now asks for a code.
  const login = await api('/identity/passwords/login', {
    method: 'POST',
    body: { email: 'sam@acme.test', password: demoPassword },
  });
  expect((login.body as { type: string }).type).toBe('challenge');

  await page.getByRole('button', { name: 'Remove authenticator app' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove authenticator app' }).click();
  await expect(toast(page, 'Authenticator app removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
  expect(await apiSignIn('sam@acme.test')).toBeTruthy();
});
