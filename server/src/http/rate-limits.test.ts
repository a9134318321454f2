import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { rowsOf } from '../db/rows.ts';
import { demoPassword } from '../seed/demo.ts';
import { hosts, startTestApp, type TestApp } from '../test/harness.ts';
import { defaultRateLimits } from './rate-limits.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Three sign-in attempts per account, so the fourth tells a shared allowance from two. */
const rateLimits = { ...defaultRateLimits, loginPerAccount: { points: 3, durationSeconds: 15 * 60 } };

let t: TestApp | undefined;
let second: FastifyInstance | undefined;
afterEach(async () => {
  await second?.close();
  await t?.close();
  second = undefined;
  t = undefined;
});

/** The demo app and a second instance on the same database, with its own services and memory. */
async function twoInstances() {
  t = await startTestApp({ rateLimits });
  second = await buildApp({ services: t.anotherInstance() });
  const signIn = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/identity/passwords/login',
      headers: { host: hosts.acme },
      payload: { email: 'eve@acme.test', password },
    });
  return { first: t.app, second, signIn };
}

describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL (skipped without TEST_DATABASE_URL: run tests/postgres/start.sh)',
  () => {
    it('share one sign-in allowance', async () => {
      const { first, second, signIn } = await twoInstances();
      expect((await signIn(first, 'wrong password 1')).statusCode).toBe(401);
      expect((await signIn(second, 'wrong password 2')).statusCode).toBe(401);
      expect((await signIn(first, 'wrong password 3')).statusCode).toBe(401);
      // The second instance has seen one attempt itself, but the allowance is spent on both.
      for (const app of [second, first]) {
        const refused = await signIn(app, demoPassword);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
          name: 'RateLimitError',
          message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
        });
      }
    });

    it('keep the windows in rate_limits under hashed keys, not the address signed in with', async () => {
      const { first, signIn } = await twoInstances();
      await signIn(first, 'wrong password');
      const rows = rowsOf<{ key: string; points: number }>(
        await (t as TestApp).database.db.execute(sql`select key, points from rate_limits order by key`),
      );
      expect(rows.map((row) => row.key.split(':')[0])).toEqual(['login-account', 'login-address']);
      expect(rows.every((row) => row.points === 1)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('eve@acme.test');
    });
  },
);

describe.skipIf(onPostgres)('on the embedded database (PGlite)', () => {
  it("counts in the process's memory: the table stays empty", async () => {
    const { first, signIn } = await twoInstances();
    expect((await signIn(first, 'wrong password')).statusCode).toBe(401);
    const rows = rowsOf<{ n: number }>(
      await (t as TestApp).database.db.execute(sql`select count(*)::int as n from rate_limits`),
    );
    expect(rows[0]?.n).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt++) await signIn(first, 'wrong password');
    expect((await signIn(first, demoPassword)).statusCode).toBe(429);
  });
});
