import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { allocationSources } from '../../db/schema.ts';

/** The sources points come from (001 §3 "allocation sources"). */
export const allocationSourceNames = [
  'allocation',
  'birthday',
  'onboarding',
  'welcome',
  'anniversary',
  'pointsBank',
] as const;
export type AllocationSourceName = (typeof allocationSourceNames)[number];
export type AllocationSource = { amount: number; enabled: boolean };

/** A source a tenant never configured gives nothing. */
export const unconfiguredSource: AllocationSource = { amount: 0, enabled: false };

/**
 * The tenant's settings of these sources; unconfigured ones as defaults. The explicit tenant
 * filter keeps it right where row-level security does not apply (the seed runs as the owner).
 */
export async function allocationSourcesOf<S extends AllocationSourceName>(
  tx: Tx,
  tenantId: string,
  sources: readonly S[],
  defaults: Partial<Record<S, AllocationSource>> = {},
): Promise<Record<S, AllocationSource>> {
  const rows = await tx
    .select()
    .from(allocationSources)
    .where(and(eq(allocationSources.tenantId, tenantId), inArray(allocationSources.source, [...sources])));
  const found = new Map(rows.map((row) => [row.source, { amount: row.amount, enabled: row.enabled }]));
  return Object.fromEntries(
    sources.map((source) => [source, found.get(source) ?? defaults[source] ?? unconfiguredSource]),
  ) as Record<S, AllocationSource>;
}

/** The points a source gives now: its amount when enabled, else 0. */
export const pointsOf = (source: AllocationSource): number => (source.enabled ? source.amount : 0);

/**
 * The members whose teams give them another amount of these sources, keyed `source:memberId`; a
 * member in several such teams gets the largest. Empty (one small read) when no team is listed.
 */
export async function teamAmountsOf(
  tx: Tx,
  tenantId: string,
  sources: readonly AllocationSourceName[],
): Promise<Map<string, number>> {
  const rows = rowsOf<{ source: string; member_id: string; amount: number }>(
    await tx.execute(sql`
      select s.source, tm.member_id, max(s.amount)::int as amount
        from allocation_source_teams s join team_members tm on tm.team_id = s.team_id
       where s.tenant_id = ${tenantId} and s.source in ${[...sources]}
       group by 1, 2`),
  );
  return new Map(rows.map((row) => [`${row.source}:${row.member_id}`, row.amount]));
}

export async function saveAllocationSources(
  tx: Tx,
  tenantId: string,
  sources: Partial<Record<AllocationSourceName, AllocationSource>>,
): Promise<void> {
  const values = Object.entries(sources).map(([source, setting]) => ({
    tenantId,
    source,
    amount: (setting as AllocationSource).amount,
    enabled: (setting as AllocationSource).enabled,
  }));
  if (values.length === 0) return;
  await tx
    .insert(allocationSources)
    .values(values)
    .onConflictDoUpdate({
      target: [allocationSources.tenantId, allocationSources.source],
      set: {
        amount: sql`excluded.amount`,
        enabled: sql`excluded.enabled`,
        updatedAt: sql`now()`,
      },
    });
}
