import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { announcements } from '../../db/schema.ts';
import { type AuditActor, audit } from '../../kernel/audit.ts';
import { checkedMeaning, type NotificationMeaning } from '../../kernel/notify/kinds.ts';
import { type NotifyInput, notifyAll } from '../../kernel/notify/notify.ts';
import type { Services } from '../../services.ts';
import { setChecklistItem } from '../onboarding/index.ts';
import { audienceWhereSql } from './audience.ts';
import { announcementPublishedKind } from './notification-kinds.ts';
import type { AnnouncementRow } from './queries.ts';

/** Bell rows per INSERT: keeps each statement well under PostgreSQL's 65,535 parameters. */
const notifyChunk = 5000;

/**
 * A bell message to recipients of the announcement (all of them, or those `where` picks), the
 * author left out. Members with no browser subscribed get theirs in one INSERT … SELECT, the
 * cost of a 10,000-member audience; the few with a subscription go through notifyAll, which
 * pushes to their browsers once the transaction has committed.
 */
export async function notifyRecipients(
  services: Services,
  tx: Tx,
  row: AnnouncementRow,
  meaning: NotificationMeaning,
  where: SQL | null,
  fromMemberId: string | null = row.createdById,
): Promise<void> {
  const picked = sql`ar.announcement_id = ${row.id} and ar.member_id is distinct from ${row.createdById}${where ? sql` and ${where}` : sql``}`;
  // The bulk INSERT bypasses notifyAll, so it checks the kind the same way first.
  const { kind, params } = checkedMeaning(meaning);
  const pushable = sql`exists (select 1 from web_push_subscriptions s where s.member_id = ar.member_id)`;
  await tx.execute(
    sql`insert into notification_messages (tenant_id, member_id, from_member_id, kind, params, resource_path, created_at)
        select ar.tenant_id, ar.member_id, ${fromMemberId}::uuid, ${kind}, ${JSON.stringify(params)}::jsonb, ${announcementPath(row.id)}, ${services.now()}
        from announcement_recipients ar where ${picked} and not ${pushable}`,
  );
  const subscribed = rowsOf<{ member_id: string }>(
    await tx.execute(
      sql`select ar.member_id from announcement_recipients ar where ${picked} and ${pushable}`,
    ),
  );
  const inputs: NotifyInput[] = subscribed.map((r) => ({
    tenantId: row.tenantId,
    memberId: r.member_id,
    fromMemberId,
    kind,
    params,
    resourcePath: announcementPath(row.id),
  }));
  for (let i = 0; i < inputs.length; i += notifyChunk) {
    await notifyAll(services, tx, inputs.slice(i, i + notifyChunk));
  }
}

export const announcementPath = (id: string) => `/announcements/${id}`;

/**
 * What happens once when an announcement goes live, inside the transaction that made it active
 * (a request publishing now, or the sweep at its start): the audience is fixed as recipient rows
 * (teams expanded), everyone gets a bell message (web push follows the commit), an e-mail per
 * recipient is queued for the mail sweep, and the setup guide's launch step is done. A rolled
 * back publication leaves none of it; the caller's conditional status update makes it happen once.
 */
export async function deliverPublished(
  services: Services,
  tx: Tx,
  row: AnnouncementRow,
  actor: AuditActor,
): Promise<number> {
  const [inserted] = rowsOf<{ count: number }>(
    await tx.execute(
      sql`with added as (
            insert into announcement_recipients (tenant_id, announcement_id, member_id)
            select ${row.tenantId}, ${row.id}, m.id from tenant_members m where ${audienceWhereSql(row.audience)}
            on conflict do nothing returning 1)
          select count(*)::int as count from added`,
    ),
  );
  const recipientCount = Number(inserted?.count ?? 0);
  await notifyRecipients(services, tx, row, announcementPublishedKind.of({ title: row.title }), null);
  await tx.execute(
    sql`insert into announcement_mails (announcement_id, member_id, tenant_id, kind)
        select announcement_id, member_id, tenant_id, 'published' from announcement_recipients
        where announcement_id = ${row.id} on conflict do nothing`,
  );
  await setChecklistItem(tx, row.tenantId, 'createLaunchAnnouncement', true, services.now());
  await audit(tx, actor, {
    action: 'announcement.publish',
    targetType: 'announcement',
    targetId: row.id,
    before: null,
    after: { title: row.title, recipientCount },
  });
  return recipientCount;
}

/**
 * Makes a scheduled announcement active, once: the update only matches while it is still
 * scheduled, so a second sweep (another instance, a retry) finds nothing to do. An announcement
 * whose end has passed by then (the server was down) is archived without being delivered.
 */
export async function activateScheduled(services: Services, tx: Tx, id: string): Promise<boolean> {
  const now = services.now();
  const [row] = await tx
    .update(announcements)
    .set({ status: 'active', publishedAt: now, updatedAt: now })
    .where(sql`${announcements.id} = ${id} and ${announcements.status} = 'scheduled'`)
    .returning();
  if (!row) return false;
  if (row.endAt && row.endAt <= now) {
    await archiveActive(services, tx, id, { tenantId: row.tenantId, memberId: null });
    return true;
  }
  await deliverPublished(services, tx, row, { tenantId: row.tenantId, memberId: null });
  return true;
}

/** Archives an active announcement, once (the same conditional update as activation). */
export async function archiveActive(
  services: Services,
  tx: Tx,
  id: string,
  actor: AuditActor,
): Promise<AnnouncementRow | null> {
  const now = services.now();
  const [row] = await tx
    .update(announcements)
    .set({ status: 'archived', archivedAt: now, updatedAt: now })
    .where(sql`${announcements.id} = ${id} and ${announcements.status} = 'active'`)
    .returning();
  if (!row) return null;
  await tx.execute(sql`delete from announcement_moves where announcement_id = ${id}`);
  await audit(tx, actor, {
    action: 'announcement.archive',
    targetType: 'announcement',
    targetId: id,
    before: { status: 'active' },
    after: { status: 'archived' },
  });
  return row;
}

/** The announcement's due moves, set again after every change: publish at its start, archive at its end. */
export async function syncMoves(tx: Tx, row: AnnouncementRow): Promise<void> {
  await tx.execute(sql`delete from announcement_moves where announcement_id = ${row.id}`);
  const moves: { kind: 'publish' | 'archive'; at: Date }[] = [];
  if (row.status === 'scheduled' && row.startAt) moves.push({ kind: 'publish', at: row.startAt });
  if ((row.status === 'scheduled' || row.status === 'active') && row.endAt)
    moves.push({ kind: 'archive', at: row.endAt });
  for (const move of moves) {
    await tx.execute(
      sql`insert into announcement_moves (announcement_id, kind, tenant_id, run_at) values (${row.id}, ${move.kind}, ${row.tenantId}, ${move.at})`,
    );
  }
}

export const removeAnnouncement = (tx: Tx, id: string) =>
  tx.delete(announcements).where(eq(announcements.id, id));
