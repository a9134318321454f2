import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

const operatorToken = 'operator-token-operator-token-operator-token';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const allocationOf = async (app: TestApp, email: string) => {
  const token = await app.login(email);
  const response = await app.request({ method: 'GET', url: '/api/points/accounts/my', token });
  return (response.json().results as { type: string; balance: number }[]).find((a) => a.type === 'allocation')
    ?.balance;
};

describe('running a job for the operator', () => {
  it('runs the allocation reset as of the next period, once', async () => {
    const app = await startTestApp({ env: { KUDOS_OPERATOR_TOKEN: operatorToken } });
    t = app;
    const ada = await app.login('ada@acme.test');
    const saved = await t.request({
      method: 'PUT',
      url: '/api/points/budgetSettings',
      token: ada,
      payload: { resetFrequency: 'month', allocationAmount: 150 },
    });
    expect(saved.statusCode).toBe(200);
    const before = await allocationOf(t, 'eve@acme.test');

    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 12)).toISOString();
    const run = () =>
      app.request({
        method: 'POST',
        url: '/api/platform/jobs/points-allocation-resets/run',
        headers: { authorization: `Bearer ${operatorToken}` },
        payload: { now: nextMonth },
      });
    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: 'points-allocation-resets', now: nextMonth });
    expect(await allocationOf(t, 'eve@acme.test')).toBe(150);
    expect(before).not.toBe(150);

    // Running it again in the same period changes nothing.
    expect((await run()).statusCode).toBe(200);
    expect(await allocationOf(t, 'eve@acme.test')).toBe(150);
  });

  it('refuses members and unknown jobs', async () => {
    t = await startTestApp({ env: { KUDOS_OPERATOR_TOKEN: operatorToken } });
    const ada = await t.login('ada@acme.test');
    const denied = await t.request({
      method: 'POST',
      url: '/api/platform/jobs/points-allocation-resets/run',
      token: ada,
      payload: {},
    });
    expect(denied.statusCode).toBe(401);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/platform/jobs/no-such-job/run',
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This job does not exist');
  });
});
