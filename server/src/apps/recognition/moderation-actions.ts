import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { awardComments, recognitionComments, recognitionFlags, recognitions } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../kernel/audit.ts';
import type { ModerationQueueSource } from '../../kernel/moderation.ts';
import { excerptOf } from '../../kernel/moderation.ts';
import {
  commentSources,
  countFlaggedComments,
  countFlaggedRecognitions,
  flaggedComments,
  flaggedRecognitions,
} from './moderation-queues.ts';

type FlagRow = { memberId: string; reason: string | null; createdAt: Date };
/** What the audit log keeps of the flags an action settled. */
const flagTrail = (flags: FlagRow[]) =>
  flags.map((f) => ({ memberId: f.memberId, reason: f.reason, createdAt: f.createdAt.toISOString() }));

async function liveRecognition(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(recognitions)
    .where(
      and(eq(recognitions.id, id), eq(recognitions.status, 'published'), isNull(recognitions.removedAt)),
    );
  if (!row) throw notFound('This recognition does not exist');
  return row;
}

/** A comment nobody removed, on a recognition or an award nobody removed; 404 otherwise. */
async function liveComment(tx: Tx, id: string) {
  for (const kind of ['recognition', 'award'] as const) {
    const { comments, threads, threadOf } = commentSources[kind];
    const [row] = await tx
      .select({ id: comments.id, memberId: comments.memberId, body: comments.body, threadId: threadOf })
      .from(comments)
      .innerJoin(threads, eq(threads.id, threadOf))
      .where(and(eq(comments.id, id), isNull(comments.removedAt), isNull(threads.removedAt)));
    if (row) return { ...row, kind };
  }
  throw notFound('This comment does not exist');
}

/** Keep: the review found nothing wrong, so every flag goes and the recognition stays. */
export async function keepRecognition(tx: Tx, auth: MemberAuth, id: string): Promise<void> {
  const row = await liveRecognition(tx, id);
  const flags = await tx
    .delete(recognitionFlags)
    .where(eq(recognitionFlags.recognitionId, row.id))
    .returning();
  await audit(tx, auth, {
    action: 'recognition.keepFlagged',
    targetType: 'recognition',
    targetId: row.id,
    before: { flags: flagTrail(flags) },
    after: { flags: [] },
  });
}

/**
 * Remove: hidden from every reader (timeline, its page, TV, lists) but kept, with who removed it
 * and when; its flags stay as the reason it went. Points it moved stay: the ledger is never rewritten.
 */
export async function removeRecognition(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void> {
  const row = await liveRecognition(tx, id);
  await tx
    .update(recognitions)
    .set({ removedAt: now, removedById: auth.memberId })
    .where(eq(recognitions.id, row.id));
  const flags = await tx.select().from(recognitionFlags).where(eq(recognitionFlags.recognitionId, row.id));
  await audit(tx, auth, {
    action: 'recognition.remove',
    targetType: 'recognition',
    targetId: row.id,
    before: { senderId: row.senderId, excerpt: excerptOf(row.message).excerpt, flags: flagTrail(flags) },
    after: { removedAt: now.toISOString(), removedById: auth.memberId },
  });
}

/** Keep, for a comment on a recognition or on an award: its flags go and it stays. */
export async function keepComment(tx: Tx, auth: MemberAuth, id: string): Promise<void> {
  const row = await liveComment(tx, id);
  const { flags: flagTable } = commentSources[row.kind];
  const flags = await tx.delete(flagTable).where(eq(flagTable.commentId, row.id)).returning();
  await audit(tx, auth, {
    action: 'comment.keepFlagged',
    targetType: 'comment',
    targetId: row.id,
    before: { flags: flagTrail(flags) },
    after: { flags: [] },
  });
}

/** Remove, for a comment on a recognition or on an award: hidden from every reader, kept for audit. */
export async function removeComment(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void> {
  const row = await liveComment(tx, id);
  if (row.kind === 'recognition') {
    await tx
      .update(recognitionComments)
      .set({ removedAt: now, removedById: auth.memberId })
      .where(eq(recognitionComments.id, row.id));
  } else {
    // award_comments has no removed_by_id column: the audit row below says who removed it.
    await tx.update(awardComments).set({ removedAt: now }).where(eq(awardComments.id, row.id));
  }
  const { flags: flagTable } = commentSources[row.kind];
  const flags = await tx.select().from(flagTable).where(eq(flagTable.commentId, row.id));
  await audit(tx, auth, {
    action: 'comment.remove',
    targetType: 'comment',
    targetId: row.id,
    before: {
      memberId: row.memberId,
      ...(row.kind === 'recognition' ? { recognitionId: row.threadId } : { awardId: row.threadId }),
      excerpt: excerptOf(row.body).excerpt,
      flags: flagTrail(flags),
    },
    after: { removedAt: now.toISOString(), removedById: auth.memberId },
  });
}

/** The recognition area's queues: recognitions, and the comments of recognitions and awards. */
export const recognitionModerationQueues: ModerationQueueSource[] = [
  {
    queue: 'recognition',
    app: 'recognitionApp',
    list: flaggedRecognitions,
    count: countFlaggedRecognitions,
    keep: keepRecognition,
    remove: removeRecognition,
  },
  {
    queue: 'comments',
    app: 'commentApp',
    list: flaggedComments,
    count: countFlaggedComments,
    keep: keepComment,
    remove: removeComment,
  },
];
