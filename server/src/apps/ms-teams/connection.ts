import { and, count, eq } from 'drizzle-orm';
import type { MsTeamsConnection } from '#shared/contract/ms-teams';
import type { Tx } from '../../db/client.ts';
import { msTeamsConnections, msTeamsPosts } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { audit } from '../../kernel/audit.ts';

type ConnectionRow = typeof msTeamsConnections.$inferSelect;

/** The tenant's connection (the one set on `tx`), or null. */
export async function connectionRow(tx: Tx): Promise<ConnectionRow | null> {
  const [row] = await tx.select().from(msTeamsConnections).limit(1);
  return row ?? null;
}

/** What the admin page shows: the webhook's host, never its path (it holds the signature). */
export async function connectionView(tx: Tx): Promise<MsTeamsConnection | null> {
  const row = await connectionRow(tx);
  if (!row) return null;
  const [pending] = await tx
    .select({ n: count() })
    .from(msTeamsPosts)
    .where(and(eq(msTeamsPosts.status, 'pending')));
  return {
    webhookHost: new URL(row.webhookUrl).host,
    status: row.status === 'paused' ? 'paused' : 'active',
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    connectedAt: row.connectedAt.toISOString(),
    lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
    pendingPosts: pending?.n ?? 0,
  };
}

const audited = (row: ConnectionRow | null) =>
  row ? { webhookHost: new URL(row.webhookUrl).host, status: row.status } : null;

/**
 * Connects (or reconnects) the tenant's channel. A new address starts afresh: active, no
 * failures, posting what is published from now on; posts still waiting go to the new address.
 */
export async function connect(tx: Tx, auth: MemberAuth, webhookUrl: string, now: Date): Promise<void> {
  const before = await connectionRow(tx);
  const fresh = { status: 'active', consecutiveFailures: 0, lastError: null, pausedAt: null, updatedAt: now };
  const [after] = await tx
    .insert(msTeamsConnections)
    .values({ tenantId: auth.tenantId, webhookUrl, connectedAt: now, connectedById: auth.memberId, ...fresh })
    .onConflictDoUpdate({
      target: msTeamsConnections.tenantId,
      set: { webhookUrl, connectedById: auth.memberId, ...fresh },
    })
    .returning();
  await tx.update(msTeamsPosts).set({ nextAttemptAt: now }).where(eq(msTeamsPosts.status, 'pending'));
  await audit(tx, auth, {
    action: 'msTeams.connect',
    targetType: 'msTeamsConnection',
    targetId: after?.id ?? null,
    before: audited(before),
    after: audited(after ?? null),
  });
}

/** Resumes a paused channel: the waiting posts are tried again at once. False when none is connected. */
export async function resume(tx: Tx, auth: MemberAuth, now: Date): Promise<boolean> {
  const before = await connectionRow(tx);
  if (!before) return false;
  const [after] = await tx
    .update(msTeamsConnections)
    .set({ status: 'active', consecutiveFailures: 0, lastError: null, pausedAt: null, updatedAt: now })
    .where(eq(msTeamsConnections.id, before.id))
    .returning();
  await tx.update(msTeamsPosts).set({ nextAttemptAt: now }).where(eq(msTeamsPosts.status, 'pending'));
  await audit(tx, auth, {
    action: 'msTeams.resume',
    targetType: 'msTeamsConnection',
    targetId: before.id,
    before: audited(before),
    after: audited(after ?? null),
  });
  return true;
}

/** Disconnects the channel; posts not yet delivered are dropped with it. False when none was connected. */
export async function disconnect(tx: Tx, auth: MemberAuth): Promise<boolean> {
  const before = await connectionRow(tx);
  if (!before) return false;
  await tx.delete(msTeamsConnections).where(eq(msTeamsConnections.id, before.id));
  await tx.delete(msTeamsPosts).where(eq(msTeamsPosts.status, 'pending'));
  await audit(tx, auth, {
    action: 'msTeams.disconnect',
    targetType: 'msTeamsConnection',
    targetId: before.id,
    before: audited(before),
    after: null,
  });
  return true;
}
