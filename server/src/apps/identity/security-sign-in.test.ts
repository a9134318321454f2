import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostName, startTestApp, type TestApp } from '../../test/harness.ts';

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
const asAda = (method: 'GET' | 'PUT', url: string, payload?: object) =>
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
