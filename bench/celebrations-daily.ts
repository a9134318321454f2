/**
 * Daily celebrations benchmark (issue 17): Acme with 50,000 more members, birthdays spread over the
 * year and start dates over ten years (half from HR records, half from profiles), points
 * configured for every source. Times the daily job for one day (budget: under 10 s), a second run
 * of the same day (must add nothing), and a week's catch-up after downtime. Prints figures; it is
 * not a test. PGlite in memory by default; TEST_DATABASE_URL (an admin URL) runs it on PostgreSQL.
 *
 *   npx tsx bench/celebrations-daily.ts
 *   BENCH_MEMBERS=10000 npx tsx bench/celebrations-daily.ts
 */
import { sql } from 'drizzle-orm';
import { celebrateTenant } from '../server/src/apps/celebration/daily-job.ts';
import { saveTenantPreferences, tenantPreferencesOf } from '../server/src/apps/celebration/preferences.ts';
import { inTenant } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { cleanup, cleanups, guardRun, intSetting } from './support.ts';

const memberCount = intSetting('BENCH_MEMBERS', 50_000, 1_000, 200_000);
const budgetMs = 10_000;
guardRun(600_000);

let clock = new Date('2027-06-15T06:00:00Z');
const t = await startTestApp({ now: () => clock });
cleanups.push(() => t.close());
const [acme] = rowsOf<{ id: string; time_zone: string }>(
  await t.services.db.execute(sql`select id, time_zone from tenants where slug = 'acme'`),
);
if (!acme) throw new Error('no acme tenant');
const tenant = { id: acme.id, timeZone: acme.time_zone };
const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(t.services.db, { tenantId: tenant.id, userId: null }, fn);

const seeding = performance.now();
await inAcme(async (tx) => {
  await tx.execute(sql`
    insert into users (email, first_name, last_name)
    select 'bench' || i || '@acme.test', 'Bench', 'Member ' || i from generate_series(1, ${memberCount}) i`);
  await tx.execute(sql`
    insert into tenant_members (tenant_id, user_id, first_name, last_name, email, invitation_status, public_staff_profile)
    select ${tenant.id}, u.id, u.first_name, u.last_name, u.email, 'joined',
           case when (hashtext(u.email) & 1) = 1 then null else jsonb_build_object(
               'birthday', to_char(date '2001-01-01' + (hashtext(u.email) & 1023) % 365, 'MM-DD'),
               'startDate', (date '2017-06-01' + (hashtext(u.email || 's') & 4095) % 3650)::text)
           end
      from users u where u.email like 'bench%@acme.test'`);
  // Every other member's dates come from an HR record instead.
  await tx.execute(sql`
    insert into staff_records (tenant_id, employee_id, first_name, last_name, email, birthday, start_date, member_id)
    select m.tenant_id, 'B-' || m.id, m.first_name, m.last_name, m.email,
           to_char(date '2001-01-01' + (hashtext(m.email) & 1023) % 365, 'MM-DD'),
           date '2017-06-01' + (hashtext(m.email || 's') & 4095) % 3650, m.id
      from tenant_members m where m.email like 'bench%' and m.public_staff_profile is null`);
  await tx.execute(sql`analyze`);
  const preferences = await tenantPreferencesOf(tx, tenant.id);
  await saveTenantPreferences(tx, tenant.id, {
    ...preferences,
    points: {
      birthday: { enabled: true, amount: 10 },
      anniversary: { enabled: true, amount: 25 },
      welcome: { enabled: true, amount: 5 },
      onboarding: { enabled: true, amount: 5 },
    },
  });
  // The job last ran yesterday: today is one day's work.
  await tx.execute(
    sql`insert into celebration_days (tenant_id, day, events) values (${tenant.id}, '2027-06-14', 0)`,
  );
});
console.log(`seeded ${memberCount} members in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

const timed = async (label: string) => {
  const start = performance.now();
  const made = await celebrateTenant(t.services, tenant);
  const ms = performance.now() - start;
  console.log(`${label.padEnd(34)} ${String(made).padStart(6)} events  ${ms.toFixed(0).padStart(6)} ms`);
  return { made, ms };
};

const first = await timed('one day (2027-06-15)');
const second = await timed('the same day again');
clock = new Date('2027-06-22T06:00:00Z');
await timed('a week of catch-up (16th-22nd)');
const [ledger] = await inAcme(async (tx) =>
  rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from points_transactions where type in ('birthday', 'anniversary', 'welcome', 'onboarding')`,
    ),
  ),
);
const [events] = await inAcme(async (tx) =>
  rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from celebration_events`)),
);
console.log(`celebration events ${events?.n}, celebration ledger rows ${ledger?.n}`);
const ok = first.ms < budgetMs && second.made === 0;
console.log(
  `budget: one day under ${budgetMs / 1000} s: ${first.ms < budgetMs ? 'yes' : 'NO'}; second run adds nothing: ${second.made === 0 ? 'yes' : 'NO'}`,
);
await cleanup();
process.exit(ok ? 0 : 1);
