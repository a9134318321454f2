import type { Page } from '@playwright/test';
import { idpUnavailable, startIdp, type TestIdp } from '../saml-idp/idp.ts';
import { api, apiSignIn, expect, publishTxtRecord, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

/**
 * Single sign-on through a real identity provider (Debian's SimpleSAMLphp, started here with its
 * own key pair): ada connects it from its metadata URL, a new employee signs in through its login
 * form, and with "SSO only" on eve's password no longer lets her in.
 */
const unavailable = idpUnavailable();
let idp: TestIdp;

/** Signs out through the avatar menu, as a person does. */
async function signOut(page: Page, who: string) {
  await page.getByRole('button', { name: new RegExp(`^${who}`) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test.beforeAll(async () => {
  if (!unavailable) idp = await startIdp();
});
test.afterAll(async () => {
  await idp?.stop();
});

test('ada connects the IdP, a new employee signs in through it, and SSO only refuses passwords', async ({
  page,
}) => {
  test.skip(!!unavailable, `No SAML IdP here: ${unavailable} (apt packages simplesamlphp php-cli php-xml)`);
  const adminToken = await apiSignIn('ada@acme.test');
  const name = `Acme Login ${Date.now().toString(36)}`;
  let providerId = '';
  try {
    await signIn(page, 'ada@acme.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/tenant/security/add-sso'));
    await expect(page.getByRole('heading', { name: 'Add single sign-on' })).toBeVisible();
    await typeInto(page.getByRole('textbox', { name: 'Name' }), name);
    await typeInto(page.getByRole('textbox', { name: 'Metadata URL' }), idp.metadataUrl);
    await expect(page.getByRole('switch', { name: /Create accounts for new people/ })).toBeChecked();
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add provider' }).click();
    await expect(page).toHaveURL(/\/tenant\/security\/sso\/[0-9a-f-]{36}$/);
    providerId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // The IdP admin's part: our entity id and reply URL, as the page shows them.
    const entityId = await page.getByRole('textbox', { name: 'Entity ID (audience)' }).inputValue();
    const acsUrl = await page.getByRole('textbox', { name: /Assertion consumer service URL/ }).inputValue();
    expect(acsUrl).toBe(urlFor('acme', `/api/identity/saml/${providerId}/acs`));
    await expect(page.getByRole('link', { name: 'Download service provider metadata' })).toHaveAttribute(
      'href',
      entityId,
    );
    expect(await pageAxeViolations(page)).toEqual([]);
    idp.registerSp({ entityId, acsUrl });

    // Signed out, a new employee signs in through the IdP's own login form.
    await signOut(page, 'Ada Lovelace');
    await page.getByRole('link', { name: `Sign in with ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${idp.baseUrl}/module.php/core/loginuserpass.php`));
    await typeInto(page.locator('#username'), 'nora');
    await typeInto(page.locator('#password'), 'nora-idp-pass');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlFor('acme', '/home'), { timeout: 20_000 });
    // Her name, from the IdP's attributes, on her avatar button.
    await expect(page.getByRole('button', { name: /^Nora Newcomb/ })).toBeVisible();

    // Back as ada: SSO only, from the provider's page.
    await signOut(page, 'Nora Newcomb');
    await signIn(page, 'ada@acme.test', 'acme');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', `/tenant/security/sso/${providerId}`));
    await page.getByRole('switch', { name: /Single sign-on only/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${name} was saved`)).toBeVisible();

    await signOut(page, 'Ada Lovelace');
    await signIn(page, 'eve@acme.test');
    await expect(page.getByRole('alert')).toContainText(`Your organization signs you in with ${name}.`);
    await expect(page).not.toHaveURL(/\/home$/);
  } finally {
    if (providerId) {
      await api(`/identity/samlProviders/${providerId}`, { token: adminToken, method: 'DELETE' });
    }
  }
});

test('ada verifies a new e-mail domain, and a colleague of it can then sign in through the IdP', async ({
  page,
}) => {
  test.skip(!!unavailable, `No SAML IdP here: ${unavailable} (apt packages simplesamlphp php-cli php-xml)`);
  // Three sign-ins, two of them through the PHP IdP's own form.
  test.setTimeout(120_000);
  const adminToken = await apiSignIn('ada@acme.test');
  const name = `Acme Labs Login ${Date.now().toString(36)}`;
  const created = await api('/identity/samlProviders', {
    token: adminToken,
    method: 'POST',
    body: {
      name,
      metadataUrl: idp.metadataUrl,
      jitEnabled: true,
      defaultRole: 'employee',
      ssoOnly: false,
      allowIdpInitiated: false,
    },
  });
  const provider = created.body as { id: string; spEntityId: string; acsUrl: string };
  idp.registerSp({ entityId: provider.spEntityId, acsUrl: provider.acsUrl });
  const startSso = async () => {
    await page.goto(urlFor('acme', '/'));
    await page.getByRole('link', { name: `Sign in with ${name}` }).click();
  };
  try {
    // acme-labs.test is not Acme's yet: the IdP may not sign Rita in.
    await startSso();
    await typeInto(page.locator('#username'), 'rita');
    await typeInto(page.locator('#password'), 'rita-idp-pass');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(
      "Your identity provider may sign in only addresses in this organization's verified domains.",
    );
    await expect(page).not.toHaveURL(/\/home$/);

    await signIn(page, 'ada@acme.test', 'acme');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/tenant/security'));
    await expect(page.getByRole('heading', { name: 'Verified domains' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Domain' });
    await typeInto(field, 'acme-labs.test');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'acme-labs.test added. Publish its DNS record, then verify it.')).toBeVisible();
    await expect(field).toHaveValue('');
    const item = page.getByRole('listitem', { name: 'acme-labs.test', exact: true });
    await expect(item.getByText('Pending')).toBeVisible();
    const recordName = await item.getByRole('textbox', { name: 'Record name' }).inputValue();
    const recordValue = await item.getByRole('textbox', { name: 'Record value' }).inputValue();
    expect(recordName).toBe('_kudos-challenge.acme-labs.test');

    // Verify before the record exists: the page says what is missing and stays pending.
    await item.getByRole('button', { name: 'Verify acme-labs.test' }).click();
    await expect(item.getByRole('status')).toContainText(`No TXT record was found at ${recordName} yet.`);
    await expect(item.getByText('Pending')).toBeVisible();

    await publishTxtRecord(recordName, recordValue);
    await item.getByRole('button', { name: 'Verify acme-labs.test' }).click();
    await expect(item.getByText('Verified', { exact: true })).toBeVisible();
    await expect(item.getByText(/^Verified on /)).toBeVisible();
    expect(await pageAxeViolations(page)).toEqual([]);

    // The IdP remembers Rita's session: the same button now signs her straight in, created just in time.
    await signOut(page, 'Ada Lovelace');
    await startSso();
    await expect(page).toHaveURL(urlFor('acme', '/home'), { timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Rita Labs/ })).toBeVisible();
  } finally {
    await api(`/identity/samlProviders/${provider.id}`, { token: adminToken, method: 'DELETE' });
    const domains = await api('/identity/emailDomains', { token: adminToken });
    for (const domain of (domains.body as { results: { id: string; domain: string }[] }).results) {
      if (domain.domain === 'acme-labs.test') {
        await api(`/identity/emailDomains/${domain.id}`, { token: adminToken, method: 'DELETE' });
      }
    }
  }
});
