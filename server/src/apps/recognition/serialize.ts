import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Recognition, type RecognitionEmbed, recognitionEmbeds } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  media,
  recognitionCommentReactions,
  recognitionComments,
  recognitionEndorsements,
  recognitionFlags,
  recognitionReactions,
  recognitionRecipients,
} from '../../db/schema.ts';
import { mediaUrls } from '../media/urls.ts';
import { memberDisplays } from './members.ts';
import type { RecognitionRow } from './publish.ts';
import type { Viewer } from './queries.ts';
import { teamDisplays } from './recipients.ts';
import { listValues } from './values-routes.ts';

const commentsShown = 3;

type CommentRow = typeof recognitionComments.$inferSelect;

export function attachmentType(kind: string): 'image' | 'gif' | 'document' {
  return kind === 'gif' ? 'gif' : kind === 'image' ? 'image' : 'document';
}

function countBy<K>(rows: { key: K; n: number }[]): Map<K, number> {
  return new Map(rows.map((row) => [row.key, row.n]));
}

/**
 * Serialises recognitions with the embeds asked for. Each embed is one query over the whole
 * page (never one per recognition), so a page costs the same few round trips at any size.
 */
export async function toRecognitions(
  tx: Tx,
  rows: RecognitionRow[],
  viewer: Viewer,
  embeds: readonly RecognitionEmbed[] = recognitionEmbeds,
  extra: { flagCounts?: boolean } = {},
): Promise<Recognition[]> {
  if (rows.length === 0) return [];
  const want = new Set(embeds);
  const ids = rows.map((row) => row.id);
  const memberIds = rows.flatMap((row) => [
    row.senderId,
    ...row.sendTo.filter((item) => item.type === 'tenantMember').map((item) => item.id),
  ]);

  const [members, teams, values, attachments, endorsements, ownEndorsements, reactions, ownReactions] =
    await Promise.all([
      memberDisplays(tx, memberIds),
      teamDisplays(
        tx,
        rows.flatMap((row) => row.sendTo.filter((item) => item.type === 'team').map((item) => item.id)),
      ),
      want.has('qualities') ? listValues(tx) : Promise.resolve([]),
      want.has('attachmentUrls') && rows.some((row) => row.attachmentIds.length > 0)
        ? tx
            .select()
            .from(media)
            .where(inArray(media.id, [...new Set(rows.flatMap((row) => row.attachmentIds))]))
        : Promise.resolve([]),
      want.has('endorsementStats')
        ? tx
            .select({
              key: recognitionEndorsements.recognitionId,
              n: sql<number>`count(*)::int`,
              total: sql<number>`coalesce(sum(${recognitionEndorsements.amount}), 0)::int`,
            })
            .from(recognitionEndorsements)
            .where(inArray(recognitionEndorsements.recognitionId, ids))
            .groupBy(recognitionEndorsements.recognitionId)
        : Promise.resolve([]),
      want.has('endorsementStats')
        ? tx
            .select({ key: recognitionEndorsements.recognitionId, n: recognitionEndorsements.amount })
            .from(recognitionEndorsements)
            .where(
              and(
                inArray(recognitionEndorsements.recognitionId, ids),
                eq(recognitionEndorsements.memberId, viewer.memberId),
              ),
            )
        : Promise.resolve([]),
      want.has('reactionCounts')
        ? tx
            .select({
              id: recognitionReactions.recognitionId,
              reaction: recognitionReactions.reaction,
              n: sql<number>`count(*)::int`,
            })
            .from(recognitionReactions)
            .where(inArray(recognitionReactions.recognitionId, ids))
            .groupBy(recognitionReactions.recognitionId, recognitionReactions.reaction)
        : Promise.resolve([]),
      want.has('ownReaction')
        ? tx
            .select({ key: recognitionReactions.recognitionId, reaction: recognitionReactions.reaction })
            .from(recognitionReactions)
            .where(
              and(
                inArray(recognitionReactions.recognitionId, ids),
                eq(recognitionReactions.memberId, viewer.memberId),
              ),
            )
        : Promise.resolve([]),
    ]);

  const [recipientCounts, ownShares, commentCounts, latestComments, flagCounts] = await Promise.all([
    want.has('recipientCount')
      ? tx
          .select({ key: recognitionRecipients.recognitionId, n: sql<number>`count(*)::int` })
          .from(recognitionRecipients)
          .where(inArray(recognitionRecipients.recognitionId, ids))
          .groupBy(recognitionRecipients.recognitionId)
      : Promise.resolve([]),
    want.has('ownRecipient')
      ? tx
          .select({ key: recognitionRecipients.recognitionId, n: recognitionRecipients.amount })
          .from(recognitionRecipients)
          .where(
            and(
              inArray(recognitionRecipients.recognitionId, ids),
              eq(recognitionRecipients.memberId, viewer.memberId),
            ),
          )
      : Promise.resolve([]),
    want.has('comments')
      ? tx
          .select({ key: recognitionComments.recognitionId, n: sql<number>`count(*)::int` })
          .from(recognitionComments)
          .where(inArray(recognitionComments.recognitionId, ids))
          .groupBy(recognitionComments.recognitionId)
      : Promise.resolve([]),
    want.has('comments')
      ? tx
          .execute(
            sql`select * from (select c.*, row_number() over (partition by c.recognition_id order by c.created_at desc, c.id desc) as rn from recognition_comments c where c.recognition_id in ${ids}) ranked where rn <= ${commentsShown} order by created_at asc, id asc`,
          )
          .then((result) => rowsOf<Record<string, unknown>>(result).map(commentFromRaw))
      : Promise.resolve([] as CommentRow[]),
    extra.flagCounts
      ? tx
          .select({ key: recognitionFlags.recognitionId, n: sql<number>`count(*)::int` })
          .from(recognitionFlags)
          .where(inArray(recognitionFlags.recognitionId, ids))
          .groupBy(recognitionFlags.recognitionId)
      : Promise.resolve([]),
  ]);
  const commenters = await memberDisplays(
    tx,
    latestComments.map((c) => c.memberId),
  );
  const latestReactions = await commentReactions(
    tx,
    latestComments.map((c) => c.id),
    viewer.memberId,
  );

  const qualities = new Map(
    values.flatMap((value) =>
      value.qualities.map((q) => [q.id, { ...q, valueName: value.name, color: value.color }] as const),
    ),
  );
  const mediaById = new Map(attachments.map((row) => [row.id, row]));
  const endorsementsBy = new Map(endorsements.map((row) => [row.key, row]));
  const ownEndorsementBy = countBy(ownEndorsements);
  const ownReactionBy = new Map(ownReactions.map((row) => [row.key, row.reaction]));
  const recipientCountBy = countBy(recipientCounts);
  const ownShareBy = countBy(ownShares);
  const commentCountBy = countBy(commentCounts);
  const flagCountBy = countBy(flagCounts);

  return rows.map((row) => {
    const mine = row.senderId === viewer.memberId;
    const permissions: Recognition['permissions'] =
      row.status === 'draft' ? (mine ? ['edit', 'delete'] : []) : viewer.canModerate ? ['delete'] : [];
    const result: Recognition = {
      id: row.id,
      message: row.message,
      amount: row.amount,
      status: row.status,
      tenantWide: row.tenantWide,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      refinementId: row.refinementId,
      gif: row.gif ?? null,
      qualityIds: row.qualityIds,
      attachments: row.attachmentIds,
      pinnedUntil: row.pinnedUntil?.toISOString() ?? null,
      permissions,
      sendTo: row.sendTo.map((item) => {
        if (item.type === 'team') {
          const team = teams.get(item.id);
          return {
            ...item,
            displayData: {
              name: team?.name ?? '',
              avatarUrls: null,
              activeMemberCount: team?.activeMemberCount ?? 0,
            },
          };
        }
        const member = members.get(item.id);
        return {
          ...item,
          displayData: {
            name: member ? `${member.firstName} ${member.lastName}` : '',
            avatarUrls: member?.avatarUrls ?? null,
          },
        };
      }),
    };
    if (want.has('sender')) result.sender = members.get(row.senderId) ?? null;
    if (want.has('qualities')) {
      result.qualities = row.qualityIds.flatMap((id) => {
        const q = qualities.get(id);
        return q ? [q] : [];
      });
    }
    if (want.has('attachmentUrls')) {
      result.attachmentUrls = row.attachmentIds.flatMap((id) => {
        const m = mediaById.get(id);
        if (!m) return [];
        const urls = mediaUrls(m);
        return [
          {
            mediaObjectId: m.id,
            attachmentType: attachmentType(m.kind),
            url: urls.url,
            originalFilename: m.originalFilename,
            variants: urls.variants,
          },
        ];
      });
    }
    if (want.has('endorsementStats')) {
      const stats = endorsementsBy.get(row.id);
      result.endorsementStats = {
        count: stats?.n ?? 0,
        total: stats?.total ?? 0,
        ownAmount: ownEndorsementBy.get(row.id) ?? null,
      };
    }
    if (want.has('reactionCounts')) {
      result.reactionCounts = Object.fromEntries(
        reactions.filter((r) => r.id === row.id).map((r) => [r.reaction, r.n]),
      );
    }
    if (want.has('ownReaction')) result.ownReaction = ownReactionBy.get(row.id) ?? null;
    if (want.has('recipientCount')) result.recipientCount = recipientCountBy.get(row.id) ?? 0;
    if (want.has('ownRecipient')) {
      const share = ownShareBy.get(row.id);
      result.ownRecipient = share === undefined ? null : { amount: share };
    }
    if (want.has('comments')) {
      result.comments = {
        count: commentCountBy.get(row.id) ?? 0,
        results: latestComments
          .filter((c) => c.recognitionId === row.id)
          .map((c) => toComment(c, commenters.get(c.memberId) ?? null, latestReactions)),
      };
    }
    if (extra.flagCounts) result.flagCount = flagCountBy.get(row.id) ?? 0;
    return result;
  });
}

function commentFromRaw(raw: Record<string, unknown>): CommentRow {
  return {
    id: raw.id as string,
    tenantId: raw.tenant_id as string,
    recognitionId: raw.recognition_id as string,
    memberId: raw.member_id as string,
    body: raw.body as string,
    gifs: (typeof raw.gifs === 'string' ? JSON.parse(raw.gifs) : raw.gifs) as CommentRow['gifs'],
    createdAt: new Date(raw.created_at as string),
  };
}

export type CommentReactions = Map<string, { counts: Record<string, number>; own: string | null }>;

/** Reaction counts and the viewer's own reaction for several comments, in one query. */
export async function commentReactions(
  tx: Tx,
  commentIds: string[],
  memberId: string,
): Promise<CommentReactions> {
  const result: CommentReactions = new Map(commentIds.map((id) => [id, { counts: {}, own: null }]));
  if (commentIds.length === 0) return result;
  const rows = await tx
    .select({
      commentId: recognitionCommentReactions.commentId,
      memberId: recognitionCommentReactions.memberId,
      reaction: recognitionCommentReactions.reaction,
    })
    .from(recognitionCommentReactions)
    .where(inArray(recognitionCommentReactions.commentId, commentIds));
  for (const row of rows) {
    const entry = result.get(row.commentId);
    if (!entry) continue;
    entry.counts[row.reaction] = (entry.counts[row.reaction] ?? 0) + 1;
    if (row.memberId === memberId) entry.own = row.reaction;
  }
  return result;
}

export function toComment(
  c: CommentRow,
  member: NonNullable<Recognition['sender']> | null,
  reactions: CommentReactions = new Map(),
) {
  return {
    reactionCounts: reactions.get(c.id)?.counts ?? {},
    ownReaction: reactions.get(c.id)?.own ?? null,
    id: c.id,
    body: c.body,
    tenantMemberId: c.memberId,
    threadId: c.recognitionId,
    threadType: 'recognition' as const,
    gifs: c.gifs,
    createdAt: c.createdAt.toISOString(),
    member,
  };
}

export async function latestCommentsFor(tx: Tx, recognitionId: string, limit: number, offset: number) {
  return tx
    .select()
    .from(recognitionComments)
    .where(eq(recognitionComments.recognitionId, recognitionId))
    .orderBy(desc(recognitionComments.createdAt), desc(recognitionComments.id))
    .limit(limit)
    .offset(offset);
}
