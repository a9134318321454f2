import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../server/src/db/client.ts';

/**
 * What stands between the schema and a PostgreSQL distributed by `tenant_id` (Citus; docs/scaling.md):
 * on a freshly migrated embedded database, lists the tables without `tenant_id` (reference or
 * platform tables), and for the tenant tables every primary key, unique constraint and foreign
 * key that does not include `tenant_id` (Citus requires the distribution column in each). Prints;
 * exits 0. `npm run tenant-keys`.
 */
type Row = Record<string, unknown>;

async function report(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rows(sql`
    select c.relname as table,
           exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as tenant
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like '__drizzle%'
    order by 1`);
  const constraints = await rows(sql`
    select c.conrelid::regclass::text as table, c.conname as name, c.contype as kind,
           c.confrelid::regclass::text as references,
           (select string_agg(a.attname, ', ' order by a.attnum) from pg_attribute a
              where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) as columns
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.contype in ('p', 'u', 'f')
      and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'tenant_id')
      and not exists (select 1 from pg_attribute a where a.attrelid = c.conrelid
                        and a.attnum = any (c.conkey) and a.attname = 'tenant_id')
    order by 1, 3, 2`);
  const uniqueIndexes = await rows(sql`
    select i.indrelid::regclass::text as table, x.relname as name,
           pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class x on x.oid = i.indexrelid join pg_namespace n on n.oid = x.relnamespace
    where n.nspname = 'public' and i.indisunique and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      and exists (select 1 from pg_attribute a where a.attrelid = i.indrelid and a.attname = 'tenant_id')
      and not exists (select 1 from pg_attribute a where a.attrelid = i.indrelid
                        and a.attnum = any (i.indkey) and a.attname = 'tenant_id')
    order by 1, 2`);

  const tenantTables = tables.filter((row) => row.tenant);
  const otherTables = tables.filter((row) => !row.tenant);
  console.log(
    `${tables.length} tables: ${tenantTables.length} with tenant_id, ${otherTables.length} without\n`,
  );
  console.log('Tables without tenant_id (reference tables, or platform data kept apart):');
  for (const row of otherTables) console.log(`  ${row.table}`);
  const kinds: Record<string, string> = { p: 'primary key', u: 'unique', f: 'foreign key' };
  for (const kind of ['p', 'u', 'f']) {
    const list = constraints.filter((row) => row.kind === kind);
    console.log(`\n${kinds[kind]}s of tenant tables without tenant_id: ${list.length}`);
    for (const row of list) {
      const target = kind === 'f' ? ` -> ${row.references}` : '';
      console.log(`  ${row.table} (${row.columns})${target}  [${row.name}]`);
    }
  }
  console.log(`\nunique indexes of tenant tables without tenant_id: ${uniqueIndexes.length}`);
  for (const row of uniqueIndexes) console.log(`  ${row.table}: ${row.definition}`);
}

const database = await openDatabase({ dataDir: 'memory://', beforeAppRole: report });
await database.close();
