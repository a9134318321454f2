import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { defaultRateLimits, scaledRateLimits } from '../../http/rate-limits.ts';
import { type HostName, hosts, startTestApp, type TestApp } from '../../test/harness.ts';
import { createOneTimeSecret } from './tokens.ts';
import { totpCode } from './totp.ts';

const demoPassword = 'Kudos!demo1';
const day = 24 * 60 * 60 * 1000;
let offset = 0;
let t: TestApp;
let adaToken: string;
beforeAll(async () => {
  // Uma signs in more often than one person would in 15 minutes.
  const rateLimits = scaledRateLimits(defaultRateLimits, 3);
  t = await startTestApp({ now: () => new Date(Date.now() + offset), rateLimits });
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
  /** Uma's password as the tests below leave it. */
  let umaPassword = demoPassword;
  /** Takes the handoff from a session (on the central host unless `from` says) into `host`. */
  const handoff = async (token: string, host: HostName, from: HostName = 'central') => {
    const url = `/api/identity/tenants/${await tenantIdOf(host)}/login`;
    const start = await t.request({ method: 'POST', url, host: from, token });
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
    umaPassword = newPassword;
    const again = await t.login('uma@kudos.test', 'central', newPassword);
    expect((await handoff(again, 'acme')).statusCode).toBe(200);
  });

  it('refuses a password too weak for the tenant, judged when it was typed; a stronger one opens it', async () => {
    // Stricter than Globex's (the default policy, which uma's password meets).
    const strict = { ...policy, minLength: 16, requireSymbol: true, maxAgeDays: null };
    expect((await asAda('PUT', '/identity/passwordPolicy', strict)).statusCode).toBe(200);
    const central = await t.login('uma@kudos.test', 'central', umaPassword);
    expect((await handoff(central, 'globex')).statusCode).toBe(200);
    const refused = await handoff(central, 'acme');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      name: 'PasswordExpiredError',
      details: [{ type: 'tooWeak', path: 'password' }],
    });
    // Word for word what the password sign-in on the tenant's host answers, with the same mail.
    const signIn = await login('uma@kudos.test', umaPassword);
    expect(signIn.statusCode).toBe(401);
    expect(refused.json()).toEqual(signIn.json());
    const mail = await lastMailTo('uma@kudos.test');
    expect(mail?.subject).toBe('Choose a new password for Acme');
    expect(mail?.text).toContain('Your password does not meet the password rules of Acme.');
    const resetToken = /acme\.localhost[^\s]*\/new-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetToken).toBeTruthy();

    // A session on another tenant's host, signed in with the same password, carries the record.
    const globex = await t.login('uma@kudos.test', 'globex', umaPassword);
    const fromGlobex = await handoff(globex, 'acme', 'globex');
    expect(fromGlobex.statusCode).toBe(401);
    expect(fromGlobex.json()).toMatchObject({ details: [{ type: 'tooWeak' }] });
    // So does the Globex session the central handoff made.
    const handedOff = await handoff(central, 'globex');
    expect(handedOff.statusCode).toBe(200);
    const viaGlobex = await handoff(handedOff.json().token, 'acme', 'globex');
    expect(viaGlobex.json()).toMatchObject({ name: 'PasswordExpiredError', details: [{ type: 'tooWeak' }] });

    // Acme's own IdP vouches without the password.
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

    const strongPassword = 'A-much-longer-Pass1';
    const reset = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/reset',
      payload: { token: resetToken, password: strongPassword },
    });
    expect(reset.statusCode).toBe(200);
    umaPassword = strongPassword;
    const again = await t.login('uma@kudos.test', 'central', strongPassword);
    expect((await handoff(again, 'acme')).statusCode).toBe(200);
    expect((await handoff(again, 'globex')).statusCode).toBe(200);
  });

  it('follows a password change within the session', async () => {
    const central = await t.login('uma@kudos.test', 'central', umaPassword);
    // The central host has no policy of its own: a password too weak for Acme is accepted there.
    const weaker = 'Only-weak-Pass1';
    const change = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/change',
      host: 'central',
      token: central,
      payload: { currentPassword: umaPassword, newPassword: weaker },
    });
    expect(change.statusCode).toBe(200);
    umaPassword = weaker;
    expect((await handoff(central, 'acme')).json()).toMatchObject({ details: [{ type: 'tooWeak' }] });
    expect((await handoff(central, 'globex')).statusCode).toBe(200);
  });

  it('carries the record through the second factor', async () => {
    const central = await t.login('uma@kudos.test', 'central', umaPassword);
    const request = (url: string, payload: object, token?: string) =>
      t.request({ method: 'POST', url: `/api${url}`, host: 'central', payload, ...(token ? { token } : {}) });
    const { id, secret } = (await request('/identity/authFactors/totp', { name: 'Phone' }, central)).json();
    const code = () => totpCode(secret, t.services.now());
    expect((await request(`/identity/authFactors/${id}/confirm`, { code: code() }, central)).statusCode).toBe(
      200,
    );
    const signIn = await request('/identity/passwords/login', {
      email: 'uma@kudos.test',
      password: umaPassword,
    });
    expect(signIn.json()).toMatchObject({ type: 'challenge' });
    offset = 60_000; // a newer time step: an accepted code is not taken twice
    try {
      const answered = await request('/identity/loginChallenges/totp', {
        challengeToken: signIn.json().challengeToken,
        code: code(),
      });
      expect(answered.statusCode).toBe(200);
      const refused = await handoff(answered.json().token, 'acme');
      expect(refused.json()).toMatchObject({ name: 'PasswordExpiredError', details: [{ type: 'tooWeak' }] });
      expect((await handoff(answered.json().token, 'globex')).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });
});
