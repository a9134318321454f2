import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  recognitionCommentFlags,
  recognitionComments,
  recognitionFlags,
  recognitions,
} from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../auditing/audit.ts';
import { excerptOf } from './moderation-queues.ts';

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

async function liveComment(tx: Tx, id: string) {
  const [row] = await tx
    .select({ comment: recognitionComments })
    .from(recognitionComments)
    .innerJoin(recognitions, eq(recognitions.id, recognitionComments.recognitionId))
    .where(
      and(
        eq(recognitionComments.id, id),
        isNull(recognitionComments.removedAt),
        isNull(recognitions.removedAt),
      ),
    );
  if (!row) throw notFound('This comment does not exist');
  return row.comment;
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

export async function keepComment(tx: Tx, auth: MemberAuth, id: string): Promise<void> {
  const row = await liveComment(tx, id);
  const flags = await tx
    .delete(recognitionCommentFlags)
    .where(eq(recognitionCommentFlags.commentId, row.id))
    .returning();
  await audit(tx, auth, {
    action: 'comment.keepFlagged',
    targetType: 'comment',
    targetId: row.id,
    before: { flags: flagTrail(flags) },
    after: { flags: [] },
  });
}

export async function removeComment(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void> {
  const row = await liveComment(tx, id);
  await tx
    .update(recognitionComments)
    .set({ removedAt: now, removedById: auth.memberId })
    .where(eq(recognitionComments.id, row.id));
  const flags = await tx
    .select()
    .from(recognitionCommentFlags)
    .where(eq(recognitionCommentFlags.commentId, row.id));
  await audit(tx, auth, {
    action: 'comment.remove',
    targetType: 'comment',
    targetId: row.id,
    before: {
      memberId: row.memberId,
      recognitionId: row.recognitionId,
      excerpt: excerptOf(row.body).excerpt,
      flags: flagTrail(flags),
    },
    after: { removedAt: now.toISOString(), removedById: auth.memberId },
  });
}
