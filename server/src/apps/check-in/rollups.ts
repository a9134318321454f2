import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkInRollups } from '../../db/schema.ts';

/**
 * Counts one answer into the roll-ups (schema/check-in.ts): its category's and each of the
 * respondent's teams', in the answer's transaction, so results never scan the answers.
 */
export async function addToRollups(
  tx: Tx,
  answer: {
    tenantId: string;
    categoryId: string;
    seriesId: string;
    periodStart: string;
    value: number;
    teamIds: string[];
  },
): Promise<void> {
  const scopes = [
    { scope: 'category' as const, scopeId: answer.categoryId },
    ...answer.teamIds.map((id) => ({ scope: 'team' as const, scopeId: id })),
  ];
  await tx
    .insert(checkInRollups)
    .values(
      scopes.map((s) => ({
        tenantId: answer.tenantId,
        categoryId: answer.categoryId,
        seriesId: answer.seriesId,
        periodStart: answer.periodStart,
        ...s,
        respondents: 1,
        total: answer.value,
      })),
    )
    .onConflictDoUpdate({
      target: [
        checkInRollups.tenantId,
        checkInRollups.seriesId,
        checkInRollups.scopeId,
        checkInRollups.periodStart,
      ],
      set: {
        respondents: sql`${checkInRollups.respondents} + 1`,
        total: sql`${checkInRollups.total} + excluded.total`,
      },
    });
}

/** Rebuilds a tenant's roll-ups from its answers (demo data and benchmarks write answers in bulk). */
export async function rebuildRollups(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`delete from check_in_rollups where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into check_in_rollups (tenant_id, category_id, series_id, period_start, scope, scope_id, respondents, total)
    select tenant_id, category_id, series_id, period_start, 'category', category_id, count(*), sum(value)
    from check_in_answers where tenant_id = ${tenantId}
    group by tenant_id, category_id, series_id, period_start
    union all
    select a.tenant_id, a.category_id, a.series_id, a.period_start, 'team', t.team_id, count(*), sum(a.value)
    from check_in_answers a cross join lateral unnest(a.team_ids) as t(team_id)
    where a.tenant_id = ${tenantId}
    group by a.tenant_id, a.category_id, a.series_id, a.period_start, t.team_id`);
}
