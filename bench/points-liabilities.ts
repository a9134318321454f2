/**
 * Liabilities report benchmark (issue 16): 1,000,000 ledger rows of 1,000 members' redeemable
 * accounts spread over two years, then `GET /api/points/liabilities` (monthly over two years,
 * weekly over one) timed over loopback HTTP through the real route, tenant transaction and
 * row-level security included. First the hourly job sums every closed day of the ledger once
 * (points_liability_days; timed on its own), then p50 and p99 of the report against the budget
 * (500 ms). Not a test.
 *
 *   npm run bench:points-liabilities                                  # a throwaway PostgreSQL cluster
 *   BENCH_DATABASE_URL=postgres://... npm run bench:points-liabilities  # an admin URL: a fresh database
 *   BENCH_ENGINE=pglite npm run bench:points-liabilities               # embedded PGlite instead
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { rollUpLiabilityDays } from '../server/src/apps/points/liability-days-job.ts';
import { inTenant } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { tenantMembers, tenants, users } from '../server/src/db/schema.ts';
import { ensureAccounts } from '../server/src/kernel/points/ledger.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, call, cleanup, cleanups, guardRun, intSetting } from './support.ts';

const rowCount = intSetting('BENCH_ROWS', 1_000_000, 1000, 5_000_000);
const memberCount = intSetting('BENCH_MEMBERS', 1000, 10, 10_000);
const runs = intSetting('BENCH_RUNS', 30, 3, 500);
const budgetMs = 500;
guardRun(1_800_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  let engine = 'PGlite';
  if (process.env.BENCH_ENGINE !== 'pglite') {
    try {
      process.env.TEST_DATABASE_URL = adminDatabaseUrl();
      engine = 'PostgreSQL';
    } catch (error) {
      // No PostgreSQL on this machine: the same run on embedded PGlite.
      console.error(
        'no PostgreSQL cluster, falling back to PGlite:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  const t = await startTestApp();
  cleanups.push(() => t.close());
  const db = t.services.db;
  const [acme] = await db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  if (!acme) throw new Error('no demo tenant');
  const scope = { tenantId: acme.id, userId: null };

  const stamp = Date.now().toString(36);
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: memberCount }, (_, i) => ({
        email: `liab-${stamp}-${i}@acme.test`,
        firstName: 'Liab',
        lastName: `${i}`,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const seeded = performance.now();
  await inTenant(db, scope, async (tx) => {
    const rows = await tx
      .insert(tenantMembers)
      .values(
        made.map((user, i) => ({
          tenantId: acme.id,
          userId: user.id,
          firstName: 'Liab',
          lastName: `${i}`,
          email: user.email,
          invitationStatus: 'joined' as const,
        })),
      )
      .returning({ id: tenantMembers.id });
    await ensureAccounts(
      tx,
      acme.id,
      rows.map((row) => row.id),
    );
  });
  // The rows in batches, then each balance set to the sum of its rows: the seed writes the ledger
  // in bulk (not through ledger.ts), and this keeps the invariant the report relies on. Credits
  // (recognitions, awards, birthdays) outweigh debits (redemptions, expiries), so no balance is negative.
  const batch = 200_000;
  for (let done = 0; done < rowCount; done += batch) {
    const size = Math.min(batch, rowCount - done);
    await inTenant(db, scope, (tx) =>
      tx.execute(sql`
        with accounts as (
          select id, row_number() over (order by id) - 1 as n from points_accounts
           where type = 'redeemable' and member_id in (select id from tenant_members where last_name ~ '^[0-9]+$' and first_name = 'Liab')
        ), counted as (select count(*) as c from accounts)
        insert into points_transactions (tenant_id, account_id, amount, type, created_at)
        select ${acme.id}, a.id,
               case when g % 10 < 7 then 1 + (g * 7919) % 50 else -(1 + (g * 104729) % 20) end,
               case when g % 10 < 5 then 'recognition' when g % 10 < 7 then 'birthday'
                    when g % 10 < 9 then 'redeem' else 'expire_redeemable' end,
               now() - ((g * 2654435761) % (730 * 86400)) * interval '1 second'
          from generate_series(${done}::bigint, ${done + size - 1}::bigint) g
          cross join counted
          join accounts a on a.n = (g / 10) % counted.c`),
    );
  }
  await inTenant(db, scope, (tx) =>
    tx.execute(sql`
      update points_accounts a set balance = s.total
        from (select account_id, sum(amount)::int as total from points_transactions group by account_id) s
       where a.id = s.account_id and a.type = 'redeemable'`),
  );
  // Statistics as autovacuum would gather them after a bulk load (as the owner: the app role may not).
  await db.execute(sql`analyze points_transactions`);
  await db.execute(sql`analyze points_accounts`);
  const [counted] = await inTenant(db, scope, async (tx) =>
    rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from points_transactions`)),
  );
  console.log(
    `${engine}: ${counted?.n} ledger rows seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  // What the hourly job does (the first time, over the whole history): sum every closed day once.
  const rolled = performance.now();
  await rollUpLiabilityDays(t.services);
  console.log(
    `first roll-up of every closed day (the hourly job): ${((performance.now() - rolled) / 1000).toFixed(1)} s`,
  );

  const token = await t.login('ada@acme.test');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  const headers = { host: 'acme.localhost', authorization: `Bearer ${token}` };
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  for (const [label, query] of [
    ['monthly, 24 months', `from=${day(-730)}&to=${day(0)}&interval=month`],
    ['weekly, 52 weeks', `from=${day(-364)}&to=${day(0)}&interval=week`],
  ] as const) {
    const latencies: number[] = [];
    for (let i = 0; i < runs + 2; i += 1) {
      const begun = performance.now();
      const response = await call(port, 'GET', `/api/points/liabilities?${query}`, headers, undefined, agent);
      if (response.status !== 200)
        throw new Error(`liabilities answered ${response.status}: ${response.body}`);
      const took = performance.now() - begun;
      if (i >= 2) latencies.push(took); // two warm-up calls
    }
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log(
      `${label}: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms over ${runs} calls ` +
        `(budget < ${budgetMs} ms: ${p99 < budgetMs ? 'met' : 'MISSED'})`,
    );
  }
}

main()
  .then(() => cleanup())
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
