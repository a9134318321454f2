import type { Page } from '@playwright/test';
import { idpUnavailable, startIdp, type TestIdp } from '../saml-idp/idp.ts';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
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
