import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type FlaggedItem,
  type FlaggedPage,
  type ModerationFlag,
  moderationExcerptLength,
} from '#shared/contract/moderation';
import type { MemberDisplay } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import {
  recognitionCommentFlags,
  recognitionComments,
  recognitionFlags,
  recognitions,
} from '../../db/schema.ts';
import { memberDisplays } from '../identity/members/member-displays.ts';
import { readableText } from './sanitize.ts';

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

/** Flagged recognitions nobody removed, most flagged first, then most recently flagged. */
export async function flaggedRecognitions(tx: Tx, paging: Paging): Promise<FlaggedPage> {
  const groups: Group[] = await tx
    .select({
      id: recognitionFlags.recognitionId,
      n: sql<number>`count(*)::int`,
      last: sql<Date>`max(${recognitionFlags.createdAt})`.mapWith(recognitionFlags.createdAt),
    })
    .from(recognitionFlags)
    .innerJoin(
      recognitions,
      and(eq(recognitions.id, recognitionFlags.recognitionId), isNull(recognitions.removedAt)),
    )
    .groupBy(recognitionFlags.recognitionId)
    .orderBy(sql`count(*) desc`, sql`max(${recognitionFlags.createdAt}) desc`, recognitionFlags.recognitionId)
    .limit(paging.pageSize + 1)
    .offset((paging.page - 1) * paging.pageSize);
  const { shown, next } = pageOf(groups, paging);
  if (shown.length === 0) return { results: [], next: null };
  const ids = shown.map((g) => g.id);
  const rows = await tx.select().from(recognitions).where(inArray(recognitions.id, ids));
  const flags = await tx
    .select({
      itemId: recognitionFlags.recognitionId,
      memberId: recognitionFlags.memberId,
      reason: recognitionFlags.reason,
      createdAt: recognitionFlags.createdAt,
    })
    .from(recognitionFlags)
    .where(inArray(recognitionFlags.recognitionId, ids))
    .orderBy(desc(recognitionFlags.createdAt));
  const members = await memberDisplays(tx, [...rows.map((r) => r.senderId), ...flags.map((f) => f.memberId)]);
  const flagsByItem = flagsOf(flags, members);
  const results = shown.flatMap((group): FlaggedItem[] => {
    const row = rows.find((r) => r.id === group.id);
    if (!row) return [];
    return [
      {
        id: row.id,
        queue: 'recognition',
        ...excerptOf(row.message),
        hasMedia: row.attachmentIds.length > 0 || row.gif !== null,
        author: members.get(row.senderId) ?? null,
        createdAt: (row.publishedAt ?? row.createdAt).toISOString(),
        recognitionId: row.id,
        postPath: `/recognitions/${row.id}`,
        flagCount: group.n,
        lastFlaggedAt: group.last.toISOString(),
        flags: flagsByItem.get(row.id) ?? [],
      },
    ];
  });
  return { results, next };
}

/** A comment counts while neither it nor its recognition was removed. */
const liveComment = and(
  eq(recognitionComments.id, recognitionCommentFlags.commentId),
  isNull(recognitionComments.removedAt),
);
const liveRecognitionOfComment = and(
  eq(recognitions.id, recognitionComments.recognitionId),
  isNull(recognitions.removedAt),
);

/** Flagged comments nobody removed, most flagged first, then most recently flagged. */
export async function flaggedComments(tx: Tx, paging: Paging): Promise<FlaggedPage> {
  const groups: Group[] = await tx
    .select({
      id: recognitionCommentFlags.commentId,
      n: sql<number>`count(*)::int`,
      last: sql<Date>`max(${recognitionCommentFlags.createdAt})`.mapWith(recognitionCommentFlags.createdAt),
    })
    .from(recognitionCommentFlags)
    .innerJoin(recognitionComments, liveComment)
    .innerJoin(recognitions, liveRecognitionOfComment)
    .groupBy(recognitionCommentFlags.commentId)
    .orderBy(
      sql`count(*) desc`,
      sql`max(${recognitionCommentFlags.createdAt}) desc`,
      recognitionCommentFlags.commentId,
    )
    .limit(paging.pageSize + 1)
    .offset((paging.page - 1) * paging.pageSize);
  const { shown, next } = pageOf(groups, paging);
  if (shown.length === 0) return { results: [], next: null };
  const ids = shown.map((g) => g.id);
  const rows = await tx.select().from(recognitionComments).where(inArray(recognitionComments.id, ids));
  const flags = await tx
    .select({
      itemId: recognitionCommentFlags.commentId,
      memberId: recognitionCommentFlags.memberId,
      reason: recognitionCommentFlags.reason,
      createdAt: recognitionCommentFlags.createdAt,
    })
    .from(recognitionCommentFlags)
    .where(inArray(recognitionCommentFlags.commentId, ids))
    .orderBy(desc(recognitionCommentFlags.createdAt));
  const members = await memberDisplays(tx, [...rows.map((r) => r.memberId), ...flags.map((f) => f.memberId)]);
  const flagsByItem = flagsOf(flags, members);
  const results = shown.flatMap((group): FlaggedItem[] => {
    const row = rows.find((r) => r.id === group.id);
    if (!row) return [];
    return [
      {
        id: row.id,
        queue: 'comments',
        ...excerptOf(row.body),
        hasMedia: row.gifs.length > 0,
        author: members.get(row.memberId) ?? null,
        createdAt: row.createdAt.toISOString(),
        recognitionId: row.recognitionId,
        postPath: `/recognitions/${row.recognitionId}`,
        flagCount: group.n,
        lastFlaggedAt: group.last.toISOString(),
        flags: flagsByItem.get(row.id) ?? [],
      },
    ];
  });
  return { results, next };
}

/** How many recognitions wait in the queue. */
export async function countFlaggedRecognitions(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${recognitionFlags.recognitionId})::int` })
    .from(recognitionFlags)
    .innerJoin(
      recognitions,
      and(eq(recognitions.id, recognitionFlags.recognitionId), isNull(recognitions.removedAt)),
    );
  return row?.n ?? 0;
}

/** How many comments wait in the queue. */
export async function countFlaggedComments(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${recognitionCommentFlags.commentId})::int` })
    .from(recognitionCommentFlags)
    .innerJoin(recognitionComments, liveComment)
    .innerJoin(recognitions, liveRecognitionOfComment);
  return row?.n ?? 0;
}
