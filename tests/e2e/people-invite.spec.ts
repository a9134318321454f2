import { api, apiSignIn, expect, lastMailTo, test, typeInto } from './fixtures.ts';

/**
 * The invitation, end to end: the mail really leaves the server over SMTP (caught by the provider
 * stub) and the colleague follows its link. The invite step goes through the API: the admin's
 * member pages are built separately and get their own spec.
 */
test('ada invites a colleague, who accepts by the mailed link, chooses a password and lands signed in', async ({
  page,
}) => {
  const email = `nina.${Date.now()}@acme.test`;
  const ada = await apiSignIn('ada@acme.test');
  const created = await api('/identity/tenantMembers', {
    method: 'POST',
    token: ada,
    body: { email, firstName: 'Nina', lastName: 'Berg', role: 'employee', invite: true },
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ invitationStatus: 'invited' });

  const mail = await lastMailTo(email);
  expect(mail.subject).toBe('Welcome to Acme on Kudos');
  const link = /(http\S+\/accept-invitation\?token=\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(String(link));
  await expect(page.getByRole('heading', { name: 'Join your colleagues on Kudos' })).toBeVisible();
  await typeInto(page.getByLabel(/^Password/), 'nina picked this one');
  await typeInto(page.getByLabel('Repeat the password'), 'nina picked this one');
  const submit = page.getByRole('button', { name: 'Accept and sign in' });
  await submit.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: /^Nina / })).toBeVisible();

  const member = await api(`/identity/tenantMembers/${(created.body as { id: string }).id}`, { token: ada });
  expect(member.body).toMatchObject({ invitationStatus: 'joined' });

  // The link worked once: opened again (signed out), it explains itself.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(String(link));
  await typeInto(page.getByLabel(/^Password/), 'another password here');
  await typeInto(page.getByLabel('Repeat the password'), 'another password here');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation link has expired or was already used. Ask your admin to send a new one, or sign in if you already chose a password.',
  );
  await expect(page).toHaveURL(/\/accept-invitation\?token=/);
});
