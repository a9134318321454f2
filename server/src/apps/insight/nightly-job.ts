import { and, ne, notInArray, sql } from 'drizzle-orm';
import { inTenant, type Tx } from '../../db/client.ts';
import { insights } from '../../db/schema.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import type { Services } from '../../services.ts';
import { todayIn } from '../celebration/index.ts';
import { candidatesOf } from './rules.ts';

/**
 * Brings a tenant's insights up to date for `today` (docs/insight.md): each rule's candidates are
 * raised or refreshed (a dismissed one stays dismissed while it holds; a resolved one opens again),
 * and those no rule raises any more are resolved. Idempotent: a second run the same day changes
 * nothing. Returns how many candidates held.
 */
export async function refreshInsights(tx: Tx, tenantId: string, today: string): Promise<number> {
  const candidates = await candidatesOf(tx, today);
  const held: string[] = [];
  for (const c of candidates) {
    const [row] = await tx
      .insert(insights)
      .values({ tenantId, ...c, raisedOn: today, seenOn: today })
      .onConflictDoUpdate({
        target: [insights.tenantId, insights.rule, insights.subjectId],
        set: {
          subjectKind: c.subjectKind,
          managerId: c.managerId,
          priority: c.priority,
          evidence: c.evidence,
          actionPath: c.actionPath,
          seenOn: today,
          raisedOn: sql`case when ${insights.status} = 'resolved' then ${today}::date else ${insights.raisedOn} end`,
          status: sql`case when ${insights.status} = 'resolved' then 'open' else ${insights.status} end`,
          snoozedUntil: sql`case when ${insights.status} = 'resolved' then null else ${insights.snoozedUntil} end`,
        },
      })
      .returning({ id: insights.id });
    if (row) held.push(row.id);
  }
  await tx
    .update(insights)
    .set({ status: 'resolved', snoozedUntil: null })
    .where(and(ne(insights.status, 'resolved'), held.length ? notInArray(insights.id, held) : sql`true`));
  return candidates.length;
}

/** The nightly insight sweep: every tenant on its own day. */
export function refreshAllInsights(services: Services): Promise<number> {
  return forEachTenant(services, 'insights failed', (tenant) =>
    inTenant(services.db, { tenantId: tenant.id, userId: null }, (tx) =>
      refreshInsights(tx, tenant.id, todayIn(tenant.timeZone, services.now())),
    ),
  );
}
