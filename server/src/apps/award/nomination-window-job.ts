import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inTenant, type Tx } from '../../db/client.ts';
import { awardTypes, tenantMembers } from '../../db/schema.ts';
import { type NotifyInput, notifyAll } from '../../kernel/notify/notify.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import type { Services } from '../../services.ts';
import { nominationsClosedKind, nominationsOpenKind } from './notification-kinds.ts';

/**
 * Announces the nomination windows of one tenant that opened or closed since the last pass. The
 * window itself is the stored start and end (a round is open by the clock, not by this job); the
 * guarded UPDATE makes each announcement happen once, whichever instance runs the sweep.
 */
export async function announceWindows(
  services: Services,
  tx: Tx,
  tenantId: string,
  now: Date,
): Promise<number> {
  const live = and(
    eq(awardTypes.nomination, true),
    isNull(awardTypes.finalizedAt),
    isNull(awardTypes.archivedAt),
  );
  const opened = await tx
    .update(awardTypes)
    .set({ nominationAnnounced: 'open' })
    .where(
      and(
        live,
        sql`${awardTypes.nominationStartAt} <= ${now}`,
        sql`(${awardTypes.nominationEndAt} is null or ${awardTypes.nominationEndAt} > ${now})`,
        sql`${awardTypes.nominationAnnounced} is distinct from 'open'`,
      ),
    )
    .returning();
  const closed = await tx
    .update(awardTypes)
    .set({ nominationAnnounced: 'closed' })
    .where(
      and(
        live,
        sql`${awardTypes.nominationEndAt} <= ${now}`,
        sql`${awardTypes.nominationAnnounced} is distinct from 'closed'`,
      ),
    )
    .returning();
  const messages: NotifyInput[] = [];
  for (const type of opened) {
    const nominators = await tx
      .select({ id: tenantMembers.id })
      .from(tenantMembers)
      .where(
        and(
          isNull(tenantMembers.suspendedAt),
          eq(tenantMembers.invitationStatus, 'joined'),
          type.tenantWideNominators
            ? undefined
            : type.nominatorIds.length
              ? inArray(tenantMembers.id, type.nominatorIds)
              : sql`false`,
        ),
      );
    for (const member of nominators) {
      messages.push({
        tenantId,
        memberId: member.id,
        fromMemberId: null,
        ...nominationsOpenKind.of({ award: type.name }),
        resourcePath: '/awards',
      });
    }
  }
  for (const type of closed) {
    if (!type.createdById) continue;
    messages.push({
      tenantId,
      memberId: type.createdById,
      fromMemberId: null,
      ...nominationsClosedKind.of({ award: type.name }),
      resourcePath: `/awards/nomination/${type.id}`,
    });
  }
  await notifyAll(services, tx, messages);
  return opened.length + closed.length;
}

/** The job's sweep (server/src/jobs/definitions.ts): every tenant in its own guarded transaction. */
export async function announceNominationWindows(services: Services): Promise<number> {
  return forEachTenant(services, 'nomination window announcement failed', (tenant) =>
    inTenant(services.db, { tenantId: tenant.id, userId: null }, (tx) =>
      announceWindows(services, tx, tenant.id, services.now()),
    ),
  );
}
