import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { type ScimApp, startScimApp } from '../../test/fixtures/scim.ts';
import type { HostName } from '../../test/harness.ts';

const demoPassword = 'Kudos!demo1';
let s: ScimApp;
beforeAll(async () => {
  s = await startScimApp();
});
afterAll(() => s.t.close());

const login = (email: string, password: string, host: HostName = 'acme') =>
  s.t.request({ method: 'POST', url: '/api/identity/passwords/login', host, payload: { email, password } });
const lastResetToken = async (to: string) => {
  const [mail] = await s.t.services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /new-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
};
const reset = (token: string, password: string) =>
  s.t.request({ method: 'POST', url: '/api/identity/passwords/reset', payload: { token, password } });

describe('SCIM tokens on /tenant/security', () => {
  it('shows a token once, lists it without the secret, and revoking it locks the provider out', async () => {
    const guide = async () =>
      (await s.api('ada', 'GET', '/onboarding/checklistItems?itemAliasIn=securityAndAccess')).json().results;
    expect(await guide()).toEqual([{ itemAlias: 'securityAndAccess', completed: false }]);
    const created = await s.api('ada', 'POST', '/identity/scimTokens', { name: 'Okta' });
    // Connecting the identity provider is the setup guide's "Security and access" step.
    expect(await guide()).toEqual([{ itemAlias: 'securityAndAccess', completed: true }]);
    expect(created.statusCode).toBe(201);
    const { id, token, baseUrl } = created.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(baseUrl).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/api\/scim\/v2$/);
    const list = (await s.api('ada', 'GET', '/identity/scimTokens')).json().results;
    expect(list).toContainEqual(expect.objectContaining({ id, name: 'Okta' }));
    expect(JSON.stringify(list)).not.toContain(token);

    expect((await s.scim(token, 'GET', '/Users?count=1')).statusCode).toBe(200);
    const used = (await s.api('ada', 'GET', '/identity/scimTokens'))
      .json()
      .results.find((t: { id: string }) => t.id === id);
    expect(used.lastUsedAt).not.toBeNull();

    expect((await s.api('ada', 'DELETE', `/identity/scimTokens/${id}`)).statusCode).toBe(200);
    expect((await s.scim(token, 'GET', '/Users?count=1')).statusCode).toBe(401);
    const actions = (await s.api('ada', 'GET', `/auditing/logs?targetId=${id}`))
      .json()
      .results.map((r: { action: string }) => r.action);
    expect(actions).toEqual(['scimToken.revoke', 'scimToken.create']);
  });

  it('is for admins; employees may not see or create tokens', async () => {
    expect((await s.api('eve', 'GET', '/identity/scimTokens')).statusCode).toBe(403);
    expect((await s.api('eve', 'POST', '/identity/scimTokens', { name: 'Mine' })).statusCode).toBe(403);
    expect((await s.api('ada', 'POST', '/identity/scimTokens', { name: '' })).statusCode).toBe(400);
  });

  it('keeps tenants apart: a token acts only in its own organization', async () => {
    const acme = await s.newToken('acme');
    const globex = await s.newToken('globex');
    const globexUsers = (await s.scim(globex, 'GET', '/Users', undefined, 'globex')).json().Resources;
    expect(globexUsers.map((u: { userName: string }) => u.userName)).not.toContain('ada@acme.test');
    expect(globexUsers.map((u: { userName: string }) => u.userName)).toContain('gus@globex.test');
    // Acme's token on Globex's address, and Globex's token on Acme's: refused.
    expect((await s.scim(acme, 'GET', '/Users', undefined, 'globex')).statusCode).toBe(401);
    expect((await s.scim(globex, 'GET', '/Users')).statusCode).toBe(401);
    // Globex's token cannot reach an Acme member by id, and Acme cannot see or revoke Globex's token.
    expect((await s.scim(globex, 'GET', `/Users/${s.ids.ada}`, undefined, 'globex')).statusCode).toBe(404);
    const globexTokenId = (await s.api('umaGlobex', 'GET', '/identity/scimTokens')).json().results[0].id;
    expect(
      (await s.api('ada', 'GET', '/identity/scimTokens')).json().results.map((t: { id: string }) => t.id),
    ).not.toContain(globexTokenId);
    expect((await s.api('ada', 'DELETE', `/identity/scimTokens/${globexTokenId}`)).statusCode).toBe(404);
    expect((await s.scim(globex, 'GET', '/Users?count=1', undefined, 'globex')).statusCode).toBe(200);
  });
});

describe('password policy', () => {
  const strict = {
    minLength: 12,
    requireUppercase: true,
    requireLowercase: true,
    requireDigit: true,
    requireSymbol: true,
    reuseLimit: 3,
    maxAgeDays: null,
  };

  it('is set by admins and audited', async () => {
    expect((await s.api('ada', 'GET', '/identity/passwordPolicy')).json()).toMatchObject({
      minLength: 10,
      reuseLimit: 0,
    });
    expect((await s.api('eve', 'PUT', '/identity/passwordPolicy', strict)).statusCode).toBe(403);
    expect(
      (await s.api('ada', 'PUT', '/identity/passwordPolicy', { ...strict, minLength: 6 })).statusCode,
    ).toBe(400);
    const saved = await s.api('ada', 'PUT', '/identity/passwordPolicy', strict);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...strict, passwordsExpiredAt: null });
    const [entry] = (
      await s.api('ada', 'GET', '/auditing/logs?actionIn=security.updatePasswordPolicy')
    ).json().results;
    expect(entry).toMatchObject({ before: { minLength: 10 }, after: { minLength: 12 } });
    // Globex keeps its own (default) policy.
    expect((await s.api('umaGlobex', 'GET', '/identity/passwordPolicy')).json().minLength).toBe(10);
  });

  it('is checked when a password is changed: classes, length, and the last N passwords', async () => {
    const change = (newPassword: string, currentPassword = demoPassword) =>
      s.api('max', 'POST', '/identity/passwords/change', { currentPassword, newPassword });
    const weak = await change('alllowercase-long');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0]).toMatchObject({
      path: 'newPassword',
      message: 'Include an uppercase letter.',
    });
    const first = 'Kudos!demo12';
    const second = 'Kudos!demo13';
    expect((await change(first)).statusCode).toBe(200);
    expect((await change(second, first)).statusCode).toBe(200);
    const back = await change(first, second);
    expect(back.statusCode).toBe(400);
    expect(back.json().details[0]).toMatchObject({ path: 'newPassword', type: 'passwordReuse' });
    // The current password counts as one of the last N.
    expect((await change(second, second)).json().details[0].type).toBe('passwordReuse');
  });

  it('refuses a sign-in whose password no longer meets the policy and mails a reset link; the reset is checked too', async () => {
    // eve's demo password has 11 characters, the policy now asks for 12.
    const refused = await login('eve@acme.test', demoPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      name: 'PasswordExpiredError',
      details: [{ type: 'tooWeak', path: 'password' }],
    });
    const token = await lastResetToken('eve@acme.test');
    expect(token).not.toBe('');
    expect((await reset(token, 'short-but-10')).statusCode).toBe(400);
    expect((await reset(token, 'Brand-new-Pass1')).statusCode).toBe(200);
    expect((await login('eve@acme.test', 'Brand-new-Pass1')).statusCode).toBe(200);
  });

  it('"Expire all passwords" forces a reset at the next sign-in, for identityApp expireAllPasswords', async () => {
    expect((await s.api('sam', 'POST', '/identity/passwords/expireAll')).statusCode).toBe(403);
    const expired = await s.api('ada', 'POST', '/identity/passwords/expireAll');
    expect(expired.statusCode).toBe(200);
    expect(expired.json().passwordsExpiredAt).not.toBeNull();
    const refused = await login('eve@acme.test', 'Brand-new-Pass1');
    expect(refused.json()).toMatchObject({
      name: 'PasswordExpiredError',
      details: [{ type: 'expiredByAdmin' }],
    });
    // Globex is not affected: uma signs in there with the same account.
    expect((await login('uma@kudos.test', demoPassword, 'globex')).statusCode).toBe(200);
    expect((await reset(await lastResetToken('eve@acme.test'), 'Another-new-Pass2')).statusCode).toBe(200);
    expect((await login('eve@acme.test', 'Another-new-Pass2')).statusCode).toBe(200);
    const actions = (await s.api('ada', 'GET', '/auditing/logs?actionPrefix=session.&pageSize=10'))
      .json()
      .results.map((r: { action: string }) => r.action);
    expect(actions).toContain('session.passwordExpired');
    expect(actions[0]).toBe('session.signIn');
  });
});
