import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { type HostName, hosts, startTestApp, type TestApp } from '../../test/harness.ts';
import { createOneTimeSecret } from './tokens.ts';

const demoPassword = 'Kudos!demo1';
const day = 24 * 60 * 60 * 1000;
let offset = 0;
let t: TestApp;
let adaToken: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.now() + offset) });
  adaToken = await t.login('ada@acme.test');
});
afterAll(() => t.close());

const login = (email: string, password: string, host: HostName = 'acme') =>
  t.request({ method: 'POST', url: '/api/identity/passwords/login', host, payload: { email, password } });
const asAda = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, token: adaToken, ...(payload ? { payload } : {}) });

describe('sign-ins in the audit log', () => {
  it('records successes and failures on a tenant host, never the password', async () => {
    expect((await login('max@acme.test', 'wrong password')).statusCode).toBe(401);
    expect((await login('nobody@acme.test', 'whatever')).statusCode).toBe(401);
    expect((await login('gus@globex.test', demoPassword)).statusCode).toBe(401);
    expect((await login('max@acme.test', demoPassword)).statusCode).toBe(200);
    const rows = (await asAda('GET', '/auditing/logs?actionPrefix=session.&pageSize=4')).json().results;
    expect(rows).toMatchObject([
      { action: 'session.signIn', actor: { firstName: 'Max' }, after: { email: 'max@acme.test' } },
      {
        action: 'session.signInFailed',
        actor: null,
        targetId: null,
        after: { email: 'gus@globex.test', reason: 'notAMember' },
      },
      {
        action: 'session.signInFailed',
        actor: null,
        targetId: null,
        after: { email: 'nobody@acme.test', reason: 'unknownAccount' },
      },
      {
        action: 'session.signInFailed',
        actor: null,
        after: { email: 'max@acme.test', reason: 'wrongPassword' },
      },
    ]);
    expect(rows[3].targetId).toBe(rows[0].targetId);
    expect(JSON.stringify(rows)).not.toContain('wrong password');
  });
});

describe('maximum password age', () => {
  it('refuses a password older than the policy allows, and only in that organization', async () => {
    const policy = {
      minLength: 10,
      requireUppercase: false,
      requireLowercase: false,
      requireDigit: false,
      requireSymbol: false,
      reuseLimit: 0,
      maxAgeDays: 30,
    };
    expect((await asAda('PUT', '/identity/passwordPolicy', policy)).statusCode).toBe(200);
    expect((await login('sam@acme.test', demoPassword)).statusCode).toBe(200);
    offset = 31 * day;
    const refused = await login('sam@acme.test', demoPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ name: 'PasswordExpiredError', details: [{ type: 'tooOld' }] });
    expect((await login('uma@kudos.test', demoPassword, 'globex')).statusCode).toBe(200);
    offset = 0;
  });
});

describe('the handoff from a password session on the central host', () => {
  const policy = {
    minLength: 10,
    requireUppercase: false,
    requireLowercase: false,
    requireDigit: false,
    requireSymbol: false,
    reuseLimit: 0,
    maxAgeDays: 30,
  };
  const tenantIdOf = async (host: HostName) =>
    (await t.request({ method: 'GET', url: `/api/identity/tenants/metadata?domain=${hosts[host]}` })).json()
      .id as string;
  const exchange = (state: string, host: HostName) =>
    t.request({ method: 'GET', url: `/api/identity/tenants/accessToken?state=${state}`, host });
  /** Signs in on the central host with a password, then takes the handoff into `host`. */
  const handoff = async (token: string, host: HostName) => {
    const url = `/api/identity/tenants/${await tenantIdOf(host)}/login`;
    const start = await t.request({ method: 'POST', url, host: 'central', token });
    expect(start.statusCode).toBe(200);
    return exchange(start.json().state, host);
  };
  const lastMailTo = async (to: string) =>
    (
      await t.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];

  it("refuses a password older than the tenant's maximum age, and only in that tenant", async () => {
    expect((await asAda('PUT', '/identity/passwordPolicy', policy)).statusCode).toBe(200);
    offset = 31 * day;
    try {
      const central = await t.login('uma@kudos.test', 'central');
      const refused = await handoff(central, 'acme');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ name: 'PasswordExpiredError', details: [{ type: 'tooOld' }] });
      expect((await handoff(central, 'globex')).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('"Expire all passwords" holds there too, with the sign-in\'s answer and mail; a new password opens it', async () => {
    expect((await asAda('POST', '/identity/passwords/expireAll')).statusCode).toBe(200);
    const central = await t.login('uma@kudos.test', 'central');
    const refused = await handoff(central, 'acme');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      name: 'PasswordExpiredError',
      details: [{ type: 'expiredByAdmin', path: 'password' }],
    });
    // Word for word what the password sign-in on the tenant's host answers.
    const signIn = await login('uma@kudos.test', demoPassword);
    expect(signIn.statusCode).toBe(401);
    expect(refused.json()).toEqual(signIn.json());

    // The reset link comes in Acme's branding, saying why.
    const mail = await lastMailTo('uma@kudos.test');
    expect(mail?.subject).toBe('Choose a new password for Acme');
    expect(mail?.text).toContain('Hi Uma,');
    expect(mail?.text).toContain('Acme has asked everyone to choose a new password.');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toMatch(/alt="Acme"|color:#ffffff">Acme</);
    const resetToken = /acme\.localhost[^\s]*\/new-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetToken).toBeTruthy();

    // Another organization's policy does not reach here; the tenant's own IdP is not asked for a password.
    expect((await handoff(central, 'globex')).statusCode).toBe(200);
    const { userId } = (
      await t.request({
        method: 'GET',
        url: '/api/identity/accessToken/info',
        host: 'central',
        token: central,
      })
    ).json();
    const acmeId = await tenantIdOf('acme');
    const sso = await createOneTimeSecret(t.services, t.services.db, 'handoff', {
      userId,
      tenantId: acmeId,
      saml: { providerId: acmeId, nameId: 'uma@kudos.test', nameIdFormat: null, sessionIndex: null },
    });
    expect((await exchange(sso.secret, 'acme')).statusCode).toBe(200);

    const newPassword = 'Brand-new-Pass1';
    const reset = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/reset',
      payload: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.login('uma@kudos.test', 'central', newPassword);
    expect((await handoff(again, 'acme')).statusCode).toBe(200);
  });
});
