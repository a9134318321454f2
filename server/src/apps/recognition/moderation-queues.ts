import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FlaggedItem, FlaggedPage } from '#shared/contract/moderation';
import type { Tx } from '../../db/client.ts';
import {
  awardCommentFlags,
  awardComments,
  awards,
  recognitionCommentFlags,
  recognitionComments,
  recognitionFlags,
  recognitions,
} from '../../db/schema.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import {
  excerptOf,
  type FlagRow,
  flagsOf,
  type Group,
  type Paging,
  pageOf,
} from '../../kernel/moderation.ts';

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

/**
 * The comments queue holds comments on recognitions and comments on awards: the same tables
 * (comments, their flags, the thread they belong to) in two places. One query serves both, taking
 * the kind's tables; "Open" leads to the thread's page.
 */
export const commentSources = {
  recognition: {
    comments: recognitionComments,
    flags: recognitionCommentFlags,
    threads: recognitions,
    threadOf: recognitionComments.recognitionId,
    postPath: (threadId: string) => `/recognitions/${threadId}`,
  },
  award: {
    comments: awardComments,
    flags: awardCommentFlags,
    threads: awards,
    threadOf: awardComments.awardId,
    postPath: (threadId: string) => `/award/${threadId}`,
  },
} as const;
export type CommentKind = keyof typeof commentSources;
const commentKinds = Object.keys(commentSources) as CommentKind[];

/** Flag groups of one kind's comments: a comment counts while neither it nor its thread was removed. */
function commentFlagGroups(tx: Tx, kind: CommentKind) {
  const { comments, flags, threads, threadOf } = commentSources[kind];
  return tx
    .select({
      kind: sql<CommentKind>`${kind}::text`.as('kind'),
      id: sql<string>`${flags.commentId}`.as('comment_id'),
      n: sql<number>`count(*)::int`.as('flag_count'),
      last: sql<Date>`max(${flags.createdAt})`.mapWith(flags.createdAt).as('last_flagged_at'),
    })
    .from(flags)
    .innerJoin(comments, and(eq(comments.id, flags.commentId), isNull(comments.removedAt)))
    .innerJoin(threads, and(eq(threads.id, threadOf), isNull(threads.removedAt)))
    .groupBy(flags.commentId);
}

/** Every flagged comment waiting for a decision, of both kinds, one row each. */
const waitingComments = (tx: Tx) =>
  commentFlagGroups(tx, 'recognition').unionAll(commentFlagGroups(tx, 'award'));

/** One kind's comments among `ids`, with their flags newest first. */
async function commentDetails(tx: Tx, kind: CommentKind, ids: string[]) {
  if (ids.length === 0) return { rows: [], flags: [] };
  const { comments, flags, threadOf } = commentSources[kind];
  const rows = await tx
    .select({
      id: comments.id,
      memberId: comments.memberId,
      body: comments.body,
      gifs: comments.gifs,
      createdAt: comments.createdAt,
      threadId: threadOf,
    })
    .from(comments)
    .where(inArray(comments.id, ids));
  const flagRows: FlagRow[] = await tx
    .select({
      itemId: flags.commentId,
      memberId: flags.memberId,
      reason: flags.reason,
      createdAt: flags.createdAt,
    })
    .from(flags)
    .where(inArray(flags.commentId, ids))
    .orderBy(desc(flags.createdAt));
  return { rows: rows.map((row) => ({ ...row, kind })), flags: flagRows };
}

/**
 * Flagged comments nobody removed, on recognitions and on awards in one list: most flagged first,
 * then most recently flagged.
 */
export async function flaggedComments(tx: Tx, paging: Paging): Promise<FlaggedPage> {
  const groups: (Group & { kind: CommentKind })[] = await waitingComments(tx)
    .orderBy(sql`flag_count desc`, sql`last_flagged_at desc`, sql`comment_id`)
    .limit(paging.pageSize + 1)
    .offset((paging.page - 1) * paging.pageSize);
  const { shown, next } = pageOf(groups, paging);
  if (shown.length === 0) return { results: [], next: null };
  const details = await Promise.all(
    commentKinds.map((kind) =>
      commentDetails(
        tx,
        kind,
        shown.filter((g) => g.kind === kind).map((g) => g.id),
      ),
    ),
  );
  const rows = details.flatMap((d) => d.rows);
  const flags = details.flatMap((d) => d.flags);
  const members = await memberDisplays(tx, [...rows.map((r) => r.memberId), ...flags.map((f) => f.memberId)]);
  const flagsByItem = flagsOf(flags, members);
  const results = shown.flatMap((group): FlaggedItem[] => {
    const row = rows.find((r) => r.id === group.id && r.kind === group.kind);
    if (!row) return [];
    return [
      {
        id: row.id,
        queue: 'comments',
        ...excerptOf(row.body),
        hasMedia: row.gifs.length > 0,
        author: members.get(row.memberId) ?? null,
        createdAt: row.createdAt.toISOString(),
        recognitionId: row.kind === 'recognition' ? row.threadId : null,
        postPath: commentSources[row.kind].postPath(row.threadId),
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

/** How many comments wait in the queue, of both kinds. */
export async function countFlaggedComments(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(waitingComments(tx).as('waiting'));
  return row?.n ?? 0;
}
