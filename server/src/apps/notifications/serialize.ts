import { inArray } from 'drizzle-orm';
import type { MemberRef, NotificationMessage } from '#shared/contract/notifications';
import type { Executor } from '../../db/client.ts';
import { type notificationMessages, tenantMembers } from '../../db/schema.ts';
import { loadMediaUrls } from '../media/urls.ts';

type MessageRow = typeof notificationMessages.$inferSelect;

/** Members as other records embed them, with avatars, loaded in two queries for a whole page. */
export async function loadMemberRefs(db: Executor, ids: (string | null)[]): Promise<Map<string, MemberRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: tenantMembers.id,
      firstName: tenantMembers.firstName,
      lastName: tenantMembers.lastName,
      avatarMediaId: tenantMembers.avatarMediaId,
    })
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, wanted));
  const avatars = await loadMediaUrls(
    db,
    rows.map((row) => row.avatarMediaId),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        avatarUrls: (row.avatarMediaId && avatars.get(row.avatarMediaId)) || null,
      },
    ]),
  );
}

export function toNotificationMessage(
  row: MessageRow,
  members?: Map<string, MemberRef>,
): NotificationMessage {
  const message: NotificationMessage = {
    id: row.id,
    message: row.message,
    resourcePath: row.resourcePath,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    fromMemberId: row.fromMemberId,
  };
  if (members) message.fromMember = (row.fromMemberId && members.get(row.fromMemberId)) || null;
  return message;
}
