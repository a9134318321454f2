import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let routes: { method: string; path: string }[];
let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  t = await startTestApp();
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  tokens = {
    anonymous: undefined,
    admin: await t.login('ada@acme.test'),
    employee: await t.login('eve@acme.test'),
    userScope: await t.login('uma@kudos.test', 'central'),
  };
});
afterAll(() => t.close());

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const garbageBodies: unknown[] = [
  '{"unterminated":',
  [],
  'plain text',
  { email: 42, password: { nested: true }, idIn: 'x', page: -1, itemAlias: null },
  { ['a'.repeat(300)]: 'b'.repeat(100_000) },
];

/** Every route the OpenAPI document lists, with hostile input, as every kind of caller. */
describe('no input produces a server error', () => {
  it('lists the routes it checks', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers every route with a 2xx, 4xx or 503, never a 500', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.path.startsWith('/api/docs')) continue;
      for (const [who, token] of Object.entries(tokens)) {
        for (const id of ['me', randomUUID(), 'not-a-uuid', '%00', '..%2F..']) {
          const bodies = ['GET', 'DELETE'].includes(route.method) ? [undefined] : garbageBodies;
          for (const body of bodies) {
            const response = await t.request({
              method: route.method as 'GET',
              url: `${fillPath(route.path, id)}?page=abc&pageSize=9999&sorting=drop&domain=&state=x`,
              token,
              ...(body === undefined
                ? {}
                : typeof body === 'string'
                  ? { payload: body, headers: { 'content-type': 'application/json' } }
                  : { payload: body as object }),
            });
            if (response.statusCode >= 500 && response.statusCode !== 503) {
              failures.push(
                `${route.method} ${route.path} as ${who} (${id}): ${response.statusCode} ${response.body}`,
              );
            }
            expect(response.body).not.toMatch(/at .*\.ts:\d+|SELECT |select .* from|kudos_app/);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
