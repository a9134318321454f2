import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * Tables that carry tenant_id yet are deliberately not guarded by row-level security: read across
 * tenants, or before a tenant is known. Every other table with a tenant_id column is tenant-owned
 * and must have row-level security and a policy (server/src/db/schema.test.ts asks the
 * database). Adding a name here is a security decision: say why.
 */
export const crossTenantTables = {
  access_tokens:
    'Bearer tokens are resolved before any tenant is set (kudos_authenticate, 0001); a user-scope session has no tenant (tenant_id null).',
  one_time_secrets:
    'Handoff states, sign-in challenges and reset links are redeemed before a tenant is set, on the central host too; tenant_id is null when none is named.',
  media:
    'Files are served by signed link without a session or tenant (login branding, TV, mails); tenant_id is null for the platform’s own media; the media routes filter by tenant.',
  scheduled_publications:
    'A job queue: the publisher claims due sends of every tenant, then publishes each inside that tenant’s guarded transaction (0005).',
  announcement_moves:
    'A job queue like scheduled_publications: the sweep claims due publish and archive moves of every tenant (0030).',
  announcement_mails:
    'A mail outbox one sweep drains for every tenant; each mail is rendered inside its tenant’s guarded transaction (0030).',
} as const satisfies Record<string, string>;

/** The drizzle tables among a schema module's exports. */
export const tablesOf = (modules: readonly object[]): PgTable[] =>
  [...new Set(modules.flatMap((module) => Object.values(module)))].filter((value): value is PgTable =>
    is(value, PgTable),
  );

export const hasTenantId = (table: PgTable) =>
  getTableConfig(table).columns.some((column) => column.name === 'tenant_id');

/** Names of the tables with a tenant_id column, less the cross-tenant ones, sorted. */
export const tenantOwnedTablesOf = (tables: readonly PgTable[]): string[] =>
  tables
    .filter(hasTenantId)
    .map((table) => getTableConfig(table).name)
    .filter((name) => !Object.hasOwn(crossTenantTables, name))
    .sort();
