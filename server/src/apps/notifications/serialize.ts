import type { MemberRef, NotificationMessage } from '#shared/contract/notifications';
import type { Executor } from '../../db/client.ts';
import type { notificationMessages } from '../../db/schema.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';

type MessageRow = typeof notificationMessages.$inferSelect;

/** Members as a notification embeds them, with avatars, in one query for a whole page. */
export async function loadMemberRefs(db: Executor, ids: (string | null)[]): Promise<Map<string, MemberRef>> {
  const displays = await memberDisplays(db, ids);
  return new Map(
    [...displays].map(([id, { firstName, lastName, avatarUrls }]) => [
      id,
      { id, firstName, lastName, avatarUrls },
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
