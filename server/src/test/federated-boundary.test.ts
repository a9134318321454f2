import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scimContentType, scimSchemas } from '#shared/contract/scim';
import { issueAccessToken } from '../apps/identity/tokens.ts';
import { inTenant } from '../db/client.ts';
import { auditLog, tenantMembers, tenants, users } from '../db/schema.ts';
import { type HostName, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 25: an organization's identity provider and SCIM client are trusted only for its own
 * verified e-mail domains and only inside that organization. The SAML halves of the attack (a
 * real IdP posting assertions) are in apps/identity/saml/saml.test.ts; here the domains, SCIM and
 * the session an IdP made.
 */

let t: TestApp;
let ada: string;
let eve: string;
let acmeId: string;
let globexId: string;
/** TXT records the stand-in resolver answers, by name. */
const records = new Map<string, string[][]>();

const api = (
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
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

const userId = async (email: string) => {
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
};

const acmeMembers = (email: string) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
    tx.select().from(tenantMembers).where(eq(tenantMembers.email, email)),
  );

beforeAll(async () => {
  t = await startTestApp();
  t.services.resolveTxt = async (name) => {
    const found = records.get(name);
    if (!found) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found;
  };
  ada = await t.login('ada@acme.test');
  eve = await t.login('eve@acme.test');
  const rows = await t.services.db.select().from(tenants);
  acmeId = rows.find((row) => row.slug === 'acme')?.id ?? '';
  globexId = rows.find((row) => row.slug === 'globex')?.id ?? '';
});
afterAll(() => t.close());

describe('verified e-mail domains', () => {
  it('lists the demo domain as verified, and only for admins', async () => {
    const list = await api(ada, 'GET', '/identity/emailDomains');
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toMatchObject([{ domain: 'acme.test', status: 'verified' }]);
    expect((await api(eve, 'GET', '/identity/emailDomains')).statusCode).toBe(403);
    expect((await api(eve, 'POST', '/identity/emailDomains', { domain: 'eve.test' })).statusCode).toBe(403);
  });

  it('adds a domain as pending with the TXT record to publish, and verifies it once the record is there', async () => {
    const created = await api(ada, 'POST', '/identity/emailDomains', { domain: '  @Acme-Labs.TEST. ' });
    expect(created.statusCode).toBe(201);
    const domain = created.json();
    expect(domain).toMatchObject({
      domain: 'acme-labs.test',
      status: 'pending',
      recordName: '_kudos-challenge.acme-labs.test',
      verifiedAt: null,
    });
    expect(domain.recordValue).toMatch(/^kudos-verification=[0-9a-f]{32}$/);

    // No record yet, then someone else's value: still pending, and the answer says why.
    const missing = await api(ada, 'POST', `/identity/emailDomains/${domain.id}/verify`);
    expect(missing.json()).toMatchObject({ status: 'pending', lastCheckError: 'notFound' });
    records.set(domain.recordName, [
      ['kudos-verification=0123456789abcdef0123456789abcdef'],
      ['v=spf1 -all'],
    ]);
    const wrong = await api(ada, 'POST', `/identity/emailDomains/${domain.id}/verify`);
    expect(wrong.json()).toMatchObject({ status: 'pending', lastCheckError: 'mismatch' });

    // DNS may split a long value into strings: they count joined.
    const value: string = domain.recordValue;
    records.set(domain.recordName, [['v=spf1 -all'], [value.slice(0, 20), value.slice(20)]]);
    const verified = await api(ada, 'POST', `/identity/emailDomains/${domain.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'verified', lastCheckError: null });
    expect(verified.json().verifiedAt).toEqual(expect.any(String));

    const audited = await inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'emailDomain'), eq(auditLog.targetId, domain.id))),
    );
    expect(audited.map((row) => row.action).sort()).toEqual(['emailDomain.create', 'emailDomain.verify']);
  });

  it('refuses a duplicate, a malformed domain, and another organization reaching Acme’s domains', async () => {
    expect((await api(ada, 'POST', '/identity/emailDomains', { domain: 'acme.test' })).statusCode).toBe(409);
    for (const domain of [
      'localhost',
      'a..b.test',
      '-acme.test',
      'acme.test/evil',
      `${'x'.repeat(64)}.test`,
      'a b.test',
    ]) {
      const refused = await api(ada, 'POST', '/identity/emailDomains', { domain });
      expect(refused.statusCode, domain).toBe(400);
      expect(refused.json()).toMatchObject({ name: 'ValidationError', details: [{ path: 'domain' }] });
    }
    const acmeDomain = (await api(ada, 'GET', '/identity/emailDomains')).json().results[0];
    const uma = await t.login('uma@kudos.test', 'globex');
    expect(
      (await api(uma, 'POST', `/identity/emailDomains/${acmeDomain.id}/verify`, undefined, 'globex'))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(uma, 'DELETE', `/identity/emailDomains/${acmeDomain.id}`, undefined, 'globex')).statusCode,
    ).toBe(404);
    // Globex may claim the same domain; it stays pending there until Globex publishes its own value.
    const claimed = await api(uma, 'POST', '/identity/emailDomains', { domain: 'acme.test' }, 'globex');
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().status).toBe('pending');
    records.set('_kudos-challenge.acme.test', [['kudos-verification=not-globex-value']]);
    const check = await api(
      uma,
      'POST',
      `/identity/emailDomains/${claimed.json().id}/verify`,
      undefined,
      'globex',
    );
    expect(check.json()).toMatchObject({ status: 'pending', lastCheckError: 'mismatch' });
  });
});

describe('SCIM provisions only its own verified domains and never links an existing account', () => {
  let token: string;
  const scim = (method: 'POST', url: string, payload: object) =>
    t.request({
      method,
      url: `/api/scim/v2${url}`,
      host: 'acme',
      headers: { authorization: `Bearer ${token}`, 'content-type': scimContentType },
      payload: JSON.stringify(payload),
    });
  const user = (email: string) => ({
    schemas: [scimSchemas.user],
    userName: email,
    name: { givenName: 'Some', familyName: 'One' },
    emails: [{ primary: true, value: email, type: 'work' }],
    active: true,
  });
  beforeAll(async () => {
    token = (await api(ada, 'POST', '/identity/scimTokens', { name: 'Entra ID' })).json().token;
  });

  it('refuses another organization’s person with 400 and leaves their account alone', async () => {
    const refused = await scim('POST', '/Users', user('gus@globex.test'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      schemas: [scimSchemas.error],
      status: '400',
      scimType: 'invalidValue',
      detail: 'gus@globex.test is not in a verified domain of this organization',
    });
    expect(await acmeMembers('gus@globex.test')).toEqual([]);
  });

  it('answers 409 for an account that exists already in a verified domain, linking nothing', async () => {
    await t.services.db
      .insert(users)
      .values({ email: 'lee@acme.test', firstName: 'Lee', lastName: 'Elsewhere', passwordHash: null });
    const refused = await scim('POST', '/Users', user('lee@acme.test'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ scimType: 'uniqueness', status: '409' });
    expect(await acmeMembers('lee@acme.test')).toEqual([]);
  });

  it('still creates a new person in a verified domain', async () => {
    const created = await scim('POST', '/Users', user('new.hire@acme.test'));
    expect(created.statusCode).toBe(201);
    expect(await acmeMembers('new.hire@acme.test')).toHaveLength(1);
  });
});

describe('a session an organization’s IdP signed in stays in that organization', () => {
  /** uma is an Acme employee and Globex's admin: a session Acme's IdP made for her. */
  const ssoSession = async () => {
    const { token } = await issueAccessToken(
      t.services,
      t.services.db,
      { userId: await userId('uma@kudos.test'), tenantId: acmeId },
      {
        saml: {
          providerId: '00000000-0000-4000-8000-000000000000',
          nameId: 'uma',
          nameIdFormat: null,
          sessionIndex: null,
        },
      },
    );
    return token;
  };

  it('never starts a handoff into another organization', async () => {
    const token = await ssoSession();
    const refused = await api(token, 'POST', `/identity/tenants/${globexId}/login`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      name: 'SsoSessionBoundError',
      message:
        'You signed in through single sign-on, which is valid in that organization only. Sign in to Globex with its own sign-in.',
    });
    // Into its own organization it may (the web app re-enters the same tenant this way), and the
    // session it gets there is still Acme's IdP's: it cannot be laundered into a free one.
    const again = await api(token, 'POST', `/identity/tenants/${acmeId}/login`);
    expect(again.statusCode).toBe(200);
    const exchanged = await api(
      null,
      'GET',
      `/identity/tenants/accessToken?state=${encodeURIComponent(again.json().state)}`,
    );
    expect(exchanged.statusCode).toBe(200);
    const laundered = await api(exchanged.json().token, 'POST', `/identity/tenants/${globexId}/login`);
    expect(laundered.statusCode).toBe(403);
    expect(laundered.json().name).toBe('SsoSessionBoundError');
  });

  it('lets a password session switch organizations as before', async () => {
    const password = await t.login('uma@kudos.test', 'acme');
    const handoff = await api(password, 'POST', `/identity/tenants/${globexId}/login`);
    expect(handoff.statusCode).toBe(200);
  });

  it('may not change the account’s authenticator app', async () => {
    const token = await ssoSession();
    const refused = await api(token, 'POST', '/identity/authFactors/totp', { name: 'Phone' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You signed in through single sign-on. Sign in with your password to change your authenticator app.',
    );
  });
});
