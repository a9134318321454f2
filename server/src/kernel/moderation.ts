import {
  type FlaggedPage,
  type ModerationFlag,
  type ModerationQueue,
  moderationExcerptLength,
} from '#shared/contract/moderation';
import type { MemberDisplay } from '#shared/contract/recognition';
import type { AppName } from '#shared/permissions';
import type { Tx } from '../db/client.ts';
import type { MemberAuth } from '../http/auth.ts';
import { readableText } from './sanitize.ts';

/**
 * One queue of flagged content (000 §2 "/content/flagged/…"), registered by the area whose items
 * it holds; the moderation routes serve every registered queue without knowing its tables.
 */
export type ModerationQueueSource = {
  queue: ModerationQueue;
  /** The app whose `moderate` permission the queue needs (000 §6). */
  app: AppName;
  /** The permission of `app` the queue needs when the app has no `moderate` (incentives: manage). */
  permission?: string;
  list(tx: Tx, paging: Paging): Promise<FlaggedPage>;
  count(tx: Tx): Promise<number>;
  /** Keeps the item: its flags are cleared and it stays where it is. */
  keep(tx: Tx, auth: MemberAuth, id: string): Promise<void>;
  /** Removes the item for every reader, kept with who removed it and when. */
  remove(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void>;
};

export type Paging = { page: number; pageSize: number };
export type FlagRow = { itemId: string; memberId: string; reason: string | null; createdAt: Date };
export type Group = { id: string; n: number; last: Date };

/** Text without markup, one space between blocks, cut to what a queue shows. */
export function excerptOf(html: string): { excerpt: string; truncated: boolean } {
  const text = readableText(html.replace(/<\/(p|div|li|blockquote|h\d)>|<br\s*\/?>/gi, ' $&'))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= moderationExcerptLength) return { excerpt: text, truncated: false };
  return { excerpt: `${text.slice(0, moderationExcerptLength - 1).trimEnd()}…`, truncated: true };
}

/** Flags of these items, newest first, with the people who set them. */
export function flagsOf(rows: FlagRow[], members: Map<string, MemberDisplay>): Map<string, ModerationFlag[]> {
  const byItem = new Map<string, ModerationFlag[]>();
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({
      member: members.get(row.memberId) ?? null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

export const pageOf = <T>(rows: T[], { page, pageSize }: Paging) => ({
  shown: rows.slice(0, pageSize),
  next: rows.length > pageSize ? page + 1 : null,
});
