import { api, apiSignIn, expect, signIn, test, urlFor } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

/** An id as the database writes one: people read names, never these. */
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('ada reaches Logs from Security & access and reads a sign-in in words, with names', async ({ page }) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/tenant/security'));
  await expect(page.getByRole('heading', { name: 'Security & access' })).toBeVisible();
  await page.getByRole('link', { name: 'View the logs: every sign-in and admin action' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/logs'));
  await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();

  // The admin frame, not the main menu; Logs itself has no menu item (000 §2: always hidden).
  const adminMenu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(adminMenu.getByRole('link', { name: 'Security & access' })).toBeVisible();
  await expect(adminMenu.getByText('Logs')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  const table = page.getByRole('table', { name: 'Logs' });
  const row = table.getByRole('row').filter({ hasText: 'Signed in' }).first();
  await expect(row).toContainText('Ada Lovelace');
  await expect(row).toContainText('Member: Ada Lovelace');
  const shown = (await table.textContent()) ?? '';
  expect(shown).not.toContain('session.signIn');
  expect(shown).not.toContain('tenantMember');
  expect(shown).not.toMatch(uuid);
  expect(await pageAxeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Show details of Signed in at / }).click();
  const dialog = page.getByRole('dialog', { name: 'Signed in' });
  await expect(dialog.getByText('By Ada Lovelace')).toBeVisible();
  await expect(
    dialog.getByRole('rowheader').or(dialog.getByRole('cell')).filter({ hasText: 'Email' }),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'ada@acme.test' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'IP address' })).toBeVisible();
  const details = (await dialog.textContent()) ?? '';
  expect(details).not.toMatch(uuid);
  expect(details).not.toContain('{');
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
});

test('in German the log says Angemeldet, not session.signIn', async ({ page }) => {
  const token = await apiSignIn('ada@acme.test');
  const me = await api('/identity/tenantMembers/me', { token });
  const storedLocale = (me.body as { locale: string | null }).locale;
  // The e2e database is shared: put ada's language back whatever happens.
  await api('/identity/tenantMembers/me', { token, method: 'PATCH', body: { locale: 'de' } });
  try {
    await signIn(page, 'ada@acme.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/tenant/security'));
    await page.getByRole('link', { name: 'Protokoll ansehen: jede Anmeldung und Admin-Aktion' }).click();
    await expect(page).toHaveURL(urlFor('acme', '/logs'));
    const table = page.getByRole('table', { name: 'Protokoll' });
    const row = table.getByRole('row').filter({ hasText: 'Angemeldet' }).first();
    await expect(row).toContainText('Mitglied: Ada Lovelace');
    expect(await table.textContent()).not.toContain('session.');
  } finally {
    await api('/identity/tenantMembers/me', { token, method: 'PATCH', body: { locale: storedLocale } });
  }
});
