import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { diskStorage } from '../apps/media/storage.ts';
import { loadConfig } from '../config.ts';
import { createServices } from '../create-services.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { RateLimitSettings } from '../http/rate-limits.ts';
import { createLogger } from '../logger.ts';
import { demoPassword, seedDemo } from '../seed/demo.ts';
import type { Services } from '../services.ts';
import { adminQuery, currentTestTemplate, databaseUrl, pgliteTarball, pgliteWasmModule } from './template.ts';

export const hosts = { central: 'localhost', acme: 'acme.localhost', globex: 'globex.localhost' } as const;
export type HostName = keyof typeof hosts;

/**
 * A fresh database with the demo data and an app on it. PGlite in memory by default; with
 * TEST_DATABASE_URL (an admin connection to PostgreSQL) each call gets its own new database.
 * Under vitest the database is a copy of the run's migrated and seeded template (test/template.ts);
 * elsewhere (benchmarks) it is migrated and seeded here.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; rateLimits?: RateLimitSettings; now?: () => Date } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kudos-test-'));
  const mediaDir = path.join(dataDir, 'media');
  const admin = process.env.TEST_DATABASE_URL;
  const template = currentTestTemplate();
  let url: string | undefined;
  let dbName: string | undefined;
  if (admin) {
    dbName = `kudos_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      admin,
      `CREATE DATABASE ${dbName}${template?.postgresDatabase ? ` TEMPLATE ${template.postgresDatabase}` : ''}`,
    );
    url = databaseUrl(admin, dbName);
  }
  const config = loadConfig({
    KUDOS_DATA_DIR: dataDir,
    KUDOS_WEB_DIR: path.join(dataDir, 'web'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  // A copy of the template has the demo data and media already; without one, seed them here.
  const tarball = admin ? undefined : template?.pgliteTarball;
  const copied = admin ? Boolean(template?.postgresDatabase) : Boolean(tarball);
  if (template && copied) await cp(template.mediaDir, mediaDir, { recursive: true });
  const database: Database = await openDatabase({
    databaseUrl: url,
    dataDir: 'memory://',
    ...(tarball
      ? { pgliteDataDirTarball: await pgliteTarball(tarball), pgliteWasmModule: await pgliteWasmModule() }
      : {}),
    ...(copied ? {} : { beforeAppRole: (ownerDb) => seedDemo(ownerDb, diskStorage(mediaDir)) }),
  });
  const log = createLogger('silent');
  const services: Services = createServices({
    config,
    db: database.db,
    pool: database.pool,
    log,
    rateLimits: options.rateLimits,
    now: options.now,
  });
  const app: FastifyInstance = await buildApp({ services });

  const request = (opts: InjectOptions & { host?: HostName; token?: string }) => {
    const { host = 'acme', token, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: { host: hosts[host], ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  };

  /** Signs in a demo account on a host and returns the bearer token. */
  const login = async (email: string, host: HostName = 'acme', password = demoPassword): Promise<string> => {
    const response = await request({
      method: 'POST',
      url: '/api/identity/passwords/login',
      host,
      payload: { email, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${email} on ${host}: ${response.statusCode} ${response.body}`);
    return response.json().token;
  };

  const close = async () => {
    await app.close();
    await database.close();
    if (admin && dbName) await adminQuery(admin, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };

  /** A second server instance on the same database: its own services, nothing shared in memory. */
  const anotherInstance = (): Services =>
    createServices({
      config,
      db: database.db,
      pool: database.pool,
      log,
      rateLimits: options.rateLimits,
      now: options.now,
    });

  return { app, services, database, request, login, close, anotherInstance };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
