/**
 * Reports benchmark (issue 29): Acme with BENCH_MEMBERS more members (2,000 by default; every
 * tenth one the manager of the nine after it) in twenty teams with HR records, 1,000,000 ledger
 * rows and 100,000 recognitions (one to three recipients each) over the last two years, with
 * 20,000 awards, 10,000 nominations and 30,000 reward orders, all written in bulk SQL
 * (generate_series). Then each report's first view and p50/p99 of BENCH_RUNS more, over the
 * default view (the last 3 months, the report's first grouping) and over the last 12 months by
 * month, through the real routes over loopback HTTP (tenant transaction and row-level security
 * included), and the PDF of a view. Budgets: each report under 1 s at p99, a PDF under 3 s.
 * Prints figures; it is not a test.
 *
 *   npm run bench:reports                                # embedded PGlite
 *   DATABASE_URL=postgres://admin@host/db npm run bench:reports
 *                                                        # PostgreSQL: an admin URL, a fresh database is made
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { inTenant, type Tx } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { ensureAccounts } from '../server/src/kernel/points/ledger.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { call, cleanup, cleanups, guardRun, intSetting } from './support.ts';

const memberCount = intSetting('BENCH_MEMBERS', 2000, 100, 20_000);
const ledgerRows = intSetting('BENCH_LEDGER_ROWS', 1_000_000, 1000, 5_000_000);
const recognitionCount = intSetting('BENCH_RECOGNITIONS', 100_000, 1000, 1_000_000);
const runs = intSetting('BENCH_RUNS', 20, 3, 500);
const reportBudgetMs = 1000;
const pdfBudgetMs = 3000;
guardRun(3_600_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  // The harness makes a fresh database per app on TEST_DATABASE_URL (an admin URL), else PGlite.
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const t = await startTestApp();
  cleanups.push(() => t.close());
  const db = t.services.db;
  const [acme] = rowsOf<{ id: string }>(await db.execute(sql`select id from tenants where slug = 'acme'`));
  if (!acme) throw new Error('no demo tenant');
  const tenantId = acme.id;
  const inAcme = <T>(fn: (tx: Tx) => Promise<T>) => inTenant(db, { tenantId, userId: null }, fn);
  // Bench members are the ones named "Rep"; `m.ids[1 + k % m.n]` picks one of them.
  const benchMembers = sql`(select array_agg(id order by id) as ids, count(*)::int as n from tenant_members where first_name = 'Rep') m`;
  // A moment in the last two years, spread evenly by a multiplicative hash of g.
  const moment = (g: ReturnType<typeof sql>) =>
    sql`now() - ((${g} * 2654435761) % (730 * 86400)) * interval '1 second'`;

  const seeding = performance.now();
  await db.execute(sql`
    insert into users (email, first_name, last_name)
    select 'rep-' || g || '@acme.test', 'Rep', g::text from generate_series(1, ${memberCount}) g`);
  await inAcme(async (tx) => {
    await tx.execute(sql`
      insert into tenant_members (tenant_id, user_id, first_name, last_name, email, invitation_status)
      select ${tenantId}, u.id, 'Rep', u.last_name, u.email, 'joined' from users u where u.first_name = 'Rep'`);
    // Every tenth member manages the nine after them.
    await tx.execute(sql`
      with numbered as (select id, row_number() over (order by last_name::int) - 1 as n from tenant_members where first_name = 'Rep')
      update tenant_members t set manager_id = boss.id
        from numbered me join numbered boss on boss.n = me.n - me.n % 10
       where t.id = me.id and me.n % 10 <> 0`);
    await tx.execute(sql`
      insert into teams (tenant_id, name) select ${tenantId}, 'Bench team ' || g from generate_series(0, 19) g`);
    // Each member in one team, every third one in a second.
    await tx.execute(sql`
      with numbered as (select id, row_number() over (order by last_name::int) - 1 as n from tenant_members where first_name = 'Rep'),
      bench_teams as (select id, substring(name from 12)::int as k from teams where name like 'Bench team %')
      insert into team_members (tenant_id, team_id, member_id)
      select ${tenantId}::uuid, t.id, m.id from numbered m join bench_teams t on t.k = m.n % 20
      union all
      select ${tenantId}::uuid, t.id, m.id from numbered m join bench_teams t on t.k = (m.n + 7) % 20 where m.n % 3 = 0`);
    // HR records for the segment filter: five locations, eight departments.
    await tx.execute(sql`
      insert into staff_records (tenant_id, employee_id, first_name, last_name, email, location, department, member_id)
      select ${tenantId}, 'R-' || m.last_name, 'Rep', m.last_name, m.email,
             (array['Berlin','Lisbon','Austin','Osaka','Lagos'])[1 + m.last_name::int % 5],
             'Department ' || (m.last_name::int % 8), m.id
        from tenant_members m where m.first_name = 'Rep'`);
    const members = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from tenant_members where first_name = 'Rep'`),
    );
    await ensureAccounts(
      tx,
      tenantId,
      members.map((member) => member.id),
    );
  });
  console.log(`${engine}: ${memberCount} members, teams and HR records in ${seconds(seeding)}`);

  let step = performance.now();
  const batch = 200_000;
  for (let done = 0; done < ledgerRows; done += batch) {
    const size = Math.min(batch, ledgerRows - done);
    await inAcme((tx) =>
      tx.execute(sql`
        with accounts as (
          select id, row_number() over (order by id) - 1 as n from points_accounts
           where type = 'redeemable' and member_id in (select id from tenant_members where first_name = 'Rep')
        ), counted as (select count(*) as c from accounts)
        insert into points_transactions (tenant_id, account_id, amount, type, created_at)
        select ${tenantId}, a.id,
               case when g % 10 < 7 then 1 + (g * 7919) % 50 else -(1 + (g * 104729) % 20) end,
               case when g % 10 < 5 then 'recognition' when g % 10 < 7 then 'birthday'
                    when g % 10 < 9 then 'redeem' else 'expire_redeemable' end,
               ${moment(sql`g`)}
          from generate_series(${done}::bigint, ${done + size - 1}::bigint) g
          cross join counted
          join accounts a on a.n = (g / 10) % counted.c`),
    );
  }
  await inAcme((tx) =>
    tx.execute(sql`
      update points_accounts a set balance = s.total
        from (select account_id, sum(amount)::int as total from points_transactions group by account_id) s
       where a.id = s.account_id and a.type = 'redeemable'`),
  );
  console.log(`${ledgerRows} ledger rows in ${seconds(step)}`);

  step = performance.now();
  const recognitionBatch = 25_000;
  for (let done = 0; done < recognitionCount; done += recognitionBatch) {
    const size = Math.min(recognitionBatch, recognitionCount - done);
    await inAcme((tx) =>
      tx.execute(sql`
        with made as (
          insert into recognitions (tenant_id, sender_id, message, status, send_to, published_at, created_at, removed_at)
          select ${tenantId}, m.ids[1 + (g * 7919) % m.n], '<p>Thanks</p>', 'published', '[]'::jsonb,
                 ${moment(sql`g`)}, ${moment(sql`g`)}, case when g % 200 = 0 then now() end
            from generate_series(${done}::bigint, ${done + size - 1}::bigint) g, ${benchMembers}
          returning id, sender_id
        )
        insert into recognition_recipients (tenant_id, recognition_id, member_id)
        select ${tenantId}, r.id, m.ids[1 + ((hashtext(r.id::text)::bigint & 2147483647) + k * 977) % m.n]
          from made r, ${benchMembers}, generate_series(0, 2) k
         where k < 1 + (hashtext(r.id::text)::bigint & 2147483647) % 3`),
    );
  }
  console.log(`${recognitionCount} recognitions with their recipients in ${seconds(step)}`);

  step = performance.now();
  await inAcme(async (tx) => {
    await tx.execute(sql`
      insert into budget_items (tenant_id, name) select ${tenantId}, 'Bench bank ' || g from generate_series(1, 2) g`);
    await tx.execute(sql`
      insert into award_types (tenant_id, name, points, budget_item_id)
      select ${tenantId}, 'Bench award ' || g, 10 * g,
             (select id from budget_items where name = 'Bench bank ' || (1 + g % 2))
        from generate_series(1, 5) g`);
    await tx.execute(sql`
      with types as (select array_agg(id order by name) as ids from award_types where name like 'Bench award %'),
      made as (
        insert into awards (tenant_id, award_type_id, sender_id, name, message, amount, send_to, created_at)
        select ${tenantId}, types.ids[1 + g % 5], m.ids[1 + (g * 31) % m.n], 'Bench award', '<p>Well done</p>', 0,
               '[]'::jsonb, ${moment(sql`g`)}
          from generate_series(1, 20000) g, types, ${benchMembers}
        returning id
      )
      insert into award_recipients (tenant_id, award_id, member_id, amount)
      select ${tenantId}, a.id, m.ids[1 + ((hashtext(a.id::text)::bigint & 2147483647) + k * 613) % m.n], 10 + k * 10
        from made a, ${benchMembers}, generate_series(0, 1) k
       where k < 1 + (hashtext(a.id::text)::bigint & 2147483647) % 2`);
    await tx.execute(sql`
      with types as (select array_agg(id order by name) as ids from award_types where name like 'Bench award %')
      insert into nominations (tenant_id, award_type_id, nominee_id, nominator_id, message, created_at)
      select ${tenantId}, types.ids[1 + g % 5], m.ids[1 + (g * 13) % m.n], m.ids[1 + (g * 17 + 1) % m.n],
             'Nominated', ${moment(sql`g`)}
        from generate_series(1, 10000) g, types, ${benchMembers}
      on conflict do nothing`);
    await tx.execute(sql`
      insert into reward_providers (tenant_id, kind, name)
      select ${tenantId}, 'catalog', 'Bench store ' || g from generate_series(1, 3) g`);
    await tx.execute(sql`
      insert into rewards (tenant_id, provider_id, name, cost, face_value)
      select ${tenantId}, p.id, p.name || ' reward ' || g, 100 * g, jsonb_build_object('amount', 10 * g, 'currencyCode', 'USD')
        from reward_providers p cross join generate_series(1, 4) g where p.name like 'Bench store %'`);
    await tx.execute(sql`
      with bench_rewards as (
        select array_agg(r.id order by r.name) as ids, array_agg(r.provider_id order by r.name) as providers,
               array_agg(r.name order by r.name) as names, array_agg(r.cost order by r.name) as costs
          from rewards r join reward_providers p on p.id = r.provider_id where p.name like 'Bench store %')
      insert into reward_orders (tenant_id, member_id, provider_id, reward_id, reward_name, cost, state, created_at)
      select ${tenantId}, m.ids[1 + (g * 7) % m.n], b.providers[1 + g % 12], b.ids[1 + g % 12], b.names[1 + g % 12],
             b.costs[1 + g % 12], (array['fulfilled','fulfilled','pending','refunded','failed'])[1 + g % 5],
             ${moment(sql`g`)}
        from generate_series(1, 30000) g, bench_rewards b, ${benchMembers}`);
  });
  console.log(`20,000 awards, 10,000 nominations and 30,000 reward orders in ${seconds(step)}`);
  // Statistics as autovacuum would gather them after a bulk load, as the owner (the app role may
  // not analyze): SET LOCAL ROLE NONE takes the session's own user for this transaction only.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`analyze`);
  });

  const token = await t.login('ada@acme.test');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  const headers = { host: 'acme.localhost', authorization: `Bearer ${token}` };
  const [team] = rowsOf<{ id: string }>(
    await inAcme((tx) => tx.execute(sql`select id::text as id from teams where name = 'Bench team 3'`)),
  );
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const year = `${day(-364)}_${day(0)}`;

  const time = async (label: string, path: string, budgetMs: number) => {
    const latencies: number[] = [];
    let first = 0;
    for (let i = 0; i <= runs; i += 1) {
      const begun = performance.now();
      const response = await call(port, 'GET', path, headers, undefined, agent);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.body}`);
      const took = performance.now() - begun;
      if (i === 0) first = took;
      else latencies.push(took);
    }
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log(
      `${label}: first ${first.toFixed(0)} ms, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms over ${runs} (budget < ${budgetMs} ms: ${Math.max(first, p99) < budgetMs ? 'met' : 'MISSED'})`,
    );
  };
  for (const id of ['redemption-summary', 'engagement', 'award-summary', 'manager-leaderboard']) {
    await time(`${id}, last 3 months`, `/api/report/reports/${id}?range=last3Months`, reportBudgetMs);
    const byMonth = id === 'manager-leaderboard' ? 'given' : 'month';
    await time(
      `${id}, 12 months by ${byMonth}`,
      `/api/report/reports/${id}?range=${year}&groupBy=${byMonth}`,
      reportBudgetMs,
    );
  }
  await time(
    'engagement, 12 months, a team and a segment',
    `/api/report/reports/engagement?range=${year}&teams=${team?.id},location:Berlin&groupBy=week`,
    reportBudgetMs,
  );
  await time(
    'PDF, engagement, 12 months by week',
    `/api/report/reports/engagement/pdf?range=${year}&groupBy=week`,
    pdfBudgetMs,
  );
  await time(
    'PDF, manager leaderboard, 12 months (200 managers)',
    `/api/report/reports/manager-leaderboard/pdf?range=${year}`,
    pdfBudgetMs,
  );
}

main()
  .then(() => cleanup())
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
