import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { demoPassword } from '../server/src/seed/demo.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, call, cleanup, cleanups, guardRun, intSetting, load } from './support.ts';

const budgetRatio = 0.3;
/** Issue 32: the API's /me at half or more of the same statements run through raw `pg`. */
const rawBudgetRatio = 0.5;
const tenantHost = 'acme.localhost';
const account = 'ada@acme.test';

const durationSeconds = intSetting('BENCH_DURATION', 10, 1, 60);
const warmupSeconds = intSetting('BENCH_WARMUP', 2, 0, 10);
const connections = intSetting('BENCH_CONNECTIONS', 10, 1, 64);

type Route = { label: string; path: string; authenticated: boolean; raw?: boolean };
const routes: Route[] = [
  { label: '(a) bare Fastify GET /', path: '/', authenticated: false },
  { label: '(b) GET /api/apps', path: '/api/apps', authenticated: true },
  {
    label: '(c) GET /api/identity/tenantMembers/me',
    path: '/api/identity/tenantMembers/me',
    authenticated: true,
  },
  { label: "(d) raw pg: (c)'s statements", path: '/', authenticated: false, raw: true },
];

/**
 * The statements (c) sends PostgreSQL once its session is cached (read off the server's statement
 * log): the tenant settings in one simple query with BEGIN, the member's select, COMMIT.
 */
const meStatement =
  'select "id", "tenant_id", "user_id", "first_name", "last_name", "email", "role", "custom_role_id", "manager_id", "invitation_status", "suspended_at", "locale", "timezone", "public_staff_profile", "avatar_media_id", "created_at", exists (select 1 from tenant_members as reports where reports.tenant_id = kudos_current_tenant() and reports.manager_id = "tenant_members"."id") from "tenant_members" where "tenant_members"."id" = $1';

const deadlineMs = (120 + routes.length * (durationSeconds + warmupSeconds + 15)) * 1000;
guardRun(deadlineMs);

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

type Row = { route: Route; result?: Result; note?: string };

function printRawVerdict(rows: Row[]) {
  const api = rows.find((row) => row.route.path === '/api/identity/tenantMembers/me')?.result;
  const raw = rows.find((row) => row.route.raw)?.result;
  if (!api || !raw) return;
  const ratio = api.requests.average / raw.requests.average;
  console.log(
    `\nBudget (issue 32): (c) ≥ ${rawBudgetRatio} × (d), the same statements through raw pg: ` +
      `${ratio.toFixed(2)} × — ${ratio >= rawBudgetRatio ? 'PASS' : 'FAIL'}`,
  );
}

function printTable(rows: Row[]) {
  const bare = rows[0]?.result?.requests.average ?? 0;
  const ratioOf = (result: Result) => (bare > 0 ? result.requests.average / bare : 0);
  const header = ['route', 'req/s', 'p99 ms', '× bare'];
  const lines = rows.map(({ route, result }) =>
    result
      ? [
          route.label,
          result.requests.average.toFixed(0),
          result.latency.p99.toFixed(1),
          ratioOf(result).toFixed(2),
        ]
      : [route.label, '—', '—', '—'],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${format(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));

  console.log(`\nBudget: authenticated reads ≥ ${budgetRatio} × bare route throughput`);
  for (const { route, result, note } of rows.filter((row) => row.route.authenticated)) {
    let verdict = `not measured: ${note}`;
    if (result) {
      const failed = result.non2xx + result.errors;
      verdict = ratioOf(result) >= budgetRatio && failed === 0 ? 'PASS' : 'FAIL';
      if (failed) verdict += ` (${result.non2xx} non-2xx, ${result.errors} errors)`;
    }
    console.log(`  ${route.label.padEnd(widths[0] ?? 0)}  ${verdict}`);
  }
}

async function main() {
  const adminUrl = adminDatabaseUrl();
  const probe = new pg.Client({ connectionString: adminUrl });
  await probe.connect();
  const { rows: versionRows } = await probe.query<{ server_version: string }>('show server_version');
  await probe.end();

  // The same path as the server tests: a fresh database, migrations, demo data, the app on top.
  process.env.TEST_DATABASE_URL = adminUrl;
  const kudos = await startTestApp();
  cleanups.push(() => kudos.close());
  if (kudos.database.engine !== 'postgres') throw new Error('the app did not open PostgreSQL');
  const kudosPort = await listen(kudos.app);

  const bareApp = Fastify({ logger: false });
  bareApp.get('/', async () => ({ ok: true }));
  cleanups.push(() => bareApp.close());
  const barePort = await listen(bareApp);

  const login = await call(
    kudosPort,
    'POST',
    '/api/identity/passwords/login',
    { host: tenantHost },
    { email: account, password: demoPassword },
  );
  if (login.status !== 200) throw new Error(`sign-in as ${account}: ${login.status} ${login.body}`);
  const token = (JSON.parse(login.body) as { token?: string }).token;
  if (!token) throw new Error('sign-in answered no token');
  const authHeaders = { host: tenantHost, authorization: `Bearer ${token}` };

  // (d): the same three round trips over the app's own pool (the app role, row-level security),
  // from a bare Fastify route in this process, serialised as JSON like (c).
  const me = await call(kudosPort, 'GET', '/api/identity/tenantMembers/me', authHeaders);
  const member = JSON.parse(me.body) as { id: string; userId: string };
  const pool = kudos.database.pool;
  if (!pool) throw new Error('no app-role pool');
  const tenant = (await pool.query<{ id: string }>("select id from tenants where slug = 'acme'")).rows[0];
  if (!tenant) throw new Error('tenant acme not found');
  const ids = { tenant_id: tenant.id, user_id: member.userId };
  const settings = `begin; select set_config('app.tenant_id', '${ids.tenant_id}', true), set_config('app.user_id', '${ids.user_id}', true)`;
  const rawApp = Fastify({ logger: false });
  rawApp.get('/', async () => {
    const client = await pool.connect();
    try {
      await client.query(settings);
      const { rows } = await client.query(meStatement, [member.id]);
      await client.query('commit');
      return rows[0];
    } finally {
      client.release();
    }
  });
  cleanups.push(() => rawApp.close());
  const rawPort = await listen(rawApp);

  console.log(
    `Kudos API reads: PostgreSQL ${versionRows[0]?.server_version}, Node ${process.version}, ` +
      `${os.cpus().length} cores; ${connections} connections, ${warmupSeconds} s warm-up + ` +
      `${durationSeconds} s per route, load from one worker thread over 127.0.0.1`,
  );

  const rows: Row[] = [];
  for (const route of routes) {
    const port = route.raw ? rawPort : route.authenticated ? kudosPort : barePort;
    const headers = route.authenticated ? authHeaders : {};
    const first = await call(port, 'GET', route.path, headers);
    if (first.status === 404) {
      console.log(`${route.label}: missing (404), not measured`);
      rows.push({ route, note: 'missing (404)' });
      continue;
    }
    if (first.status !== 200) {
      console.log(`${route.label}: answered ${first.status} ${first.body.slice(0, 200)}, not measured`);
      rows.push({ route, note: `answered ${first.status}` });
      continue;
    }
    const url = `http://127.0.0.1:${port}${route.path}`;
    if (warmupSeconds > 0) await load(url, headers, warmupSeconds, connections);
    const result = await load(url, headers, durationSeconds, connections);
    console.log(
      `${route.label}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    rows.push({ route, result });
  }
  printTable(rows);
  printRawVerdict(rows);
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
