import { eq } from 'drizzle-orm';
import type { MemberRef, NotificationMessage } from '#shared/contract/notifications';
import type { Executor } from '../../db/client.ts';
import { type notificationMessages, tenantMembers, tenants } from '../../db/schema.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { renderNotification } from '../../kernel/notify/kinds.ts';
import { mailLanguage } from '../../mail/mail-texts.ts';

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

/** The reader's language, chosen as for their mails: their locale, the tenant's, else English. */
export async function readerLanguage(db: Executor, memberId: string): Promise<string> {
  const [reader] = await db
    .select({ locale: tenantMembers.locale, language: tenants.language })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.id, memberId));
  return mailLanguage(reader?.locale, reader?.language);
}

/**
 * A bell message as the API answers it: its kind and params for the web app to render, and the
 * sentence in `language` for clients that do not (old rows without a kind keep their English).
 */
export function toNotificationMessage(
  row: MessageRow,
  language: string,
  members?: Map<string, MemberRef>,
): NotificationMessage {
  const message: NotificationMessage = {
    id: row.id,
    kind: row.kind,
    params: row.kind ? (row.params ?? {}) : null,
    message: renderNotification(row, language),
    resourcePath: row.resourcePath,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    fromMemberId: row.fromMemberId,
  };
  if (members) message.fromMember = (row.fromMemberId && members.get(row.fromMemberId)) || null;
  return message;
}
