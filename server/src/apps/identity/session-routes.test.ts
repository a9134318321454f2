import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /identity/passwords/login', () => {
  it('gives a tenant-scope token on a tenant host', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/login',
      payload: { email: 'ADA@acme.test', password: 'Kudos!demo1' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('accessToken');
    expect(body.tenantId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.token.length).toBeGreaterThanOrEqual(40);
  });

  it('gives a user-scope token on the central host', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/login',
      host: 'central',
      payload: { email: 'uma@kudos.test', password: 'Kudos!demo1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenantId).toBeNull();
  });

  it('refuses a wrong password and a non-member alike', async () => {
    for (const payload of [
      { email: 'ada@acme.test', password: 'wrong' },
      { email: 'gus@globex.test', password: 'Kudos!demo1' },
      { email: 'nobody@acme.test', password: 'Kudos!demo1' },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/identity/passwords/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        name: 'InvalidCredentialsError',
        message: 'Incorrect email or password.',
      });
    }
  });

  it('names each invalid field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.name).toBe('ValidationError');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'password']);
  });

  it('answers malformed JSON with a ValidationError, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/identity/passwords/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
  });

  it('answers 404 on a host that serves no tenant', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/passwords/login',
      headers: { host: 'nope.localhost' },
      payload: { email: 'ada@acme.test', password: 'Kudos!demo1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('token lifecycle', () => {
  it('describes the token, then stops accepting it after logout', async () => {
    const token = await t.login('eve@acme.test');
    const info = await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token });
    expect(info.statusCode).toBe(200);
    expect(info.json().memberId).toMatch(/^[0-9a-f-]{36}$/);

    const logout = await t.request({ method: 'POST', url: '/api/identity/logout', token });
    expect(logout.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().name).toBe('UnauthorizedError');
  });

  it('answers 401 to a missing or malformed token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/identity/accessToken/info' })).statusCode).toBe(401);
    const malformed = await t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      headers: { authorization: 'Bearer not a token' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().message).toBe('The access token is malformed');
  });

  it('answers 401 to an expired token', async () => {
    const expired = await startTestApp({
      env: { KUDOS_TOKEN_TTL_HOURS: '1' },
      now: () => new Date(Date.now() - 2 * 3600_000),
    });
    try {
      const token = await expired.login('eve@acme.test');
      const response = await expired.request({ method: 'GET', url: '/api/identity/accessToken/info', token });
      expect(response.statusCode).toBe(401);
    } finally {
      await expired.close();
    }
  });

  it('refuses a user-scope token on a tenant route with 403', async () => {
    const token = await t.login('uma@kudos.test', 'central');
    const response = await t.request({ method: 'GET', url: '/api/apps', token, host: 'central' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Choose a tenant first');
  });
});
