import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { diskStorage } from '../apps/media/storage.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/demo.ts';

/**
 * The migrated database with the demo data, made once per test run (vitest's global set-up,
 * server/src/test/global-setup.ts) so that each test app starts as a copy of it instead of
 * migrating and seeding a database of its own: on PGlite a tarball of the data folder that a new
 * PGlite loads, on PostgreSQL a template database that `CREATE DATABASE ... TEMPLATE` copies.
 * The demo media the seed stored sit beside it and are copied into each test app's data folder.
 * Every copy holds the same rows as a fresh seed would (only ids, salts and tokens drawn at random
 * are shared by the copies of one run).
 */
export type TestTemplate = {
  /** Folder of the demo media files the seed stored (`diskStorage`). */
  mediaDir: string;
  /** PGlite: `dumpDataDir` tarball of the migrated and seeded cluster. */
  pgliteTarball?: string;
  /** PostgreSQL: name of the migrated and seeded database to copy. */
  postgresDatabase?: string;
};

/**
 * The environment variable that hands the template to the test workers (JSON of TestTemplate).
 * Set to `off` beforehand, it makes every test app migrate and seed its own database as before
 * (to compare timings, or to rule the copies out when chasing a failure).
 */
export const templateVariable = 'KUDOS_TEST_TEMPLATE';

/** URL of `database` on the server of the admin connection `admin`. */
export function databaseUrl(admin: string, database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds a database once; `admin` (TEST_DATABASE_URL) picks PostgreSQL over PGlite. */
export async function createTestTemplate(admin: string | undefined): Promise<TestTemplate> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kudos-test-template-'));
  const mediaDir = path.join(dir, 'media');
  const seed = (ownerDb: Parameters<typeof seedDemo>[0]) => seedDemo(ownerDb, diskStorage(mediaDir));
  if (admin) {
    const postgresDatabase = `kudos_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(admin, `CREATE DATABASE ${postgresDatabase}`);
    const database = await openDatabase({
      databaseUrl: databaseUrl(admin, postgresDatabase),
      beforeAppRole: seed,
    });
    // close() waits for every socket: a template must have no one connected when it is copied.
    await database.close();
    return { mediaDir, postgresDatabase };
  }
  const database = await openDatabase({ dataDir: 'memory://', beforeAppRole: seed });
  const tarball = await database.dumpDataDir?.();
  await database.close();
  if (!tarball) throw new Error('PGlite gave no data folder to copy');
  const pgliteTarball = path.join(dir, 'pglite.tar');
  await writeFile(pgliteTarball, Buffer.from(await tarball.arrayBuffer()));
  return { mediaDir, pgliteTarball };
}

export async function removeTestTemplate(template: TestTemplate, admin: string | undefined): Promise<void> {
  if (admin && template.postgresDatabase)
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${template.postgresDatabase} WITH (FORCE)`);
  await rm(path.dirname(template.mediaDir), { recursive: true, force: true });
}

/** The run's template, when vitest's global set-up made one (not in benchmarks, which seed their own). */
export function currentTestTemplate(): TestTemplate | undefined {
  const value = process.env[templateVariable];
  return value && value !== 'off' ? (JSON.parse(value) as TestTemplate) : undefined;
}

let tarballCache: { file: string; blob: Promise<Blob> } | undefined;

/** The PGlite tarball as a Blob, read from disk once per worker. */
export function pgliteTarball(file: string): Promise<Blob> {
  if (tarballCache?.file !== file)
    tarballCache = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return tarballCache.blob;
}

let wasmModule: Promise<WebAssembly.Module> | undefined;

/** pglite.wasm compiled once per worker, for the test files that start several apps. */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  wasmModule ??= readFile(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return wasmModule;
}
