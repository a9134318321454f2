/**
 * Incentive approvals benchmark (issue 27): 1,000 pending claims of 1,000 members approved in one
 * batch (`POST /api/incentive/claims/approve`), each paid from the incentive's point bank through
 * the ledger. Prints the time of each batch and whether the ledger is exact (every balance equals
 * its ledger rows, the bank debited once per claim, each claimant credited once); it is not a
 * test. See bench/README.md.
 *
 *   npm run bench:incentive-approvals                                   # a throwaway cluster
 *   BENCH_DATABASE_URL=postgres://... npm run bench:incentive-approvals  # an admin URL
 *   BENCH_PGLITE=1 npm run bench:incentive-approvals                    # embedded PGlite instead
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { inTenant } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, cleanup, cleanups, guardRun, intSetting } from './support.ts';

const claimCount = intSetting('BENCH_CLAIMS', 1_000, 10, 1_000);
const runs = intSetting('BENCH_RUNS', 3, 1, 20);
const points = 10;
const budgetMs = 5_000;
guardRun(900_000);

async function main() {
  if (!process.env.BENCH_PGLITE) process.env.TEST_DATABASE_URL = adminDatabaseUrl();
  const kudos = await startTestApp();
  cleanups.push(() => kudos.close());
  const token = await kudos.login('ada@acme.test');
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await kudos.request({
      method,
      url: `/api${url}`,
      token,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const { tenantId } = await call('GET', '/identity/accessToken/info');
  const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
    inTenant(kudos.services.db, { tenantId, userId: null }, fn);
  const one = async <T>(query: ReturnType<typeof sql>) => {
    const [row] = await inAcme(async (tx) => rowsOf<T>(await tx.execute(query)));
    return row as T;
  };

  const started = performance.now();
  await inAcme(async (tx) => {
    await tx.execute(sql`
      insert into users (email, first_name, last_name)
      select 'claimant' || g || '@acme.test', 'Bench', 'Claimant ' || g from generate_series(1, ${claimCount}::int) g`);
    await tx.execute(sql`
      insert into tenant_members (tenant_id, user_id, first_name, last_name, email, invitation_status)
      select ${tenantId}, u.id, u.first_name, u.last_name, u.email, 'joined'
        from users u where u.email like 'claimant%@acme.test'`);
  });
  console.log(
    `Kudos incentive approvals: ${kudos.database.engine}, Node ${process.version}, ${os.cpus().length} cores; ` +
      `${claimCount} claimants made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const bank = await call('POST', '/points/budgetItems', {
      name: `Bench bank ${run}`,
      amount: claimCount * points,
    });
    const now = Date.now();
    const incentive = await call('POST', '/incentive/incentives', {
      name: `Bench incentive ${run}`,
      points,
      budgetItemId: bank.id,
      startAt: new Date(now - 86_400_000).toISOString(),
      endAt: new Date(now + 86_400_000).toISOString(),
      claimLimit: 'unlimited',
      publish: true,
    });
    // The claims are made directly: what is measured is their approval.
    const ids = await inAcme(async (tx) =>
      rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into incentive_claims (tenant_id, incentive_id, member_id, status)
          select ${tenantId}, ${incentive.id}, m.id, 'pending' from tenant_members m
           where m.email like 'claimant%@acme.test'
          returning id`),
      ).map((row) => row.id),
    );
    const before = performance.now();
    const result = await call('POST', '/incentive/claims/approve', { ids });
    const ms = performance.now() - before;
    times.push(ms);

    const bankLeft = await one<{ balance: number }>(
      sql`select balance from points_accounts where budget_item_id = ${bank.id}::uuid`,
    );
    const ledger = await one<{ debits: number; credits: number; debited: number; credited: number }>(sql`
      select count(*) filter (where t.amount < 0)::int as debits, count(*) filter (where t.amount > 0)::int as credits,
             coalesce(-sum(t.amount) filter (where t.amount < 0), 0)::int as debited,
             coalesce(sum(t.amount) filter (where t.amount > 0), 0)::int as credited
        from points_transactions t where t.type = 'incentive' and t.reason = ${`Bench incentive ${run}`}`);
    const mismatches = await one<{ count: number }>(sql`
      select count(*)::int as count from (
        select a.id from points_accounts a left join points_transactions t on t.account_id = a.id
         group by a.id having a.balance <> coalesce(sum(t.amount), 0)) m`);
    const approved = await one<{ count: number }>(
      sql`select count(*)::int as count from incentive_claims where incentive_id = ${incentive.id}::uuid and status = 'approved'`,
    );
    const exact =
      result.approved === claimCount &&
      result.skipped.length === 0 &&
      Number(approved.count) === claimCount &&
      Number(bankLeft.balance) === 0 &&
      Number(ledger.credits) === claimCount &&
      Number(ledger.credited) === claimCount * points &&
      Number(ledger.debited) === claimCount * points &&
      Number(mismatches.count) === 0;
    console.log(
      `  run ${run}: ${result.approved} approved in ${ms.toFixed(0)} ms; bank left ${bankLeft.balance}; ` +
        `${ledger.debits} bank debit(s) of ${ledger.debited}, ${ledger.credits} credits of ${ledger.credited}; ` +
        `${mismatches.count} accounts off their ledger ${exact ? '(exact)' : '(NOT EXACT)'}`,
    );
    if (!exact) process.exitCode = 1;
  }
  const sorted = [...times].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `approve ${claimCount} claims in one batch: median ${median.toFixed(0)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(0)} ms ` +
      `(budget < ${budgetMs} ms: ${(sorted.at(-1) ?? Number.POSITIVE_INFINITY) < budgetMs ? 'met' : 'MISSED'})`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
