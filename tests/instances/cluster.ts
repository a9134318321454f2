import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { demoPassword } from '../../server/src/seed/demo-accounts.ts';

/**
 * What the instance suites share: fresh databases on the PostgreSQL of TEST_DATABASE_URL, a local
 * S3-compatible server (s3rver), and the compiled server (`npm run build:server`) started as
 * production starts it, several at once.
 */
export const root = path.resolve(import.meta.dirname, '../..');
/** KUDOS_SERVER_BUNDLE: another build of the server (a copy, so a rebuild beside a run cannot swap it). */
export const bundle = path.resolve(process.env.KUDOS_SERVER_BUNDLE ?? path.join(root, 'dist/server/main.js'));
export const adminUrl = process.env.TEST_DATABASE_URL;

export function assertBundle(): void {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build:server first`);
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** A new empty database on the test cluster; `drop` removes it (after every server stopped). */
export async function freshDatabase(name: string, options: { clusterUrl?: string; owner?: string } = {}) {
  const clusterUrl = options.clusterUrl ?? adminUrl;
  if (!clusterUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database = `${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${database}${options.owner ? ` owner ${options.owner}` : ''}`);
  await admin.end();
  const url = withDatabase(clusterUrl, database);
  return {
    name: database,
    url,
    /** A query as the cluster's superuser (row-level security does not apply to it). */
    async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    /** The same database as another role (trust authentication on the test clusters). */
    as(role: string) {
      const parsed = new URL(url);
      parsed.username = role;
      return parsed.toString();
    },
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}
export type FreshDatabase = Awaited<ReturnType<typeof freshDatabase>>;

/**
 * The roles a production installation has (docs/deployment.md): `kudos`, a login that owns the
 * database and is no superuser, and `kudos_app`, the role the app works as, granted to it. Made
 * once per cluster before any server starts (roles are the cluster's, not a database's).
 */
export async function createRoles(clusterUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'kudos_app') then create role kudos_app nologin; end if;
      if not exists (select 1 from pg_roles where rolname = 'kudos') then create role kudos login; end if;
    end $$`);
    await admin.query('grant kudos_app to kudos');
  } finally {
    await admin.end();
  }
}

/** Another throwaway cluster (tests/postgres/start.sh), e.g. to restore a backup into. */
export function startCluster(): { url: string; stop: () => void } {
  const exports = execFileSync('bash', [path.join(root, 'tests/postgres/start.sh')], {
    env: { ...process.env, KUDOS_PG_PORT: String(Number(new URL(adminUrl ?? 'x://h:55432').port) + 50) },
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
  const value = (name: string) => {
    const match = exports.match(new RegExp(`export ${name}=(\\S+)`));
    if (!match?.[1]) throw new Error(`start.sh did not print ${name}`);
    return match[1];
  };
  const dir = value('KUDOS_PG_DIR');
  return {
    url: value('TEST_DATABASE_URL'),
    stop: () => execFileSync('bash', [path.join(root, 'tests/postgres/stop.sh'), dir], { stdio: 'inherit' }),
  };
}

/** The PostgreSQL client programs of the newest server installed (pg_dump, pg_restore). */
export function pgProgram(name: string): string {
  const versions = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'])
    .toString()
    .trim();
  return path.join(versions, name);
}

/** s3rver on a free port with one bucket, its files in a temporary folder. */
export async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), 'kudos-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'kudos-media' }],
  });
  const { port } = await server.run();
  return {
    directory,
    env: {
      S3_BUCKET: 'kudos-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type Instance = {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr, for the failure message. */
  output: () => string;
  /** An API call on a tenant host (`/api` is prepended), as a browser behind the proxy makes it. */
  api: (
    method: string,
    apiPath: string,
    options?: {
      token?: string;
      body?: unknown;
      host?: string;
      address?: string;
      raw?: BodyInit;
      type?: string;
    },
  ) => Promise<Response>;
  signIn: (email: string, options?: { password?: string; address?: string }) => Promise<Response>;
  /** Signs in with the demo password and answers the bearer token. */
  token: (email: string) => Promise<string>;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies as on a crash, finishing nothing. */
  kill: () => Promise<void>;
};

/** The settings every instance of one deployment shares (database, bucket, secret key). */
export type Deployment = { env: Record<string, string> };

export function deployment(databaseUrl: string, extra: Record<string, string> = {}): Deployment {
  return {
    env: {
      DATABASE_URL: databaseUrl,
      // Secrets at rest are encrypted with it: every instance needs the same one.
      KUDOS_SECRET_KEY: randomBytes(32).toString('hex'),
      // Behind the proxy: the client address comes from X-Forwarded-For, so each check signs in
      // from an address of its own.
      TRUST_PROXY: '1',
      ...extra,
    },
  };
}

/**
 * Starts the compiled server with its own data folder, as production does (`node
 * --max-semi-space-size=4 dist/server/main.js`), and resolves once it answers healthy.
 */
export async function startInstance(
  name: string,
  shared: Deployment,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), `kudos-${name}-`));
  const child = spawn(process.execPath, ['--max-semi-space-size=4', bundle], {
    cwd: root,
    env: {
      ...process.env,
      ...shared.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      KUDOS_DATA_DIR: dataDir,
      KUDOS_WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: process.env.INSTANCES_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => rmSync(dataDir, { recursive: true, force: true }));

  const base = `http://127.0.0.1:${port}`;
  const api: Instance['api'] = (method, apiPath, o = {}) => {
    const headers: Record<string, string> = { host: o.host ?? 'acme.localhost' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.address) headers['x-forwarded-for'] = o.address;
    let body: BodyInit | undefined;
    if (o.raw !== undefined) {
      body = o.raw;
      if (o.type) headers['content-type'] = o.type;
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    return send(`${base}/api${apiPath}`, { method, headers, body });
  };
  const signIn: Instance['signIn'] = (email, o = {}) =>
    api('POST', '/identity/passwords/login', {
      body: { email, password: o.password ?? demoPassword },
      address: o.address ?? `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    });
  const instance: Instance = {
    name,
    port,
    child,
    output: () => output,
    api,
    signIn,
    async token(email) {
      const response = await signIn(email);
      if (response.status !== 200) throw new Error(`${name}: sign-in of ${email}: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${base}/api/healthcheck/public`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return instance;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not healthy within 120 s:\n${output}`);
}

/**
 * An HTTP request with the Host header given (fetch replaces it with the address it connects to),
 * as the proxy forwards a tenant host's request; answers a fetch Response.
 */
export async function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit },
): Promise<Response> {
  const prepared = new Request(url, { method: init.method ?? 'GET', body: init.body });
  const body = init.body === undefined ? null : Buffer.from(await prepared.arrayBuffer());
  const headers: Record<string, string> = { ...init.headers };
  const type = prepared.headers.get('content-type');
  if (body && type && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = type;
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: prepared.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const status = response.statusCode ?? 0;
        const empty = status === 204 || status === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** Polls `check` every 50 ms until it answers true; throws after `ms`. Answers how long it took. */
export async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
