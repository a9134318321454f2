import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';
import { hasTenantId } from './schema/tenancy.ts';
import { crossTenantTables, schemaTables, tenantOwnedTables } from './schema.ts';

/**
 * Every table with a tenant_id column is either tenant-owned (row-level security and a policy on
 * tenant_id, which server/src/test/tenant-isolation.test.ts then exercises) or named in
 * crossTenantTables with its reason. Asked of a freshly migrated database, PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL (a new database, dropped afterwards).
 */

type TableRow = { name: string; rls: boolean; tenantId: boolean };
type PolicyRow = { table: string; name: string; cmd: string; qual: string | null; check: string | null };

const admin = process.env.TEST_DATABASE_URL;
let database: Database;
let dbName: string | undefined;
let tables: Map<string, TableRow>;
let policies: PolicyRow[];

const adminQuery = async (query: string) => {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (admin) {
    dbName = `kudos_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(admin);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const tableRows = rowsOf<TableRow>(
    await database.db.execute(sql`
      select c.relname::text as name, c.relrowsecurity as rls,
        exists (select 1 from pg_attribute a
                where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as "tenantId"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`),
  );
  tables = new Map(tableRows.map((row) => [row.name, row]));
  policies = rowsOf<PolicyRow>(
    await database.db.execute(sql`
      select tablename::text as table, policyname::text as name, cmd, qual, with_check as check
      from pg_policies where schemaname = 'public'`),
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (admin && dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

/** A policy for every command that lets a row through only when its tenant_id is the one set. */
const guardsTenant = (policy: PolicyRow) =>
  policy.cmd === 'ALL' &&
  /\btenant_id = kudos_current_tenant\(\)/.test(policy.qual ?? '') &&
  /\btenant_id = kudos_current_tenant\(\)/.test(policy.check ?? '');

describe(`tenant tables and their policies (${admin ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('knows the same tables as the database (every area file is in the schema barrel)', () => {
    const names = schemaTables.map((table) => getTableConfig(table).name).sort();
    expect(new Set(names).size).toBe(names.length);
    expect([...tables.keys()].sort()).toEqual(names);
  });

  it('derives tenantOwnedTables from the tenant_id columns, less the named cross-tenant tables', () => {
    const withTenantId = [...tables.values()].filter((table) => table.tenantId).map((table) => table.name);
    expect(
      withTenantId.filter((name) => !Object.hasOwn(crossTenantTables, name)).sort(),
      'a table with tenant_id is tenant-owned or named in crossTenantTables (schema/tenancy.ts) with why',
    ).toEqual([...tenantOwnedTables]);
    // The schema says the same as the database.
    expect(schemaTables.filter(hasTenantId).length).toBe(withTenantId.length);
  });

  it.each(tenantOwnedTables)('%s: row-level security is on, with a policy on tenant_id', (name) => {
    expect(tables.get(name)?.rls, `ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY`).toBe(true);
    const own = policies.filter((policy) => policy.table === name);
    expect(
      own.some(guardsTenant),
      `CREATE POLICY tenant_isolation ON ${name} USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant())`,
    ).toBe(true);
  });

  it.each(Object.entries(crossTenantTables))('%s: named cross-tenant (%s)', (name, reason) => {
    expect(reason.length).toBeGreaterThan(20);
    const table = tables.get(name);
    expect(table?.tenantId, `${name} exists and has tenant_id, or it leaves the list`).toBe(true);
    // Guarded after all? Then it belongs in tenantOwnedTables, where the isolation test walks it.
    expect(table?.rls, `${name} has row-level security: take it off crossTenantTables`).toBe(false);
  });
});
