/**
 * Timeline and sends benchmark (issues 4 and 15) on PostgreSQL: Acme seeded with 100,000 published
 * recognitions and 10,000 awards, the mixed timeline's first page measured against the same
 * sources run in-process. Prints figures; it is not a test. See bench/README.md.
 *
 *   npm run bench:timeline                                  # a throwaway cluster (tests/postgres)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:timeline  # an admin URL: a fresh database in it
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import '../server/src/areas.ts';
import type { MemberAuth } from '../server/src/http/auth.ts';
import { withTenant } from '../server/src/http/auth.ts';
import { timelineSources } from '../server/src/kernel/areas.ts';
import { grantFor } from '../server/src/kernel/permissions.ts';
import { newestFirst, type TimelineContext } from '../server/src/kernel/timeline.ts';
import { demoPassword } from '../server/src/seed/demo.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { recognitionPageSize } from '../shared/src/constants.ts';
import { recognitionEmbeds } from '../shared/src/contract/recognition.ts';
import { adminDatabaseUrl, call, cleanup, cleanups, guardRun, intSetting, load } from './support.ts';

const tenantHost = 'acme.localhost';
const reader = 'ada@acme.test';
const senders = ['ada@acme.test', 'max@acme.test', 'eve@acme.test', 'sam@acme.test', 'uma@kudos.test'];

const seedCount = intSetting('BENCH_RECOGNITIONS', 100_000, 1_000, 1_000_000);
const awardCount = intSetting('BENCH_AWARDS', 10_000, 0, 1_000_000);
const durationSeconds = intSetting('BENCH_DURATION', 10, 1, 60);
const connections = intSetting('BENCH_CONNECTIONS', 10, 1, 64);
const rawRuns = intSetting('BENCH_RAW_RUNS', 300, 50, 5_000);
const sendsPerSender = intSetting('BENCH_SENDS_PER_SENDER', 4, 1, 32);

const pageTypes = ['recognition', 'award'] as const;
const pagePath = `/api/timeline/items?itemTypeIn=${pageTypes.join(',')}&embed=${recognitionEmbeds.join(',')}`;

const deadlineMs = (600 + 3 * durationSeconds) * 1000;
guardRun(deadlineMs);

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Acme's published recognitions in bulk, as the owner (no row-level security, no triggers of the app). */
async function seed(owner: pg.Client, tenantId: string): Promise<void> {
  await owner.query('begin');
  await owner.query(
    `create temp table bench_members on commit drop as
       select row_number() over (order by id) - 1 as n, id from tenant_members where tenant_id = $1`,
    [tenantId],
  );
  await owner.query(
    `create temp table bench_qualities on commit drop as
       select row_number() over (order by id) - 1 as n, id from recognition_qualities where tenant_id = $1`,
    [tenantId],
  );
  // Sender i mod m, recipient (i + 1) mod m; one or two qualities; published over the last year,
  // one every few minutes. They carry no points: with points, a sender would pass the 30-day
  // maximum per recipient (1,000) and the timed sends would fail with "Too much love".
  await owner.query(
    `create temp table bench_new on commit drop as
       select gen_random_uuid() as id, s.id as sender_id, r.id as recipient_id, g.i,
              now() - make_interval(secs => g.i * 300) as published_at
         from generate_series(1, $1::int) as g(i)
         join bench_members s on s.n = g.i % (select count(*) from bench_members)
         join bench_members r on r.n = (g.i + 1) % (select count(*) from bench_members)`,
    [seedCount],
  );
  await owner.query(
    `insert into recognitions (id, tenant_id, sender_id, message, amount, status, tenant_wide, send_to,
                               quality_ids, published_at, created_at, updated_at)
     select b.id, $1, b.sender_id, '<p>Thanks for recognition number ' || b.i || '!</p>', 0, 'published',
            b.i % 10 <> 0,
            jsonb_build_array(jsonb_build_object('id', b.recipient_id, 'type', 'tenantMember')),
            coalesce((select array_agg(q.id) from bench_qualities q
                       where q.n in (b.i % greatest(1, (select count(*) from bench_qualities)),
                                     (b.i + 1) % greatest(1, (select count(*) from bench_qualities)))),
                     '{}'::uuid[]),
            b.published_at, b.published_at, b.published_at
       from bench_new b`,
    [tenantId],
  );
  await owner.query(
    `insert into recognition_recipients (tenant_id, recognition_id, member_id, amount)
     select $1, id, recipient_id, 0 from bench_new`,
    [tenantId],
  );
  await owner.query('commit');
  await owner.query('analyze recognitions, recognition_recipients');
}

/**
 * Acme's awards in bulk: the demo's "Spot award" from one of the demo senders to the next member,
 * sent between the recognitions (one every 50 minutes, offset by 150 s), without points.
 */
async function seedAwards(owner: pg.Client, tenantId: string): Promise<void> {
  if (awardCount === 0) return;
  await owner.query('begin');
  await owner.query(
    `create temp table bench_members on commit drop as
       select row_number() over (order by id) - 1 as n, id from tenant_members where tenant_id = $1`,
    [tenantId],
  );
  await owner.query(
    `create temp table bench_awards on commit drop as
       select gen_random_uuid() as id, s.id as sender_id, r.id as recipient_id, g.i,
              now() - make_interval(secs => g.i * 3000 + 150) as sent_at
         from generate_series(1, $1::int) as g(i)
         join bench_members s on s.n = g.i % (select count(*) from bench_members)
         join bench_members r on r.n = (g.i + 1) % (select count(*) from bench_members)`,
    [awardCount],
  );
  await owner.query(
    `insert into awards (id, tenant_id, award_type_id, sender_id, name, media_object_id, message, amount,
                         send_to, created_at, updated_at)
     select b.id, $1, t.id, b.sender_id, t.name, t.media_object_id,
            '<p>An award for work number ' || b.i || '!</p>', 0,
            jsonb_build_array(jsonb_build_object('id', b.recipient_id, 'type', 'tenantMember')),
            b.sent_at, b.sent_at
       from bench_awards b
       join award_types t on t.tenant_id = $1 and t.name = 'Spot award'`,
    [tenantId],
  );
  await owner.query(
    `insert into award_recipients (tenant_id, award_id, member_id, amount)
     select $1, id, recipient_id, 0 from bench_awards`,
    [tenantId],
  );
  await owner.query('commit');
  await owner.query('analyze awards, award_recipients');
}

type LedgerCheck = { accounts: number; mismatched: number };
async function ledgerCheck(owner: pg.Client, tenantId: string): Promise<LedgerCheck> {
  const { rows } = await owner.query<{ accounts: string; mismatched: string }>(
    `select count(*) as accounts, count(*) filter (where a.balance <> coalesce(t.total, 0)) as mismatched
       from points_accounts a
       left join (select account_id, sum(amount) as total from points_transactions group by account_id) t
         on t.account_id = a.id
      where a.tenant_id = $1`,
    [tenantId],
  );
  return { accounts: Number(rows[0]?.accounts), mismatched: Number(rows[0]?.mismatched) };
}

/**
 * Statements sent by every pg client of this process (the app's pool and the owner). Read around
 * one request, with nothing else running, it is the request's round trips to the database.
 */
let statements = 0;
/** BENCH_SHOW_STATEMENTS=1 prints the statements of the lone send and page. */
let showing = false;
const showStatements = process.env.BENCH_SHOW_STATEMENTS === '1';
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  if (showing) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    console.log(`  sql: ${String(text).replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Statements `run` sends, then those sent within `settleMs` after it (work after the commit). */
async function countStatements(run: () => Promise<void>, settleMs = 500) {
  const before = statements;
  showing = showStatements;
  await run();
  const during = statements - before;
  if (showing) console.log('  -- answered');
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  showing = false;
  return { during, after: statements - before - during };
}

async function main() {
  const adminUrl = adminDatabaseUrl();
  process.env.TEST_DATABASE_URL = adminUrl;
  const kudos = await startTestApp();
  cleanups.push(() => kudos.close());
  if (kudos.database.engine !== 'postgres') throw new Error('the app did not open PostgreSQL');
  await kudos.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (kudos.app.server.address() as AddressInfo).port;

  // The owner: the admin URL on the database startTestApp just made (the newest kudos_test_*).
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows: dbRows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'kudos_test_%' order by oid desc limit 1`,
  );
  const { rows: versionRows } = await admin.query<{ server_version: string }>('show server_version');
  await admin.end();
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${dbRows[0]?.datname}`;
  const owner = new pg.Client({ connectionString: ownerUrl.toString() });
  await owner.connect();
  cleanups.push(() => owner.end());

  const { rows: who } = await owner.query<{ tenant_id: string; member_id: string; user_id: string }>(
    `select m.tenant_id, m.id as member_id, u.id as user_id
       from users u join tenant_members m on m.user_id = u.id join tenants t on t.id = m.tenant_id
      where u.email = $1 and t.slug = 'acme' limit 1`,
    [reader],
  );
  const me = who[0];
  if (!me) throw new Error(`${reader} has no membership`);

  console.log(
    `Kudos timeline and sends: PostgreSQL ${versionRows[0]?.server_version}, Node ${process.version}, ` +
      `${os.cpus().length} cores`,
  );
  const started = performance.now();
  await seed(owner, me.tenant_id);
  await seedAwards(owner, me.tenant_id);
  console.log(
    `seeded ${seedCount} published recognitions and ${awardCount} awards in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const tokens = new Map<string, string>();
  for (const email of senders) {
    const login = await call(
      port,
      'POST',
      '/api/identity/passwords/login',
      { host: tenantHost },
      {
        email,
        password: demoPassword,
      },
    );
    if (login.status !== 200) throw new Error(`sign-in as ${email}: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { token?: string }).token;
    if (!token) throw new Error('sign-in answered no token');
    tokens.set(email, token);
  }
  const readHeaders = { host: tenantHost, authorization: `Bearer ${tokens.get(reader)}` };

  // 1. The API page, all embeds, over loopback.
  const first = await call(port, 'GET', pagePath, readHeaders, undefined, keepAlive);
  if (first.status !== 200) throw new Error(`GET ${pagePath}: ${first.status} ${first.body.slice(0, 300)}`);
  const firstPage = JSON.parse(first.body) as { results: unknown[]; next: string | null };
  if (firstPage.results.length !== recognitionPageSize || !firstPage.next)
    throw new Error(`the first page held ${firstPage.results.length} items`);
  // The same page in this process: the route's sources, their queries and embeds, merged by date
  // in one tenant transaction: everything the route does but HTTP, JSON and validation.
  const auth: MemberAuth = {
    tokenId: 'bench',
    userId: me.user_id,
    tenantId: me.tenant_id,
    memberId: me.member_id,
    role: 'admin',
    customRoleId: null,
    plan: 'bench',
    expiresAt: new Date(Date.now() + 3_600_000),
  };
  const grant = grantFor({ role: 'admin', plan: 'enterprise', refinementConfigured: false });
  const sources = timelineSources().filter((source) =>
    (pageTypes as readonly string[]).includes(source.type),
  );
  const rawPage = () =>
    withTenant(kudos.services, auth, async (tx) => {
      const ctx: TimelineContext = {
        tx,
        services: kudos.services,
        auth,
        grant,
        now: new Date(),
        person: undefined,
        query: { includePinned: false, embed: [...recognitionEmbeds] },
      };
      const merged = [];
      for (const source of sources) merged.push(...(await source.page(ctx, null, recognitionPageSize + 1)));
      return merged.sort(newestFirst).slice(0, recognitionPageSize);
    });
  const mixed = await rawPage();
  const awardsOnPage = mixed.filter((entry) => entry.item.__entity_type__ === 'award').length;
  if (awardCount > 0 && awardsOnPage === 0) throw new Error('the first page held no award');
  console.log(`first page: ${mixed.length - awardsOnPage} recognitions and ${awardsOnPage} awards`);
  // Sequential API requests and raw runs, alternating one of each, so whatever else the machine
  // is doing falls on both alike: the like-for-like figure.
  for (let i = 0; i < 20; i++) {
    await call(port, 'GET', pagePath, readHeaders, undefined, keepAlive);
    await rawPage();
  }
  const apiTimes: number[] = [];
  const rawTimes: number[] = [];
  let apiFailed = 0;
  for (let i = 0; i < rawRuns; i++) {
    let t0 = performance.now();
    const response = await call(port, 'GET', pagePath, readHeaders, undefined, keepAlive);
    apiTimes.push(performance.now() - t0);
    if (response.status !== 200) apiFailed++;
    t0 = performance.now();
    const items = await rawPage();
    rawTimes.push(performance.now() - t0);
    if (items.length !== recognitionPageSize) throw new Error(`the raw page held ${items.length} items`);
  }
  apiTimes.sort((x, y) => x - y);
  rawTimes.sort((x, y) => x - y);
  const apiP99 = percentile(apiTimes, 99);
  const rawP99 = percentile(rawTimes, 99);
  // Under load as well: throughput and latency with many connections at once.
  const pageUrl = `http://127.0.0.1:${port}${pagePath}`;
  await load(pageUrl, readHeaders, 2, connections);
  const api = await load(pageUrl, readHeaders, durationSeconds, connections);
  console.log(
    `API page under load: ${api.requests.total} requests in ${api.duration.toFixed(1)} s ` +
      `(${connections} connections), ${api.non2xx} non-2xx, ${api.errors} errors`,
  );

  // 2. Sends: one point to the next member, from every demo member's allocation account at once.
  const { rows: members } = await owner.query<{ email: string; member_id: string }>(
    `select u.email, m.id as member_id from users u join tenant_members m on m.user_id = u.id
      where m.tenant_id = $1 and u.email = any($2)`,
    [me.tenant_id, senders],
  );
  const memberOf = new Map(members.map((row) => [row.email, row.member_id]));
  const { rows: qualityRows } = await owner.query<{ id: string }>(
    'select id from recognition_qualities where tenant_id = $1 order by position limit 1',
    [me.tenant_id],
  );
  const qualityIds = qualityRows.map((row) => row.id);
  const topUp = 1_000_000;
  await owner.query('begin');
  await owner.query(
    `insert into points_transactions (tenant_id, account_id, amount, type)
     select tenant_id, id, $2, 'benchTopUp' from points_accounts where tenant_id = $1 and type = 'allocation'`,
    [me.tenant_id, topUp],
  );
  await owner.query(
    `update points_accounts set balance = balance + $2 where tenant_id = $1 and type = 'allocation'`,
    [me.tenant_id, topUp],
  );
  await owner.query('commit');

  // Round trips of one send and of one page, measured alone before the load.
  const eveHeaders = { host: tenantHost, authorization: `Bearer ${tokens.get('eve@acme.test')}` };
  const sendBody = (to: string | undefined) => ({
    message: '<p>Thanks!</p>',
    amount: 1,
    sendTo: [{ id: to, type: 'tenantMember' }],
    qualityIds,
    status: 'published',
  });
  let oneSendStatus = 0;
  const sendTrips = await countStatements(async () => {
    const response = await call(
      port,
      'POST',
      '/api/recognition/recognitions',
      eveHeaders,
      sendBody(memberOf.get('sam@acme.test')),
      keepAlive,
    );
    oneSendStatus = response.status;
  });
  if (oneSendStatus !== 201) throw new Error(`one send answered ${oneSendStatus}`);
  const pageTrips = await countStatements(async () => {
    await call(port, 'GET', pagePath, readHeaders, undefined, keepAlive);
  });
  const ledgerBeforeSends = await ledgerCheck(owner, me.tenant_id);
  const { rows: clock } = await owner.query<{ now: Date }>('select clock_timestamp() as now');

  let sent = 0;
  const failures = new Map<string, number>();
  const sendTimes: number[] = [];
  const stopAt = performance.now() + durationSeconds * 1000;
  const sendLoop = async (email: string, index: number) => {
    const to = memberOf.get(senders[(index + 1) % senders.length] as string);
    const headers = { host: tenantHost, authorization: `Bearer ${tokens.get(email)}` };
    while (performance.now() < stopAt) {
      const t0 = performance.now();
      const response = await call(
        port,
        'POST',
        '/api/recognition/recognitions',
        headers,
        sendBody(to),
        keepAlive,
      );
      sendTimes.push(performance.now() - t0);
      if (response.status === 201) sent++;
      else {
        const key = `${response.status} ${response.body.slice(0, 120)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  const sendStart = performance.now();
  await Promise.all(
    senders.flatMap((email, index) => Array.from({ length: sendsPerSender }, () => sendLoop(email, index))),
  );
  const sendSeconds = (performance.now() - sendStart) / 1000;
  sendTimes.sort((a, b) => a - b);
  const ledgerAfter = await ledgerCheck(owner, me.tenant_id);
  const { rows: moved } = await owner.query<{ debited: string; credited: string }>(
    `select coalesce(-sum(amount) filter (where amount < 0 and type = 'recognition'), 0) as debited,
            coalesce(sum(amount) filter (where amount > 0 and type = 'recognition'), 0) as credited
       from points_transactions where tenant_id = $1 and created_at >= $2`,
    [me.tenant_id, clock[0]?.now],
  );

  const sendsPerSecond = sent / sendSeconds;
  const ratio = apiP99 / rawP99;
  console.log(`
Timeline first page (${recognitionPageSize} items, embed=${recognitionEmbeds.join(',')}), ${seedCount} recognitions and ${awardCount} awards
  API over loopback     p50 ${percentile(apiTimes, 50).toFixed(1)} ms   p99 ${apiP99.toFixed(1)} ms   (${rawRuns} sequential requests, ${apiFailed} failed)
  API under load        p50 ${api.latency.p50.toFixed(1)} ms   p99 ${api.latency.p99.toFixed(1)} ms   ${api.requests.average.toFixed(0)} req/s (${connections} connections)
  raw query in process  p50 ${percentile(rawTimes, 50).toFixed(1)} ms   p99 ${rawP99.toFixed(1)} ms   (${rawRuns} sequential runs)
  ratio API p99 / raw p99: ${ratio.toFixed(2)}
Sends (1 point, one recipient; ${senders.length} senders × ${sendsPerSender} concurrent requests, ${sendSeconds.toFixed(1)} s)
  ${sent} published, ${[...failures.values()].reduce((a, b) => a + b, 0)} failed; ${sendsPerSecond.toFixed(0)} sends/s; latency p50 ${percentile(sendTimes, 50).toFixed(1)} ms, p99 ${percentile(sendTimes, 99).toFixed(1)} ms
  ledger: ${moved[0]?.debited} points debited, ${moved[0]?.credited} credited; accounts whose ledger sum differs from the balance: ${ledgerBeforeSends.mismatched} of ${ledgerBeforeSends.accounts} before, ${ledgerAfter.mismatched} of ${ledgerAfter.accounts} after`);
  for (const [key, count] of failures) console.log(`  failure ×${count}: ${key}`);
  console.log(`Database round trips (statements, each request alone; the send's include the read-back page)
  one send              ${sendTrips.during} before the answer, ${sendTrips.after} after it
  one timeline page     ${pageTrips.during} before the answer, ${pageTrips.after} after it`);

  const apiOk = apiFailed + api.non2xx + api.errors === 0 && ratio <= 3;
  const ledgerOk =
    ledgerAfter.mismatched === 0 && Number(moved[0]?.debited) === sent && Number(moved[0]?.credited) === sent;
  console.log(`
Budget (issue 4)
  API page <= 3 x raw query p99   ${apiOk ? 'PASS' : 'FAIL'} (${ratio.toFixed(2)} x)
  >= 200 sends per second         ${sendsPerSecond >= 200 && failures.size === 0 ? 'PASS' : 'FAIL'} (${sendsPerSecond.toFixed(0)}/s)
  ledger sums equal balances      ${ledgerOk ? 'PASS' : 'FAIL'}`);
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  await cleanup();
  process.exit(1);
}
