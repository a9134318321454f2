import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type Grant, holds } from '../../kernel/permissions.ts';

/** Who reads which insights: everyone's, their reports' only, or none (docs/insight.md). */
export type InsightScope = { all: true } | { all: false; managerId: string } | null;

/**
 * Admins with checkInApp viewAnalytics or metricApp browse read all; a member with metricApp
 * browseOwnReports who manages someone reads their reports' (and nothing about a team or the
 * company); anyone else none.
 */
export async function insightScopeOf(tx: Tx, grant: Grant, memberId: string): Promise<InsightScope> {
  if (holds(grant, 'checkInApp', 'viewAnalytics') || holds(grant, 'metricApp', 'browse'))
    return { all: true };
  if (!holds(grant, 'metricApp', 'browseOwnReports')) return null;
  const [row] = rowsOf<{ manages: boolean }>(
    await tx.execute(
      sql`select exists (select 1 from tenant_members where manager_id = ${memberId}) as manages`,
    ),
  );
  return row?.manages ? { all: false, managerId: memberId } : null;
}
