import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessageMaxLength } from '#shared/contract/feedback';
import { demoFeedback } from '../../seed/demo-notifications.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let ada: string;
let eve: string;
beforeAll(async () => {
  t = await startTestApp();
  [ada, eve] = await Promise.all([t.login('ada@acme.test'), t.login('eve@acme.test')]);
});
afterAll(() => t.close());

const send = (token: string | undefined, payload: unknown, host: 'acme' | 'globex' = 'acme') =>
  t.request({ method: 'POST', url: '/api/feedback', token, payload: payload as object, host });
const list = (token: string | undefined, query = '', host: 'acme' | 'globex' = 'acme') =>
  t.request({ method: 'GET', url: `/api/feedback${query}`, token, host });

describe('POST /feedback', () => {
  it('stores what a member writes, trimmed, with the page they were on', async () => {
    const response = await send(eve, { message: '  The bell is great.  ', pagePath: '/home' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'The bell is great.',
      pagePath: '/home',
      createdAt: expect.any(String),
      fromMember: { firstName: 'Eve', lastName: 'Curie', avatarUrls: null },
    });
    // A few milliseconds apart, so newest-first has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const withoutPage = await send(ada, { message: 'Admins have ideas too' });
    expect(withoutPage.statusCode).toBe(201);
    expect(withoutPage.json().pagePath).toBeNull();
  });

  it.each([
    [{ message: '   ' }, 'message', 'Enter your feedback'],
    [{}, 'message', undefined],
    [{ message: 'x'.repeat(feedbackMessageMaxLength + 1) }, 'message', 'Keep it under 4000 characters'],
    [
      { message: 'Hi', pagePath: 'https://evil.example/' },
      'pagePath',
      'The page path must start with a single /',
    ],
    [{ message: 'Hi', pagePath: '//evil.example/' }, 'pagePath', 'The page path must start with a single /'],
  ])('refuses %j', async (payload, path, message) => {
    const response = await send(eve, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
    if (message) expect(response.json().details[0].message).toBe(message);
  });

  it('needs a tenant session', async () => {
    expect((await send(undefined, { message: 'anonymous' })).statusCode).toBe(401);
    const userScope = await t.login('uma@kudos.test', 'central');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/feedback',
          token: userScope,
          host: 'central',
          payload: { message: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /feedback', () => {
  it('lists the organization’s feedback newest first for admins, in pages', async () => {
    const response = await list(ada);
    expect(response.statusCode).toBe(200);
    const { results, next } = response.json();
    expect(results.map((f: { message: string }) => f.message)).toEqual([
      'Admins have ideas too',
      'The bell is great.',
      demoFeedback.message,
    ]);
    expect(results[1].fromMember.firstName).toBe('Eve');
    expect(next).toBeNull();
    const first = (await list(ada, '?pageSize=1')).json();
    expect(first.results).toHaveLength(1);
    expect(first.next).toBe(2);
    expect((await list(ada, '?page=2&pageSize=1')).json().results[0].message).toBe('The bell is great.');
    expect((await list(ada, '?page=3&pageSize=1')).json().next).toBeNull();
    expect((await list(ada, '?pageSize=500')).statusCode).toBe(400);
  });

  it('is refused to employees and anonymous callers', async () => {
    const employee = await list(eve);
    expect(employee.statusCode).toBe(403);
    expect(employee.json().name).toBe('ForbiddenError');
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('never shows another tenant’s feedback', async () => {
    const gus = await t.login('gus@globex.test', 'globex');
    expect((await send(gus, { message: 'Globex thoughts' }, 'globex')).statusCode).toBe(201);
    const uma = await t.login('uma@kudos.test', 'globex');
    const globex = (await list(uma, '', 'globex')).json();
    expect(globex.results.map((f: { message: string }) => f.message)).toEqual(['Globex thoughts']);
    const acme = (await list(ada)).json();
    expect(acme.results.map((f: { message: string }) => f.message)).not.toContain('Globex thoughts');
  });
});

describe('POST /feedback rate limit', () => {
  it('refuses a member who writes too often, with 429, and leaves others alone', async () => {
    const { defaultRateLimits } = await import('../../http/rate-limits.ts');
    const limited = await startTestApp({
      rateLimits: { ...defaultRateLimits, feedbackPerAccount: { points: 2, durationSeconds: 3600 } },
    });
    try {
      const [sam, max] = await Promise.all([limited.login('sam@acme.test'), limited.login('max@acme.test')]);
      const post = (token: string) =>
        limited.request({
          method: 'POST',
          url: '/api/feedback',
          token,
          payload: { message: 'More dark mode' },
        });
      expect((await post(sam)).statusCode).toBe(201);
      expect((await post(sam)).statusCode).toBe(201);
      const refused = await post(sam);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().name).toBe('RateLimitError');
      expect((await post(max)).statusCode).toBe(201);
      const stored = await limited.request({
        method: 'GET',
        url: '/api/feedback',
        token: await limited.login('ada@acme.test'),
      });
      expect(
        stored.json().results.filter((f: { message: string }) => f.message === 'More dark mode'),
      ).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
