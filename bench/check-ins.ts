/**
 * Check-ins and analytics benchmark (issue 28): Acme with BENCH_MEMBERS more members (10,000 by
 * default) in ten teams of a thousand, a weekly category for everyone with a 1–5 and a yes/no
 * question, and a year of weekly answers from every member. Times a dashboard's load over the last
 * three months (first, then p99 of 20; budget under 1 s) and the nightly insight job (budget under
 * 60 s). Prints figures; it is not a test. PGlite in memory by default; TEST_DATABASE_URL (an admin
 * URL) runs it on PostgreSQL.
 *
 *   npx tsx bench/check-ins.ts
 *   BENCH_MEMBERS=2000 npx tsx bench/check-ins.ts
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { periodStart } from '../server/src/apps/check-in/periods.ts';
import { rebuildRollups } from '../server/src/apps/check-in/rollups.ts';
import { dashboardOf } from '../server/src/apps/insight/dashboards.ts';
import { refreshInsights } from '../server/src/apps/insight/nightly-job.ts';
import { inTenant } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { cleanup, cleanups, guardRun, intSetting } from './support.ts';

const memberCount = intSetting('BENCH_MEMBERS', 10_000, 500, 100_000);
const weeks = 52;
guardRun(1_800_000);

const today = '2027-06-16';
const t = await startTestApp({ now: () => new Date(`${today}T06:00:00Z`) });
cleanups.push(() => t.close());
const [acme] = rowsOf<{ id: string }>(
  await t.services.db.execute(sql`select id from tenants where slug = 'acme'`),
);
if (!acme) throw new Error('no acme tenant');
const tenantId = acme.id;
const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(t.services.db, { tenantId, userId: null }, fn);
const thisWeek = periodStart('weekly', today);

const seeding = performance.now();
await inAcme(async (tx) => {
  await tx.execute(sql`
    insert into users (email, first_name, last_name)
    select 'bench' || i || '@acme.test', 'Bench', 'Member ' || i from generate_series(1, ${memberCount}) i`);
  await tx.execute(sql`
    insert into tenant_members (tenant_id, user_id, first_name, last_name, email, invitation_status)
    select ${tenantId}, u.id, u.first_name, u.last_name, u.email, 'joined' from users u where u.email like 'bench%@acme.test'`);
  await tx.execute(sql`
    insert into teams (tenant_id, name, type) select ${tenantId}, 'Bench team ' || i, 'manual' from generate_series(0, 9) i`);
  await tx.execute(sql`
    insert into team_members (tenant_id, team_id, member_id)
    select ${tenantId}, t.id, m.id from tenant_members m
    join teams t on t.name = 'Bench team ' || (abs(hashtext(m.email)) % 10)
    where m.email like 'bench%'`);
  const [category] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into check_in_categories (tenant_id, name, cadence, starts_on)
      values (${tenantId}, 'Bench pulse', 'weekly', ${thisWeek}::date - ${weeks * 7}::int) returning id`),
  );
  for (const [kind, position] of [
    ['scale', 0],
    ['yesNo', 1],
  ] as const) {
    const series = randomUUID();
    const [question] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into check_in_questions (tenant_id, category_id, series_id, kind, text, position)
        values (${tenantId}, ${category?.id}, ${series}, ${kind}, ${`Bench ${kind}`}, ${position}) returning id`),
    );
    // Every member answers every week; a drifting score so the insight rules have work.
    await tx.execute(sql`
      insert into check_in_answers (tenant_id, category_id, question_id, series_id, period_start, value, team_ids)
      select ${tenantId}, ${category?.id}, ${question?.id}, ${series}, ${thisWeek}::date - 7 * w,
        ${kind === 'scale' ? sql`1 + abs(hashtext(m.email || w)) % 5` : sql`abs(hashtext(m.email || w)) % 2`},
        array(select tm.team_id from team_members tm where tm.member_id = m.id)
      from tenant_members m cross join generate_series(1, ${weeks}) w where m.email like 'bench%'`);
  }
  await rebuildRollups(tx, tenantId);
  await tx.execute(sql`analyze`);
});
console.log(
  `seeded ${memberCount} members with ${weeks} weeks of answers to two questions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

const range = { from: '2027-03-17', to: today, timeZone: 'UTC' };
const loads: number[] = [];
for (let i = 0; i < 21; i++) {
  const start = performance.now();
  await inAcme((tx) => dashboardOf(tx, range, true));
  loads.push(performance.now() - start);
}
const [first, ...rest] = loads;
rest.sort((a, b) => a - b);
const p99 = rest[Math.min(rest.length - 1, Math.ceil(rest.length * 0.99) - 1)] ?? 0;
console.log(
  `dashboard, last 3 months: first ${first?.toFixed(0)} ms, p99 of 20 ${p99.toFixed(0)} ms (budget 1000 ms)`,
);

const nightly = performance.now();
const raised = await inAcme((tx) => refreshInsights(tx, tenantId, today));
console.log(
  `nightly insights: ${raised} held in ${((performance.now() - nightly) / 1000).toFixed(1)} s (budget 60 s)`,
);
await cleanup();
process.exit(0);
