import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  assertBundle,
  createRoles,
  deployment,
  type FreshDatabase,
  freshDatabase,
  type Instance,
  pgProgram,
  startCluster,
  startInstance,
} from './cluster.ts';

/**
 * The backup and restore of docs/deployment.md, as written there: the compiled server, connected
 * as the database's owner `kudos` (no superuser), seeds a database; `pg_dump -Fc` saves it while
 * the server runs; on a new cluster the roles are made, then `pg_restore` loads the dump into an
 * empty database; the server started on the copy (same KUDOS_SECRET_KEY) lets Ada sign in and
 * shows what was changed before the dump.
 */
const databases: FreshDatabase[] = [];
const instances: Instance[] = [];
let cluster: ReturnType<typeof startCluster> | null = null;
let folder: string | null = null;

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const database of databases) await database.drop();
  cluster?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!adminUrl)('backup and restore', () => {
  it('restores a pg_dump of a seeded database on a new cluster, and the server starts on it', async () => {
    assertBundle();
    const original = await freshDatabase('kudos_backup', { owner: 'kudos' });
    databases.push(original);
    const settings = deployment(original.as('kudos'));
    const first = await startInstance('original', settings);
    instances.push(first);
    const ada = await first.token('ada@acme.test');
    // Something written after the seed, to find in the copy.
    const changed = await first.api('PATCH', '/identity/tenantMembers/me', {
      token: ada,
      body: { lastName: 'Backed Up' },
    });
    expect(changed.status).toBe(200);
    const tables = async (database: FreshDatabase) =>
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
        )
      )[0]?.n;

    // While the server runs: pg_dump reads one consistent snapshot.
    folder = mkdtempSync(path.join(tmpdir(), 'kudos-backup-'));
    const dump = path.join(folder, 'kudos.dump');
    execFileSync(pgProgram('pg_dump'), ['--format=custom', `--file=${dump}`, original.as('kudos')]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    await first.stop();

    // A new cluster: the roles first (a dump holds none), then an empty database owned by kudos.
    cluster = startCluster();
    await createRoles(cluster.url);
    const copy = await freshDatabase('kudos_restored', { clusterUrl: cluster.url, owner: 'kudos' });
    databases.push(copy);
    // Owners kept (no --no-owner): the job queue's schema belongs to kudos_app, which must still
    // own it after the restore, or the server cannot start its queue.
    execFileSync(pgProgram('pg_restore'), ['--exit-on-error', `--dbname=${copy.as('kudos')}`, dump]);
    expect(await tables(copy)).toBe(await tables(original));

    // KUDOS_SEED stays on: the copy is not empty, so nothing is added to it.
    const restored = await startInstance('restored', {
      env: { ...settings.env, DATABASE_URL: copy.as('kudos') },
    });
    instances.push(restored);
    const token = await restored.token('ada@acme.test');
    const me = await restored.api('GET', '/identity/tenantMembers/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ lastName: 'Backed Up' });
    const [users] = await copy.query<{ n: number }>(
      `select count(*)::int as n from users where email = 'ada@acme.test'`,
    );
    expect(users?.n).toBe(1);
  }, 120_000);
});
