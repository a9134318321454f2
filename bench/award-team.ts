/**
 * Award to a team benchmark (issue 15): Acme gets a team of 1,000 members, and an admin sends a
 * points-locked award funded by a point bank to it, several times. Prints the time of each send
 * and checks the ledger after every one; it is not a test. See bench/README.md.
 *
 *   npm run bench:award-team                                   # a throwaway cluster (tests/postgres)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:award-team  # an admin URL: a fresh database in it
 *   BENCH_PGLITE=1 npm run bench:award-team                    # embedded PGlite instead
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { inTenant } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, cleanup, cleanups, guardRun, intSetting } from './support.ts';

const teamSize = intSetting('BENCH_TEAM_SIZE', 1_000, 10, 20_000);
const runs = intSetting('BENCH_RUNS', 5, 1, 50);
const points = 10;
const budgetMs = 2_000;
guardRun(600_000);

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

  // The team: people who joined, each a user and a member, in three statements.
  const started = performance.now();
  const teamId = await inAcme(async (tx) => {
    await tx.execute(sql`
      insert into users (email, first_name, last_name)
      select 'bench' || g || '@acme.test', 'Bench', 'Member ' || g from generate_series(1, ${teamSize}::int) g`);
    await tx.execute(sql`
      insert into tenant_members (tenant_id, user_id, first_name, last_name, email, invitation_status)
      select ${tenantId}, u.id, u.first_name, u.last_name, u.email, 'joined'
        from users u where u.email like 'bench%@acme.test'`);
    const [team] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`insert into teams (tenant_id, name) values (${tenantId}, 'Bench team') returning id`,
      ),
    );
    await tx.execute(sql`
      insert into team_members (tenant_id, team_id, member_id)
      select ${tenantId}, ${team?.id}::uuid, id from tenant_members where email like 'bench%@acme.test'`);
    return team?.id as string;
  });
  const bank = await call('POST', '/points/budgetItems', {
    name: 'Bench bank',
    amount: teamSize * points * runs,
  });
  const type = await call('POST', '/award/awardTypes', {
    name: 'Bench award',
    points,
    pointsLocked: true,
    budgetItemId: bank.id,
  });
  console.log(
    `Kudos award to a team: ${kudos.database.engine}, Node ${process.version}, ${os.cpus().length} cores; ` +
      `team of ${teamSize} made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const ledgerCheck = () =>
    inAcme(async (tx) => {
      const [row] = rowsOf<{ mismatches: number; bank: number }>(
        await tx.execute(sql`
          select (select count(*)::int from (
                    select a.id from points_accounts a left join points_transactions t on t.account_id = a.id
                     group by a.id having a.balance <> coalesce(sum(t.amount), 0)) m) as mismatches,
                 (select balance from points_accounts where budget_item_id = ${bank.id}::uuid) as bank`),
      );
      return { mismatches: Number(row?.mismatches), bank: Number(row?.bank) };
    });

  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const before = performance.now();
    const award = await call('POST', '/award/awards', {
      awardTypeId: type.id,
      amount: points,
      message: `<p>Bench run ${run}</p>`,
      sendTo: [{ id: teamId, type: 'team' }],
    });
    const ms = performance.now() - before;
    times.push(ms);
    const { mismatches, bank: balance } = await ledgerCheck();
    const expected = teamSize * points * (runs - run);
    const exact = mismatches === 0 && balance === expected && award.recipientCount === teamSize;
    console.log(
      `  run ${run}: ${ms.toFixed(0)} ms, ${award.recipientCount} recipients, bank ${balance} (expected ${expected}), ` +
        `ledger ${exact ? 'exact' : `NOT EXACT (${mismatches} accounts differ)`}`,
    );
    if (!exact) process.exitCode = 1;
  }
  const sorted = [...times].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `award to ${teamSize} members: median ${median.toFixed(0)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(0)} ms ` +
      `(budget < ${budgetMs} ms: ${(sorted.at(-1) ?? Number.POSITIVE_INFINITY) < budgetMs ? 'met' : 'MISSED'})`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
