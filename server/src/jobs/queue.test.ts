import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startJobQueue } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('job queue', () => {
  it('runs a sweep queued by two instances one at a time, never piling up', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const sweep = {
      name: 'test-sweep',
      cron: '0 0 1 1 *',
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await sleep(300);
        runs += 1;
        active -= 1;
      },
    };
    const options = { pollingIntervalSeconds: 0.5 };
    const a = await startJobQueue(t.database.jobStore, t.services, [sweep], options);
    const b = await startJobQueue(t.database.jobStore, t.anotherInstance(), [sweep], options);
    try {
      await Promise.all([
        a.runSoon(sweep.name),
        b.runSoon(sweep.name),
        a.runSoon(sweep.name),
        b.runSoon(sweep.name),
      ]);
      await expect.poll(() => runs, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(1);
      await sleep(1500);
      // One waits and one runs at most: four requests make one or two sweeps, never side by side.
      expect(most).toBe(1);
      expect(runs).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("keeps its tables outside the tenants' row-level security, owned by the app role", async () => {
    const [schema] = rowsOf<{ owner: string }>(
      await t.database.db.execute(
        sql`select pg_get_userbyid(nspowner) as owner from pg_namespace where nspname = 'pgboss'`,
      ),
    );
    expect(schema?.owner).toBe('kudos_app');
  });
});
