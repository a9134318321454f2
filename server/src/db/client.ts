import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Set by server/build.ts in the compiled bundle, which carries the migrations beside it. */
declare const KUDOS_MIGRATIONS_URL: string | undefined;
const migrationsFolder = fileURLToPath(
  new URL(typeof KUDOS_MIGRATIONS_URL === 'string' ? KUDOS_MIGRATIONS_URL : '../../drizzle', import.meta.url),
);
export const appRole = 'kudos_app';

export type Database = {
  /** Connected as kudos_app: row-level security applies. Every request uses this. */
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The app-role connection pool on PostgreSQL, for libraries that take one; null on PGlite. */
  pool: pg.Pool | null;
  /**
   * Calls `onNotify` for each notification on `channel` from any instance (PostgreSQL's
   * LISTEN/NOTIFY). PGlite is one process, so nothing else can send: it only listens to itself.
   */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** How the job queue (pg-boss) reaches this database, as the app role (see `jobQueueSchema`). */
  jobStore: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'options' | 'max'>;
  /** PGlite only, for tests: the data folder as a tarball, which `pgliteDataDirTarball` starts from. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

/**
 * The job queue's own schema, made by the owner and handed to the app role: pg-boss creates its
 * tables and per-queue partitions in it at start. Job rows are platform data, not a tenant's,
 * so they sit outside row-level security; each job's work runs inside its tenant's guard.
 */
export const jobQueueSchema = 'pgboss';
const createJobQueueSchema = sql.raw(
  `CREATE SCHEMA IF NOT EXISTS ${jobQueueSchema} AUTHORIZATION ${appRole}`,
);

export type OpenOptions = {
  /** PostgreSQL URL; unset means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Runs as the owner after migrations, before the app role takes over (demo data). */
  beforeAppRole?: (ownerDb: Db) => Promise<void>;
  /**
   * Tests: PGlite starts from this data folder (a `dumpDataDir` tarball, already migrated and
   * seeded) instead of an empty cluster. Migrations still run, and find nothing to do.
   */
  pgliteDataDirTarball?: Blob;
  /** Tests: a compiled `pglite.wasm`, so several databases in one process compile it once. */
  pgliteWasmModule?: WebAssembly.Module;
};

/** Opens the database, applies migrations as the owner, then hands out the app-role connection. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's module.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({
    ...(dataDir.startsWith('memory://') ? {} : { dataDir: path.join(dataDir, 'pglite') }),
    ...(options.pgliteDataDirTarball ? { loadDataDir: options.pgliteDataDirTarball } : {}),
    ...(options.pgliteWasmModule ? { pgliteWasmModule: options.pgliteWasmModule } : {}),
    // The embedded database lives in this process's memory: PostgreSQL's default 128 MB of shared
    // buffers cost about 90 MB resident at rest for a demo-sized database that fits in 16 MB.
    postgresqlconf: 'shared_buffers=16MB',
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  await db.execute(createJobQueueSchema);
  await options.beforeAppRole?.(db);
  // PGlite is one session: from here on it runs as the role that owns nothing.
  await client.exec(`SET ROLE ${appRole}`);
  return {
    db,
    engine: 'pglite',
    pool: null,
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    jobStore: { db: fromPglite(client), backend: 'pglite' },
    dumpDataDir: async () => {
      // Everything written so far goes to the data files, so the copy starts without recovery
      // (a checkpoint is the owner's to ask for).
      await client.exec(`RESET ROLE; CHECKPOINT; SET ROLE ${appRole}`);
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, options: OpenOptions): Promise<Database> {
  const owner = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const ownerDb = drizzleNodePg(owner, { schema }) as unknown as Db;
    // Several instances may start at once: one migrates, the others wait.
    await ownerDb.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await migrateNodePg(ownerDb as never, { migrationsFolder });
      await ownerDb.execute(createJobQueueSchema);
      await options.beforeAppRole?.(ownerDb);
    } finally {
      await ownerDb.execute(sql`select pg_advisory_unlock(727274)`);
    }
  } finally {
    await owner.end();
  }
  // The app role is taken in the startup packet (`-c role=...`), not by a SET ROLE after connecting:
  // that costs no round trip and cannot race the first query on a new connection.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c role=${appRole}` });
  // pool.end() resolves before its sockets have closed; close() waits for them, so a database
  // dropped right after (the tests) never kills a connection that has no error listener left.
  const socketsClosed: Promise<void>[] = [];
  pool.on('connect', (client) => {
    socketsClosed.push(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  tenantRunners.set(db, pooledTenantRunner(pool, db));
  const listeners: pg.Client[] = [];
  let closing = false;
  /** One connection per channel, reconnected after a second when it drops. */
  const listen = async (channel: string, onNotify: () => void): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    client.on('error', () => {
      const index = listeners.indexOf(client);
      if (index >= 0) listeners.splice(index, 1);
      client.end().catch(() => {});
      // Whatever was missed while away is unknown: treat it as a change.
      onNotify();
      if (!closing) setTimeout(() => listen(channel, onNotify).catch(() => onNotify()), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listeners.push(client);
  };
  return {
    db,
    engine: 'postgres',
    pool,
    listen,
    jobStore: { connectionString: databaseUrl, options: `-c role=${appRole}`, max: 3 },
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => {})));
      await pool.end();
      await Promise.all(socketsClosed);
    },
  };
}

type Scope = { tenantId: string | null; userId: string | null };
type TenantRunner = <T>(scope: Scope, fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** How `inTenant` opens a transaction on a database, when it differs from Drizzle's own. */
const tenantRunners = new WeakMap<Db, TenantRunner>();

type SettleHook = (committed: boolean) => void;

/** Work to start once the transaction a `Tx` belongs to has ended (see `afterTransaction`). */
const settleHooks = new WeakMap<Tx, SettleHook[]>();

/**
 * Calls `fn(true)` once the tenant transaction of `tx` has committed, `fn(false)` if it rolled
 * back. Returns false when `tx` was not opened by `inTenant` (a savepoint, or a transaction
 * opened elsewhere): the caller then has to find out about the commit some other way.
 */
export function afterTransaction(tx: Tx, fn: SettleHook): boolean {
  const hooks = settleHooks.get(tx);
  if (!hooks) return false;
  hooks.push(fn);
  return true;
}

function settle(hooks: SettleHook[], committed: boolean): void {
  for (const hook of hooks.splice(0)) {
    try {
      hook(committed);
    } catch {
      // A hook is fire-and-forget work (web push) that handles its own errors.
    }
  }
}

/**
 * node-postgres: BEGIN and the tenant settings travel as one simple query, so a tenant
 * transaction costs one round trip less than Drizzle's BEGIN followed by the settings. A simple
 * query cannot carry parameters: the values are quoted with pg's `escapeLiteral`. The Drizzle
 * transaction handed to `fn` runs on the checked-out client, savepoints included.
 */
function pooledTenantRunner(pool: pg.Pool, db: Db): TenantRunner {
  type SessionArgs = ConstructorParameters<typeof NodePgSession>;
  // What Drizzle's own pool session holds, to build the same session on a checked-out client.
  const base = (db as unknown as { _: { session: unknown } })._.session as {
    dialect: SessionArgs[1];
    schema: SessionArgs[2];
    options: SessionArgs[3];
  };
  const runOnce: TenantRunner = async (scope, fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const settings =
        `select set_config('app.tenant_id', ${pg.escapeLiteral(scope.tenantId ?? '')}, true), ` +
        `set_config('app.user_id', ${pg.escapeLiteral(scope.userId ?? '')}, true)`;
      const session = new NodePgSession(client, base.dialect, base.schema, base.options);
      const tx = new NodePgTransaction(base.dialect, session, base.schema) as unknown as Tx;
      const hooks: SettleHook[] = [];
      settleHooks.set(tx, hooks);
      try {
        await client.query(`begin; ${settings}`);
        const result = await fn(tx);
        await client.query('commit');
        settle(hooks, true);
        return result;
      } catch (error) {
        settle(hooks, false);
        // After a failed BEGIN or COMMIT the transaction may be open or already gone; ROLLBACK
        // settles both. A connection that cannot even roll back is not given back to the pool.
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
  // PostgreSQL ends one of two transactions that wait for each other (a deadlock) or that cannot
  // both be serialized, and expects that one to be run again: it is, a few times, from the start.
  return async (scope, fn) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runOnce(scope, fn);
      } catch (error) {
        if (attempt >= transientAttempts || !isTransient(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };
}

const transientAttempts = 4;

/** deadlock_detected and serialization_failure, also when Drizzle wraps the driver's error. */
export function isTransient(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `fn` in one transaction with the tenant and user set for row-level security.
 * `set_config(..., true)` lasts only for the transaction, so pooled connections never leak it.
 * Work registered with `afterTransaction` starts once it has ended, without delaying the result.
 */
export function inTenant<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const runner = tenantRunners.get(db);
  if (runner) return runner(scope, fn);
  // PGlite: one in-process session, where a statement costs no network round trip.
  const hooks: SettleHook[] = [];
  return db
    .transaction(async (tx) => {
      settleHooks.set(tx, hooks);
      await tx.execute(
        sql`select set_config('app.tenant_id', ${scope.tenantId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true)`,
      );
      return fn(tx);
    })
    .then(
      (result) => {
        settle(hooks, true);
        return result;
      },
      (error: unknown) => {
        settle(hooks, false);
        throw error;
      },
    );
}
