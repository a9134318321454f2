import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

const operatorToken = 'operator-token-operator-token-operator-token';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('maintenance', () => {
  it('answers the health check with 200 normally', async () => {
    t = await startTestApp();
    const response = await t.request({ method: 'GET', url: '/api/healthcheck/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('answers 503 to every call under KUDOS_MAINTENANCE=1', async () => {
    t = await startTestApp({ env: { KUDOS_MAINTENANCE: '1' } });
    for (const url of [
      '/api/healthcheck/public',
      '/api/apps',
      '/api/identity/tenants/metadata?domain=acme.localhost',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ name: 'MaintenanceError', message: "We'll be right back!" });
    }
  });

  it('lets the operator switch it on and off, and no one else', async () => {
    t = await startTestApp({ env: { KUDOS_OPERATOR_TOKEN: operatorToken } });
    const ada = await t.login('ada@acme.test');
    const denied = await t.request({
      method: 'PUT',
      url: '/api/platform/maintenance',
      token: ada,
      payload: { enabled: true },
    });
    expect(denied.statusCode).toBe(401);

    const on = await t.request({
      method: 'PUT',
      url: '/api/platform/maintenance',
      token: operatorToken,
      payload: { enabled: true },
    });
    expect(on.json()).toEqual({ enabled: true });
    expect((await t.request({ method: 'GET', url: '/api/apps', token: ada })).statusCode).toBe(503);

    await t.request({
      method: 'PUT',
      url: '/api/platform/maintenance',
      token: operatorToken,
      payload: { enabled: false },
    });
    expect((await t.request({ method: 'GET', url: '/api/apps', token: ada })).statusCode).toBe(200);
  });
});
