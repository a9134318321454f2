import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../http/rate-limits.ts';
import { type HostName, startTestApp, type TestApp } from '../../test/harness.ts';
import { totpCode } from './totp.ts';

const password = 'Kudos!demo1';
const stepMs = 30_000;

/** A clock the test moves: each new code needs a newer time step than the last accepted one. */
function testClock() {
  let time = Date.now();
  return {
    now: () => new Date(time),
    advance: (ms = stepMs) => {
      time += ms;
    },
  };
}

/** A six-digit code that matches none of the steps the server accepts at `at`. */
function wrongCode(secret: string, at: Date): string {
  const near = [-stepMs, 0, stepMs].map((offset) => totpCode(secret, new Date(at.getTime() + offset)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';
}

async function enroll(t: TestApp, token: string, host: HostName = 'acme') {
  const created = await t.request({
    method: 'POST',
    url: '/api/identity/authFactors/totp',
    host,
    token,
    payload: { name: 'Phone' },
  });
  expect(created.statusCode).toBe(200);
  const { id, secret } = created.json();
  const confirmed = await t.request({
    method: 'POST',
    url: `/api/identity/authFactors/${id}/confirm`,
    host,
    token,
    payload: { code: totpCode(secret, t.services.now()) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { id: id as string, secret: secret as string };
}

async function passwordLogin(t: TestApp, email: string, host: HostName = 'acme', remoteAddress?: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/identity/passwords/login',
    host,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const answer = (t: TestApp, challengeToken: string, code: string, remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: '/api/identity/loginChallenges/totp',
    payload: { challengeToken, code },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('second factor', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/identity/authFactors'],
      ['POST', '/api/identity/authFactors/totp'],
      ['DELETE', '/api/identity/authFactors/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await t.request({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(
        401,
      );
    }
  });

  let eveFactor: { id: string; secret: string };

  it('enrolls an authenticator app, then signs in through a challenge', async () => {
    const token = await t.login('eve@acme.test');
    const empty = await t.request({ method: 'GET', url: '/api/identity/authFactors', token });
    expect(empty.json()).toEqual({ results: [] });

    const created = await t.request({
      method: 'POST',
      url: '/api/identity/authFactors/totp',
      token,
      payload: { name: 'Phone' },
    });
    expect(created.statusCode).toBe(200);
    const factor = created.json();
    expect(factor).toMatchObject({ type: 'totp', name: 'Phone', confirmed: false, permissions: ['delete'] });
    expect(factor.otpauthUrl).toContain(`secret=${factor.secret}`);
    expect(decodeURIComponent(factor.otpauthUrl)).toContain('Kudos:eve@acme.test');

    // Not confirmed yet: the password alone still signs in.
    expect((await passwordLogin(t, 'eve@acme.test')).type).toBe('accessToken');

    const wrong = await t.request({
      method: 'POST',
      url: `/api/identity/authFactors/${factor.id}/confirm`,
      token,
      payload: { code: wrongCode(factor.secret, clock.now()) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { type: 'custom', path: 'code', message: 'That code is not valid. Try again.' },
    ]);

    const confirmed = await t.request({
      method: 'POST',
      url: `/api/identity/authFactors/${factor.id}/confirm`,
      token,
      payload: { code: totpCode(factor.secret, clock.now()) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: factor.id, confirmed: true });
    expect(confirmed.json()).not.toHaveProperty('secret');
    const list = await t.request({ method: 'GET', url: '/api/identity/authFactors', token });
    expect(list.json().results).toEqual([confirmed.json()]);
    eveFactor = factor;

    const second = await t.request({
      method: 'POST',
      url: '/api/identity/authFactors/totp',
      token,
      payload: {},
    });
    expect(second.statusCode).toBe(409);

    const challenge = await passwordLogin(t, 'eve@acme.test');
    expect(challenge).toMatchObject({ type: 'challenge', factorTypes: ['totp'] });
    // The enrollment code's step is spent; the next step's code signs in.
    clock.advance();
    const done = await answer(t, challenge.challengeToken, totpCode(factor.secret, clock.now()));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ type: 'accessToken', tenantId: expect.any(String) });
    const info = await t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      token: done.json().token,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().memberId).toEqual(expect.any(String));
  });

  it('refuses a replayed code and a challenge used twice', async () => {
    clock.advance();
    const code = totpCode(eveFactor.secret, clock.now());
    const first = await passwordLogin(t, 'eve@acme.test');
    expect((await answer(t, first.challengeToken, code)).statusCode).toBe(200);

    const again = await answer(t, first.challengeToken, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      name: 'ChallengeExpiredError',
      message: 'This sign-in has expired. Sign in again.',
    });

    const second = await passwordLogin(t, 'eve@acme.test');
    const replay = await answer(t, second.challengeToken, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      name: 'InvalidCodeError',
      message: 'That code is not valid. Try again.',
    });
    // The challenge survives a wrong code: the next step's code completes it.
    clock.advance();
    expect((await answer(t, second.challengeToken, totpCode(eveFactor.secret, clock.now()))).statusCode).toBe(
      200,
    );
  });

  it('burns a challenge after five wrong codes', async () => {
    clock.advance();
    const challenge = await passwordLogin(t, 'eve@acme.test');
    for (let i = 0; i < 5; i++) {
      const wrong = await answer(t, challenge.challengeToken, wrongCode(eveFactor.secret, clock.now()));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().name).toBe('InvalidCodeError');
    }
    const right = await answer(t, challenge.challengeToken, totpCode(eveFactor.secret, clock.now()));
    expect(right.statusCode).toBe(401);
    expect(right.json().name).toBe('ChallengeExpiredError');
  });

  it('lets a challenge expire after five minutes', async () => {
    const challenge = await passwordLogin(t, 'eve@acme.test');
    clock.advance(5 * 60_000 + 1);
    const late = await answer(t, challenge.challengeToken, totpCode(eveFactor.secret, clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json().name).toBe('ChallengeExpiredError');
    expect((await answer(t, 'no-such-challenge', '123456')).json().name).toBe('ChallengeExpiredError');
  });

  it("hides another user's factor", async () => {
    const ada = await t.login('ada@acme.test');
    const confirm = await t.request({
      method: 'POST',
      url: `/api/identity/authFactors/${eveFactor.id}/confirm`,
      token: ada,
      payload: { code: '123456' },
    });
    expect(confirm.statusCode).toBe(404);
    const remove = await t.request({
      method: 'DELETE',
      url: `/api/identity/authFactors/${eveFactor.id}`,
      token: ada,
    });
    expect(remove.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/identity/authFactors', token: ada });
    expect(list.json()).toEqual({ results: [] });
  });

  it('signs in with the password alone once the factor is removed', async () => {
    clock.advance();
    const challenge = await passwordLogin(t, 'eve@acme.test');
    const { token } = (
      await answer(t, challenge.challengeToken, totpCode(eveFactor.secret, clock.now()))
    ).json();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/identity/authFactors/${eveFactor.id}`,
      token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await passwordLogin(t, 'eve@acme.test')).type).toBe('accessToken');
  });

  it('completes a user-scope sign-in on the central host', async () => {
    const token = await t.login('uma@kudos.test', 'central');
    const factor = await enroll(t, token, 'central');
    clock.advance();
    const challenge = await passwordLogin(t, 'uma@kudos.test', 'central');
    const done = await answer(t, challenge.challengeToken, totpCode(factor.secret, clock.now()));
    expect(done.statusCode).toBe(200);
    expect(done.json().tenantId).toBeNull();
  });
});

describe('challenge rate limits', () => {
  const few = { points: 3, durationSeconds: 60 };
  const many = { points: 100, durationSeconds: 60 };

  it('limits attempts per account', async () => {
    const t = await startTestApp({
      rateLimits: { ...defaultRateLimits, loginPerAccount: few, loginPerAddress: many },
    });
    try {
      const { secret } = await enroll(t, await t.login('eve@acme.test'));
      const challenge = await passwordLogin(t, 'eve@acme.test');
      const wrong = wrongCode(secret, t.services.now());
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
        expect((await answer(t, challenge.challengeToken, wrong, address)).statusCode).toBe(401);
      }
      const limited = await answer(t, challenge.challengeToken, wrong, '10.0.0.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().name).toBe('RateLimitError');
    } finally {
      await t.close();
    }
  });

  it('limits attempts per address', async () => {
    const t = await startTestApp({
      rateLimits: { ...defaultRateLimits, loginPerAccount: many, loginPerAddress: few },
    });
    try {
      const { secret } = await enroll(t, await t.login('eve@acme.test'));
      const challenge = await passwordLogin(t, 'eve@acme.test');
      const wrong = wrongCode(secret, t.services.now());
      for (let i = 0; i < 3; i++) {
        expect((await answer(t, challenge.challengeToken, wrong, '10.0.0.9')).statusCode).toBe(401);
      }
      expect((await answer(t, challenge.challengeToken, wrong, '10.0.0.9')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
