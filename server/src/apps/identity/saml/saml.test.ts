import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IdpPost, signInAtIdp } from '../../../../../tests/saml-idp/browser.ts';
import { type IdpPerson, idpUnavailable, startIdp, type TestIdp } from '../../../../../tests/saml-idp/idp.ts';
import { inTenant } from '../../../db/client.ts';
import { auditLog, samlProviders, tenantMembers, tenants } from '../../../db/schema.ts';
import { type HostName, startTestApp, type TestApp } from '../../../test/harness.ts';

const unavailable = idpUnavailable();
if (unavailable)
  console.warn(`SAML tests skipped: ${unavailable} (apt packages simplesamlphp php-cli php-xml)`);

let t: TestApp;
let idp: TestIdp;
let ada: string;
let eve: string;
/** uma, the Globex admin. */
let gus: string;
let acmeId: string;
let providerId: string;
let acsUrl: string;
let spEntityId: string;

const api = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  host: HostName = 'acme',
) =>
  t.request({
    method,
    url: `/api${url}`,
    host,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

const postAcs = (samlResponse: string, id = providerId, host: HostName = 'acme') =>
  t.request({
    method: 'POST',
    url: `/api/identity/saml/${id}/acs`,
    host,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '/home' }).toString(),
  });

/** SP-initiated: our login redirect, the IdP's login form, and the response it would post. */
async function spInitiated(person: IdpPerson): Promise<IdpPost> {
  const start = await api(null, 'GET', `/identity/saml/${providerId}/login?next=/home`);
  expect(start.statusCode).toBe(302);
  const location = String(start.headers.location);
  expect(location.startsWith(`${idp.baseUrl}/saml2/idp/SSOService.php?SAMLRequest=`)).toBe(true);
  return signInAtIdp(location, person);
}

/** Follows an accepted ACS answer like the web app does: the handoff state becomes a session. */
async function sessionFrom(acs: Awaited<ReturnType<typeof postAcs>>) {
  expect(acs.statusCode).toBe(303);
  const target = new URL(String(acs.headers.location), 'http://acme.localhost');
  expect(target.pathname).toBe('/tenant/login');
  expect(target.searchParams.get('next')).toBe('/home');
  const state = target.searchParams.get('state') ?? '';
  const exchanged = await api(
    null,
    'GET',
    `/identity/tenants/accessToken?state=${encodeURIComponent(state)}`,
  );
  expect(exchanged.statusCode).toBe(200);
  const me = await api(exchanged.json().token, 'GET', '/identity/tenantMembers/me');
  expect(me.statusCode).toBe(200);
  return me.json();
}

const decoded = (post: IdpPost) => Buffer.from(post.SAMLResponse, 'base64').toString('utf8');
const encoded = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
const membersNamed = (email: string) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
    tx.select().from(tenantMembers).where(eq(tenantMembers.email, email)),
  );
const auditRows = (action: string) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
    tx.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.createdAt),
  );
/**
 * The reasons of the failed sign-ins audited since the last call. Rows are told apart by id, not
 * by time: the expired case runs on a faked clock, which PGlite's now() follows.
 */
const seenFailures = new Set<string>();
const newFailures = async () => {
  const rows = await auditRows('session.signInFailed');
  const fresh = rows.filter((row) => !seenFailures.has(row.id));
  for (const row of fresh) seenFailures.add(row.id);
  return fresh.map((row) => (row.after as { reason?: string }).reason).sort();
};

describe.skipIf(unavailable)('SAML single sign-on against SimpleSAMLphp', () => {
  beforeAll(async () => {
    t = await startTestApp();
    idp = await startIdp();
    ada = await t.login('ada@acme.test');
    eve = await t.login('eve@acme.test');
    gus = await t.login('uma@kudos.test', 'globex');
    const [acme] = await t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
    acmeId = acme?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await idp?.stop();
    await t?.close();
  });

  it('adds the IdP from its metadata URL and publishes our SP metadata for it', async () => {
    const created = await api(ada, 'POST', '/identity/samlProviders', {
      name: 'Test IdP',
      metadataUrl: idp.metadataUrl,
      jitEnabled: true,
      defaultRole: 'employee',
      ssoOnly: false,
      allowIdpInitiated: false,
    });
    expect(created.statusCode).toBe(201);
    const provider = created.json();
    expect(provider).toMatchObject({
      name: 'Test IdP',
      idpEntityId: idp.entityId,
      metadataUrl: idp.metadataUrl,
    });
    expect(provider.ssoUrl).toBe(`${idp.baseUrl}/saml2/idp/SSOService.php`);
    expect(provider.certificates).toHaveLength(1);
    providerId = provider.id;
    acsUrl = provider.acsUrl;
    spEntityId = provider.spEntityId;
    expect(acsUrl).toMatch(
      new RegExp(`^http://acme\\.localhost(:\\d+)?/api/identity/saml/${providerId}/acs$`),
    );

    const metadata = await api(null, 'GET', `/identity/saml/${providerId}/metadata`);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${spEntityId}"`);
    expect(metadata.body).toContain(`Location="${acsUrl}"`);
    // The IdP admin registers our SP from that metadata.
    idp.registerSp({ entityId: spEntityId, acsUrl });

    expect((await auditRows('samlProvider.create')).map((row) => row.targetId)).toContain(providerId);
    const options = await api(null, 'GET', '/identity/saml/signInOptions');
    expect(options.json().results).toEqual([
      {
        id: providerId,
        name: 'Test IdP',
        loginUrl: `/api/identity/saml/${providerId}/login`,
        ssoOnly: false,
      },
    ]);
  });

  it('refuses malformed metadata, metadata without an IdP, duplicates and non-admins, creating nothing', async () => {
    const body = {
      name: 'Broken',
      jitEnabled: false,
      defaultRole: 'employee',
      ssoOnly: false,
      allowIdpInitiated: false,
    };
    const malformed = await api(ada, 'POST', '/identity/samlProviders', {
      ...body,
      metadataXml: '<EntityDescriptor><oops',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0]).toMatchObject({
      path: 'metadataXml',
      message: 'The metadata is not well-formed XML',
    });
    const spOnly = await api(ada, 'POST', '/identity/samlProviders', {
      ...body,
      metadataXml:
        '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><md:SPSSODescriptor/></md:EntityDescriptor>',
    });
    expect(spOnly.statusCode).toBe(400);
    const idpXml = await (await fetch(idp.metadataUrl)).text();
    const badCert = idpXml.replace(/<ds:X509Certificate>[^<]+</g, '<ds:X509Certificate>bm90IGEgY2VydA==<');
    expect(
      (await api(ada, 'POST', '/identity/samlProviders', { ...body, metadataXml: badCert })).statusCode,
    ).toBe(400);
    expect(
      (await api(ada, 'POST', '/identity/samlProviders', { ...body, metadataXml: idpXml })).statusCode,
    ).toBe(409);
    expect(
      (
        await api(ada, 'POST', '/identity/samlProviders', {
          ...body,
          metadataUrl: `${idp.baseUrl}/nothing-here`,
        })
      ).statusCode,
    ).toBe(400);
    expect((await api(eve, 'GET', '/identity/samlProviders')).statusCode).toBe(403);
    expect(
      (await api(eve, 'POST', '/identity/samlProviders', { ...body, metadataXml: idpXml })).statusCode,
    ).toBe(403);
    const rows = await inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
      tx.select().from(samlProviders),
    );
    expect(rows).toHaveLength(1);
  });

  it('signs a new employee in through the IdP and creates them just in time from the attributes', async () => {
    expect(await membersNamed('nora.new@acme.test')).toHaveLength(0);
    const post = await spInitiated('nora');
    expect(post.action).toBe(acsUrl);
    const me = await sessionFrom(await postAcs(post.SAMLResponse));
    expect(me).toMatchObject({ firstName: 'Nora', lastName: 'Newcomb', email: 'nora.new@acme.test' });
    expect(me.publicStaffProfile).toMatchObject({
      jobTitle: 'Support Engineer',
      department: 'Customer Care',
    });
    const [member] = await membersNamed('nora.new@acme.test');
    expect(member?.role).toBe('employee');
    const signIns = await auditRows('session.signIn');
    expect(signIns.at(-1)?.after).toMatchObject({
      method: 'saml',
      email: 'nora.new@acme.test',
      provider: { name: 'Test IdP' },
    });

    // The very same response again is a replay.
    const replay = await postAcs(post.SAMLResponse);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      name: 'SamlResponseError',
      message: expect.stringContaining('already used'),
    });
    expect(await newFailures()).toEqual(['replayed']);
  });

  it('signs an existing member in by e-mail and sends a browser back to the login page on failure', async () => {
    const me = await sessionFrom(await postAcs((await spInitiated('eve')).SAMLResponse));
    expect(me).toMatchObject({ email: 'eve@acme.test', firstName: 'Eve' });
    const post = await spInitiated('eve');
    await postAcs(post.SAMLResponse);
    const browser = await t.request({
      method: 'POST',
      url: `/api/identity/saml/${providerId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ SAMLResponse: post.SAMLResponse }).toString(),
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/?ssoError=replayed');
    expect(await newFailures()).toEqual(['replayed']);
  });

  it('refuses an unsigned assertion', async () => {
    const xml = decoded(await spInitiated('nora')).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    expect(xml).not.toContain('Signature');
    const response = await postAcs(encoded(xml));
    expect(response.statusCode).toBe(401);
    expect(await newFailures()).toEqual(['signature']);
  });

  it('refuses signature wrapping: a forged assertion next to or around the signed one', async () => {
    /** A fresh genuine response, its signed assertion, and a forged copy naming someone else. */
    const genuine = async () => {
      const xml = decoded(await spInitiated('nora'));
      const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
      const forged = assertion
        .replaceAll('nora.new@acme.test', 'evil@acme.test')
        .replace(/ID="_[0-9a-f]+"/, 'ID="_forged"')
        .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '');
      return { xml, assertion, forged };
    };
    // Two assertions: the forged one first, the genuine signed one after it.
    const first = await genuine();
    const twoAssertions = first.xml.replace(first.assertion, first.forged + first.assertion);
    expect((await postAcs(encoded(twoAssertions))).statusCode).toBe(401);
    // The genuine assertion hidden inside the forged one, where a naive reader would skip it.
    const second = await genuine();
    const nested = second.xml.replace(
      second.assertion,
      second.forged.replace(
        '</saml:Assertion>',
        `<saml:Advice>${second.assertion}</saml:Advice></saml:Assertion>`,
      ),
    );
    expect((await postAcs(encoded(nested))).statusCode).toBe(401);
    expect(await membersNamed('evil@acme.test')).toHaveLength(0);
    expect(await newFailures()).toEqual(['signature', 'signature']);
  });

  it('refuses IdP-initiated responses unless the provider allows them', async () => {
    const unsolicited = await signInAtIdp(idp.idpInitiatedUrl(spEntityId), 'nora');
    expect((await postAcs(unsolicited.SAMLResponse)).statusCode).toBe(401);
    // A response to a request that was never sent is refused too.
    const forgedReply = decoded(await spInitiated('nora')).replaceAll(
      /InResponseTo="[^"]+"/g,
      'InResponseTo="_never_sent"',
    );
    expect((await postAcs(encoded(forgedReply))).statusCode).toBe(401);
    expect(await newFailures()).toEqual(['inResponseTo', 'inResponseTo']);

    expect(
      (await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { allowIdpInitiated: true }))
        .statusCode,
    ).toBe(200);
    const allowed = await signInAtIdp(idp.idpInitiatedUrl(spEntityId), 'nora');
    const me = await sessionFrom(await postAcs(allowed.SAMLResponse));
    expect(me.email).toBe('nora.new@acme.test');
  });

  it('refuses an expired response', async () => {
    // Unsolicited, so only the time window can refuse it (a request id would have expired too).
    const post = await signInAtIdp(idp.idpInitiatedUrl(spEntityId), 'nora');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60_000 });
    try {
      const response = await postAcs(post.SAMLResponse);
      expect(response.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await newFailures()).toEqual(['expired']);
  });

  it('refuses an assertion the IdP issued to another service (wrong audience)', async () => {
    // Another application trusting the same IdP; its assertion is replayed to our ACS.
    idp.registerSp({ entityId: 'https://other-app.example/sp', acsUrl });
    const foreign = await signInAtIdp(idp.idpInitiatedUrl('https://other-app.example/sp'), 'nora');
    expect((await postAcs(foreign.SAMLResponse)).statusCode).toBe(401);
    expect(await newFailures()).toEqual(['audience']);
  });

  it("refuses a 5 MB response (413) and another tenant's provider (404)", async () => {
    const huge = await postAcs('A'.repeat(5 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    const post = await spInitiated('nora');
    expect((await postAcs(post.SAMLResponse, providerId, 'globex')).statusCode).toBe(404);
    expect(
      (await api(null, 'GET', `/identity/saml/${providerId}/login`, undefined, 'globex')).statusCode,
    ).toBe(404);
    expect(
      (await api(null, 'GET', `/identity/saml/${providerId}/metadata`, undefined, 'globex')).statusCode,
    ).toBe(404);
    expect(
      (await api(gus, 'GET', `/identity/samlProviders/${providerId}`, undefined, 'globex')).statusCode,
    ).toBe(404);
    expect(
      (await api(null, 'GET', '/identity/saml/signInOptions', undefined, 'globex')).json().results,
    ).toEqual([]);
  });

  it('refuses responses signed by a key the metadata does not name (certificate mismatch)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kudos-saml-cert-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Impostor'].concat([
        '-keyout',
        path.join(dir, 'k.pem'),
        '-out',
        path.join(dir, 'c.pem'),
      ]),
      { stdio: 'ignore' },
    );
    const other = readFileSync(path.join(dir, 'c.pem'), 'utf8').replace(/-----[A-Z ]+-----|\s/g, '');
    rmSync(dir, { recursive: true, force: true });
    const idpXml = await (await fetch(idp.metadataUrl)).text();
    const swapped = idpXml.replace(/<ds:X509Certificate>[^<]+</g, `<ds:X509Certificate>${other}<`);
    expect(
      (await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { metadataXml: swapped })).statusCode,
    ).toBe(200);
    const post = await spInitiated('nora');
    expect((await postAcs(post.SAMLResponse)).statusCode).toBe(401);
    expect(await newFailures()).toEqual(['signature']);
    expect(
      (await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { metadataUrl: idp.metadataUrl }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a new person when just-in-time creation is off', async () => {
    await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { jitEnabled: false });
    const members = await inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
      tx.select().from(tenantMembers),
    );
    await inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
      tx.delete(tenantMembers).where(eq(tenantMembers.email, 'nora.new@acme.test')),
    );
    const response = await postAcs((await spInitiated('nora')).SAMLResponse);
    expect(response.statusCode).toBe(403);
    expect(await membersNamed('nora.new@acme.test')).toHaveLength(0);
    expect(await newFailures()).toEqual(['notAMember']);
    expect(members.length).toBeGreaterThan(0);
    await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { jitEnabled: true });
  });

  it('SSO only: members are told to use the provider, admins keep their password', async () => {
    expect(
      (await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { ssoOnly: true })).json().ssoOnly,
    ).toBe(true);
    const refused = await api(null, 'POST', '/identity/passwords/login', {
      email: 'eve@acme.test',
      password: 'Kudos!demo1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ name: 'SsoRequiredError', message: 'Sign in with Test IdP.' });
    expect(await newFailures()).toEqual(['ssoOnly']);
    // A wrong password still says only that it is wrong.
    expect(
      (await api(null, 'POST', '/identity/passwords/login', { email: 'eve@acme.test', password: 'nope' }))
        .statusCode,
    ).toBe(401);
    expect(await t.login('ada@acme.test')).toBeTruthy();
    // The IdP's own sign-in is the way in, through the same handoff as a password session's.
    const viaIdp = await sessionFrom(await postAcs((await spInitiated('eve')).SAMLResponse));
    expect(viaIdp.email).toBe('eve@acme.test');
    // Another tenant is not affected.
    expect(await t.login('gus@globex.test', 'globex')).toBeTruthy();
    await api(ada, 'PATCH', `/identity/samlProviders/${providerId}`, { ssoOnly: false });
    expect(await t.login('eve@acme.test')).toBeTruthy();
  });

  it('deletes the provider: its sign-in stops and the change is audited', async () => {
    const deleted = await api(ada, 'DELETE', `/identity/samlProviders/${providerId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await api(null, 'GET', `/identity/saml/${providerId}/login`)).statusCode).toBe(404);
    expect((await auditRows('samlProvider.delete')).map((row) => row.targetId)).toContain(providerId);
    expect((await auditRows('samlProvider.update')).length).toBeGreaterThan(0);
  });
});
