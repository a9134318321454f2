import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const appRole = 'kudos_app';

export type Database = {
  /** Connected as kudos_app: row-level security applies. Every request uses this. */
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` for each notification on `channel` from any instance (PostgreSQL's
   * LISTEN/NOTIFY). PGlite is one process, so nothing else can send: it only listens to itself.
   */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL URL; unset means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Runs as the owner after migrations, before the app role takes over (demo data). */
  beforeAppRole?: (ownerDb: Db) => Promise<void>;
};

/** Opens the database, applies migrations as the owner, then hands out the app-role connection. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir.startsWith('memory://') ? undefined : path.join(dataDir, 'pglite'));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  await options.beforeAppRole?.(db);
  // PGlite is one session: from here on it runs as the role that owns nothing.
  await client.exec(`SET ROLE ${appRole}`);
  return {
    db,
    engine: 'pglite',
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
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
      await options.beforeAppRole?.(ownerDb);
    } finally {
      await ownerDb.execute(sql`select pg_advisory_unlock(727274)`);
    }
  } finally {
    await owner.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // pool.end() resolves before its sockets have closed; close() waits for them, so a database
  // dropped right after (the tests) never kills a connection that has no error listener left.
  const socketsClosed: Promise<void>[] = [];
  pool.on('connect', (client) => {
    socketsClosed.push(new Promise((resolve) => client.once('end', () => resolve())));
    client
      .query(`SET ROLE ${appRole}`)
      .catch(() => client.release(new Error('could not assume the app role')));
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
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
    listen,
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => {})));
      await pool.end();
      await Promise.all(socketsClosed);
    },
  };
}

/**
 * Runs `fn` in one transaction with the tenant and user set for row-level security.
 * `set_config(..., true)` lasts only for the transaction, so pooled connections never leak it.
 */
export function inTenant<T>(
  db: Db,
  scope: { tenantId: string | null; userId: string | null },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', ${scope.tenantId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true)`,
    );
    return fn(tx);
  });
}
