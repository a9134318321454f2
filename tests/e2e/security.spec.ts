import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const defaultPolicy = {
  minLength: 10,
  requireUppercase: false,
  requireLowercase: false,
  requireDigit: false,
  requireSymbol: false,
  reuseLimit: 0,
  maxAgeDays: null,
};

test('ada sets a password policy, provisions a member over SCIM, and finds it in the logs', async ({
  page,
}) => {
  const adminToken = await apiSignIn('ada@acme.test');
  // The e2e database is shared: start from the default policy and put it back whatever happens.
  await api('/identity/passwordPolicy', { token: adminToken, method: 'PUT', body: defaultPolicy });
  const suffix = Date.now().toString(36);
  const email = `scim.${suffix}@acme.test`;
  try {
    await signIn(page, 'ada@acme.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/tenant/security'));
    await expect(page.getByRole('heading', { name: 'Security & access' })).toBeVisible();
    // Single sign-on leads to adding an identity provider (tests/e2e/sso.spec.ts signs in through one).
    await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add single sign-on' })).toBeVisible();

    // The password policy: longer passwords with a digit (the demo password still passes).
    const policy = page.getByRole('form', { name: 'Password policy' });
    await typeInto(policy.getByRole('spinbutton', { name: 'Minimum length' }), '11');
    await policy.getByRole('checkbox', { name: 'A digit' }).click();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await expect(toast(page, 'Password policy saved')).toBeVisible();
    const saved = await api('/identity/passwordPolicy', { token: adminToken });
    expect(saved.body).toMatchObject({ minLength: 11, requireDigit: true });

    // "Expire all passwords" asks first; ada cancels (other tests sign in with these passwords).
    await page.getByRole('button', { name: 'Expire all passwords' }).click();
    const confirm = page.getByRole('dialog', { name: 'Expire all passwords?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    // A SCIM token, shown once.
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a SCIM token' });
    await typeInto(dialog.getByRole('textbox', { name: 'Name' }), `Okta ${suffix}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: `Token for Okta ${suffix}` });
    await expect(shown.getByText('It is shown only once')).toBeVisible();
    expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
    const token = await shown.getByRole('textbox', { name: 'Bearer token' }).inputValue();
    await expect(shown.getByRole('textbox', { name: 'SCIM base URL' })).toHaveValue(/\/api\/scim\/v2$/);
    expect(token).toMatch(/^[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Okta ${suffix}`) });
    await expect(row).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);
    expect(await pageAxeViolations(page)).toEqual([]);

    // The identity provider creates a member with it, as Okta does.
    const created = await api('/scim/v2/Users', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: email,
        name: { givenName: 'Scimmy', familyName: `Provisioned${suffix}` },
        emails: [{ primary: true, value: email, type: 'work' }],
        externalId: `okta-${suffix}`,
        active: true,
      },
    });
    expect(created.status).toBe(201);

    await page.goto(urlFor('acme', '/manage/users'));
    await typeInto(page.getByRole('searchbox', { name: 'Search people' }), `Provisioned${suffix}`);
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText(`Scimmy`);

    // The logs: the creation is there, filtered by action.
    await page.goto(urlFor('acme', '/logs'));
    await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Added a member', exact: true }).click();
    const logRows = page.getByRole('table', { name: 'Logs' }).getByRole('row');
    await expect(logRows.nth(1)).toContainText('Added a member');
    await expect(logRows.nth(1)).toContainText('System or identity provider');
    await logRows
      .nth(1)
      .getByRole('button', { name: /Show details of Added a member/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Added a member' });
    await expect(details.getByText(email)).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    expect(await pageAxeViolations(page)).toEqual([]);

    // Revoking the token locks the provider out.
    await page.goto(urlFor('acme', '/tenant/security'));
    await page.getByRole('button', { name: `Revoke Okta ${suffix}` }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(toast(page, 'Token revoked')).toBeVisible();
    const refused = await api('/scim/v2/Users', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
  } finally {
    await api('/identity/passwordPolicy', { token: adminToken, method: 'PUT', body: defaultPolicy });
  }
});
