/**
 * User list and search benchmark (issue 12) on PostgreSQL: Acme seeded with 10,000 members, each
 * with an HR record, then the member list, search and segment filter read through the real
 * routes (GET /api/identity/tenantMembers) as sequential requests over loopback, and once under
 * autocannon load. Also times recomputeTeams over those records (an automated team and quick
 * teams per department and location). Prints p50/p99 against the budget (search p99 under
 * 50 ms); it is not a test. See bench/README.md.
 *
 *   npx tsx bench/user-search.ts                                  # a throwaway cluster
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/user-search.ts  # an admin URL: a fresh database
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { recomputeTeams } from '../server/src/apps/identity/teams/automation.ts';
import { inTenant } from '../server/src/db/client.ts';
import { demoPassword } from '../server/src/seed/demo.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, call, cleanup, cleanups, guardRun, intSetting, load } from './support.ts';

const tenantHost = 'acme.localhost';
const memberCount = intSetting('BENCH_MEMBERS', 10_000, 1_000, 100_000);
const runs = intSetting('BENCH_RUNS', 200, 20, 5_000);
const durationSeconds = intSetting('BENCH_DURATION', 5, 1, 60);
const connections = intSetting('BENCH_CONNECTIONS', 10, 1, 64);
const budgetMs = 50;

guardRun((300 + 2 * durationSeconds) * 1000);
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const firstNames = [
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maria',
  'Noah',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
  'Uwe',
  'Vera',
  'Wen',
  'Xavier',
  'Yara',
  'Zoe',
];
const lastNames = [
  'Schmidt',
  'Silva',
  'Johnson',
  'Patel',
  'Nakamura',
  'Okafor',
  'Dubois',
  'Rossi',
  'Kowalski',
  'Novak',
  'Larsen',
  'Garcia',
  'Murphy',
  'Kim',
  'Haddad',
  'Costa',
  'Meyer',
  'Lopez',
  'Ivanova',
  'Chen',
  'Andersen',
  'Fischer',
  'Moreau',
  'Santos',
  'Weber',
  'Ali',
  'Brown',
  'Tanaka',
  'Eriksen',
  'Horvath',
  'Yilmaz',
];
const departments = [
  'Engineering',
  'Sales',
  'Support',
  'Finance',
  'People Operations',
  'Marketing',
  'Legal',
  'Design',
];
const locations = ['Berlin', 'Lisbon', 'Austin', 'Pune', 'Toronto', 'Sydney'];

/** Members, users and HR records in bulk, as the owner (no row-level security). */
async function seed(owner: pg.Client, tenantId: string): Promise<void> {
  await owner.query('begin');
  await owner.query(
    `insert into users (email, first_name, last_name)
     select 'person' || i || '@bench.test', ($2::text[])[1 + i % array_length($2, 1)],
            ($3::text[])[1 + (i / 26) % array_length($3, 1)] || case when i % 7 = 0 then '-' || i else '' end
     from generate_series(1, $1::int) i`,
    [memberCount, firstNames, lastNames],
  );
  await owner.query(
    `insert into tenant_members (tenant_id, user_id, first_name, last_name, email, invitation_status,
       public_staff_profile, suspended_at)
     select $1, u.id, u.first_name, u.last_name, u.email, 'joined',
            jsonb_build_object('jobTitle', 'Specialist'), case when random() < 0.02 then now() end
     from users u where u.email like 'person%@bench.test'`,
    [tenantId],
  );
  await owner.query(
    `insert into staff_records (tenant_id, employee_id, first_name, last_name, email, member_id,
       department, location, country)
     select m.tenant_id, 'P-' || row_number() over (order by m.email), m.first_name, m.last_name, m.email,
            m.id, ($2::text[])[1 + abs(hashtext(m.email)) % array_length($2, 1)],
            ($3::text[])[1 + abs(hashtext(m.email || 'l')) % array_length($3, 1)], 'Somewhere'
     from tenant_members m where m.tenant_id = $1 and m.email like 'person%@bench.test'`,
    [tenantId, departments, locations],
  );
  await owner.query(
    `insert into teams (tenant_id, name, type, automation) values ($1, 'Engineering in Berlin', 'automated',
       '{"rules":[{"kind":"department","values":["Engineering"]},{"kind":"location","values":["Berlin"]}]}')`,
    [tenantId],
  );
  await owner.query(
    `insert into quick_team_settings (tenant_id, kinds) values ($1, '{department,location}')
     on conflict (tenant_id) do update set kinds = excluded.kinds`,
    [tenantId],
  );
  await owner.query('commit');
  await owner.query('analyze users, tenant_members, staff_records');
}

async function signIn(port: number, email: string): Promise<Record<string, string>> {
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
  return { host: tenantHost, authorization: `Bearer ${token}` };
}

type Case = { label: string; who: 'admin' | 'employee'; paths: string[] };
const list = '/api/identity/tenantMembers';
const cases: Case[] = [
  { label: 'list, first page (25)', who: 'admin', paths: [`${list}?pageSize=25`] },
  { label: 'list, page 200 (25)', who: 'admin', paths: [`${list}?pageSize=25&page=200`] },
  {
    label: 'list, by last name, suspended',
    who: 'admin',
    paths: [`${list}?sorting=lastName&suspended=true`],
  },
  {
    label: 'search, one word (rotating)',
    who: 'admin',
    paths: ['an', 'silva', 'mar', 'ok', 'zz', 'person12', 'x'].map((q) => `${list}?search=${q}`),
  },
  {
    label: 'search, two words (rotating)',
    who: 'admin',
    paths: ['maria lopez', 'ben kim', 'yara sa', 'q z'].map((q) => `${list}?search=${encodeURIComponent(q)}`),
  },
  {
    label: 'search as employee (no e-mail)',
    who: 'employee',
    paths: ['an', 'silva', 'mar', 'ok'].map((q) => `${list}?search=${q}`),
  },
  {
    label: 'segment filter (department)',
    who: 'employee',
    paths: departments.map((d) => `${list}?segmentKind=department&segmentValue=${encodeURIComponent(d)}`),
  },
  {
    label: 'segment filter + search',
    who: 'admin',
    paths: [`${list}?segmentKind=location&segmentValue=Berlin&search=an`],
  },
];

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
  const { rows: tenantRows } = await owner.query<{ id: string }>(
    `select id from tenants where slug = 'acme'`,
  );
  const tenantId = tenantRows[0]?.id;
  if (!tenantId) throw new Error('no Acme tenant');

  console.log(
    `Kudos user list and search: PostgreSQL ${versionRows[0]?.server_version}, Node ${process.version}, ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  let started = performance.now();
  await seed(owner, tenantId);
  console.log(
    `seeded ${memberCount} members with HR records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // recomputeTeams over the records: first fill (quick teams made), then a run with nothing to change.
  const recompute = async () => {
    const t0 = performance.now();
    await inTenant(kudos.services.db, { tenantId, userId: null }, (tx) => recomputeTeams(tx, tenantId));
    return performance.now() - t0;
  };
  const fill = await recompute();
  const again = await recompute();
  const { rows: teamRows } = await owner.query<{ teams: string; memberships: string }>(
    `select count(distinct t.id) as teams, count(*) as memberships
       from teams t join team_members tm on tm.team_id = t.id where t.tenant_id = $1 and t.type <> 'manual'`,
    [tenantId],
  );
  console.log(
    `recomputeTeams over ${memberCount} records: ${fill.toFixed(0)} ms to fill ${teamRows[0]?.teams} teams ` +
      `(${teamRows[0]?.memberships} memberships), ${again.toFixed(0)} ms with nothing to change`,
  );

  const headers = {
    admin: await signIn(port, 'ada@acme.test'),
    employee: await signIn(port, 'eve@acme.test'),
  };
  const rows: { label: string; p50: number; p99: number; results: number }[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < runs + 10; i++) {
      const path = c.paths[i % c.paths.length] as string;
      started = performance.now();
      const response = await call(port, 'GET', path, headers[c.who], undefined, keepAlive);
      const elapsed = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`GET ${path}: ${response.status} ${response.body.slice(0, 300)}`);
      if (i < 10) continue; // warm-up
      times.push(elapsed);
      if (i === 10) results = (JSON.parse(response.body) as { results: unknown[] }).results.length;
    }
    times.sort((a, b) => a - b);
    rows.push({ label: c.label, p50: percentile(times, 50), p99: percentile(times, 99), results });
  }

  const searchUrl = `http://127.0.0.1:${port}${list}?search=mar`;
  await load(searchUrl, headers.admin, 1, connections);
  const loaded = await load(searchUrl, headers.admin, durationSeconds, connections);

  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(`\n${'request'.padEnd(width)}  p50 ms  p99 ms  rows  (${runs} sequential requests each)`);
  for (const row of rows)
    console.log(
      `${row.label.padEnd(width)}  ${row.p50.toFixed(1).padStart(6)}  ${row.p99.toFixed(1).padStart(6)}  ${String(row.results).padStart(4)}`,
    );
  console.log(
    `\nsearch "mar" under load (${connections} connections, ${durationSeconds} s): ` +
      `${loaded.requests.average.toFixed(0)} req/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, ` +
      `${loaded.non2xx} non-2xx, ${loaded.errors} errors`,
  );
  const worst = Math.max(...rows.map((row) => row.p99));
  console.log(
    `\nBudget: user list and search p99 under ${budgetMs} ms (sequential): worst ${worst.toFixed(1)} ms, ${worst < budgetMs ? 'PASS' : 'FAIL'}`,
  );
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
