import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, IdpBrowser } from '../../../../../tests/saml-idp/browser.ts';
import { idpUnavailable, spFromMetadata, startIdp, type TestIdp } from '../../../../../tests/saml-idp/idp.ts';
import { inTenant } from '../../../db/client.ts';
import { auditLog, tenants } from '../../../db/schema.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const unavailable = idpUnavailable();
if (unavailable)
  console.warn(`SAML tests skipped: ${unavailable} (apt packages simplesamlphp php-cli php-xml)`);

let t: TestApp;
let idp: TestIdp;
/** uma, the Globex admin. */
let uma: string;
let globexId: string;
let providerId: string;

const host = 'globex' as const;
const api = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url: `/api${url}`,
    host,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });
const postForm = (url: string, fields: Record<string, string>, accept?: string) =>
  t.request({
    method: 'POST',
    url: new URL(url).pathname,
    host,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const decoded = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** SP-initiated sign-in in `browser`, through to a session token of the tenant. */
async function signIn(browser: IdpBrowser): Promise<{ token: string; response: string }> {
  const start = await api(null, 'GET', `/identity/saml/${providerId}/login?next=/home`);
  expect(start.statusCode).toBe(302);
  const post = await browser.signIn(String(start.headers.location), 'gina');
  const acs = await postForm(post.action, {
    SAMLResponse: post.SAMLResponse,
    RelayState: post.RelayState ?? '',
  });
  expect(acs.statusCode).toBe(303);
  const state =
    new URL(String(acs.headers.location), 'http://globex.localhost').searchParams.get('state') ?? '';
  const exchanged = await api(
    null,
    'GET',
    `/identity/tenants/accessToken?state=${encodeURIComponent(state)}`,
  );
  expect(exchanged.statusCode).toBe(200);
  return { token: exchanged.json().token, response: decoded(post.SAMLResponse) };
}

const signedIn = async (token: string) => (await api(token, 'GET', '/identity/tenantMembers/me')).statusCode;

describe.skipIf(unavailable)('SAML signed requests, encrypted assertions and single logout', () => {
  beforeAll(async () => {
    t = await startTestApp();
    idp = await startIdp();
    uma = await t.login('uma@kudos.test', 'globex');
    const [globex] = await t.services.db.select().from(tenants).where(eq(tenants.slug, 'globex'));
    globexId = globex?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await idp?.stop();
    await t?.close();
  });

  it('publishes signing and encryption certificates and the SLO service; the IdP registers us as strict', async () => {
    const created = await api(uma, 'POST', '/identity/samlProviders', {
      name: 'Strict IdP',
      metadataUrl: idp.metadataUrl,
      jitEnabled: true,
      defaultRole: 'employee',
      ssoOnly: false,
      allowIdpInitiated: false,
    });
    expect(created.statusCode).toBe(201);
    providerId = created.json().id;
    const metadata = await api(null, 'GET', `/identity/saml/${providerId}/metadata`);
    expect(metadata.statusCode).toBe(200);
    // The IdP's metadata says WantAuthnRequestsSigned, so ours says we sign.
    expect(metadata.body).toContain('AuthnRequestsSigned="true"');
    expect(metadata.body).toContain('use="signing"');
    expect(metadata.body).toContain('use="encryption"');
    const sp = spFromMetadata(metadata.body);
    expect(created.json().sloUrl).toBe(created.json().acsUrl.replace(/acs$/, 'slo'));
    expect(sp.sloUrl).toBe(created.json().sloUrl);
    expect(sp.signingCertificate).not.toBe(sp.encryptionCertificate);
    idp.registerSp({ ...sp, requireSignedRequests: true, encryptAssertions: true });
  });

  it('signs the AuthnRequest, which the IdP requires, and accepts the encrypted assertion', async () => {
    const start = await api(null, 'GET', `/identity/saml/${providerId}/login`);
    const location = new URL(String(start.headers.location));
    expect(location.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(location.searchParams.get('Signature')).toBeTruthy();
    // Without our signature the IdP does not even show its login form.
    location.searchParams.delete('Signature');
    location.searchParams.delete('SigAlg');
    await expect(new IdpBrowser().signIn(location.toString(), 'gina')).rejects.toThrow();

    const { token, response } = await signIn(new IdpBrowser());
    expect(response).toContain('EncryptedAssertion');
    expect(response).not.toContain('gina@globex.test');
    const me = await api(token, 'GET', '/identity/tenantMembers/me');
    expect(me.json()).toMatchObject({ email: 'gina@globex.test', firstName: 'Gina' });
  });

  it('does not sign sign-in requests for an IdP that does not ask for it', async () => {
    const xml = (await (await fetch(idp.metadataUrl)).text()).replace(
      'WantAuthnRequestsSigned="true"',
      'WantAuthnRequestsSigned="false"',
    );
    expect(
      (await api(uma, 'PATCH', `/identity/samlProviders/${providerId}`, { metadataXml: xml })).statusCode,
    ).toBe(200);
    const start = await api(null, 'GET', `/identity/saml/${providerId}/login`);
    expect(new URL(String(start.headers.location)).searchParams.get('Signature')).toBeNull();
    expect((await api(null, 'GET', `/identity/saml/${providerId}/metadata`)).body).toContain(
      'AuthnRequestsSigned="false"',
    );
    expect(
      (await api(uma, 'PATCH', `/identity/samlProviders/${providerId}`, { metadataUrl: idp.metadataUrl }))
        .statusCode,
    ).toBe(200);
  });

  it('SP-initiated logout: sign-out ends our session and sends a signed LogoutRequest to the IdP', async () => {
    const browser = new IdpBrowser();
    const { token } = await signIn(browser);
    const other = await signIn(new IdpBrowser());
    const out = await api(token, 'POST', '/identity/saml/logout');
    expect(out.statusCode).toBe(200);
    const redirect = new URL(out.json().redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${idp.baseUrl}/saml2/idp/SingleLogoutService.php`);
    expect(redirect.searchParams.get('Signature')).toBeTruthy();
    expect(await signedIn(token)).toBe(401);
    // Only this session ended; the same person's other session is the IdP's business.
    expect(await signedIn(other.token)).toBe(200);

    const atIdp = await browser.open(redirect.toString());
    const form = formOf(atIdp.html);
    expect(form?.action).toBe(
      spFromMetadata((await api(null, 'GET', `/identity/saml/${providerId}/metadata`)).body).sloUrl,
    );
    expect(decoded(form?.fields.SAMLResponse ?? '')).toContain('LogoutResponse');
    const done = await postForm(form?.action ?? '', form?.fields ?? {}, 'text/html');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/');
    // The answer is accepted once: its request id is spent.
    expect((await postForm(form?.action ?? '', form?.fields ?? {})).statusCode).toBe(401);

    // A password session has no IdP session to end.
    const password = await t.login('uma@kudos.test', 'globex');
    expect((await api(password, 'POST', '/identity/saml/logout')).json()).toEqual({ redirectUrl: null });
    uma = await t.login('uma@kudos.test', 'globex');
  });

  it("IdP-initiated logout: a signed LogoutRequest ends the person's sessions and is answered", async () => {
    const browser = new IdpBrowser();
    const { token } = await signIn(browser);
    const bystander = await t.login('uma@kudos.test', 'globex');
    // Where the IdP sends the person once every SP has answered (a page that does not redirect).
    const afterLogout = `${idp.metadataUrl}?loggedOut`;
    const atIdp = await browser.open(
      `${idp.baseUrl}/saml2/idp/initSLO.php?RelayState=${encodeURIComponent(afterLogout)}`,
    );
    const form = formOf(atIdp.html);
    expect(decoded(form?.fields.SAMLRequest ?? '')).toContain('LogoutRequest');
    const fields = form?.fields ?? {};

    // A forged copy without the IdP's signature ends nothing.
    const unsigned = decoded(fields.SAMLRequest ?? '').replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '');
    const forged = await postForm(form?.action ?? '', {
      ...fields,
      SAMLRequest: Buffer.from(unsigned).toString('base64'),
    });
    expect(forged.statusCode).toBe(401);
    expect(await signedIn(token)).toBe(200);

    const answered = await postForm(form?.action ?? '', fields);
    expect(answered.statusCode).toBe(302);
    const back = new URL(String(answered.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${idp.baseUrl}/saml2/idp/SingleLogoutService.php`);
    expect(back.searchParams.get('SAMLResponse')).toBeTruthy();
    expect(back.searchParams.get('Signature')).toBeTruthy();
    expect(await signedIn(token)).toBe(401);
    expect(await signedIn(bystander)).toBe(200);
    // The IdP takes our signed answer and finishes its logout at the RelayState.
    const finished = await browser.open(back.toString());
    expect(finished.url).toBe(afterLogout);

    const rows = await inTenant(t.services.db, { tenantId: globexId, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'session.signOut'), eq(auditLog.targetId, providerId))),
    );
    expect(rows.at(-1)?.after).toMatchObject({
      method: 'saml',
      initiatedBy: 'identityProvider',
      nameId: 'gina@globex.test',
      sessions: 1,
    });
  });
});
