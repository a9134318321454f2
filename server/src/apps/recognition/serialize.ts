import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type qualityEmbed,
  type Recognition,
  type RecognitionEmbed,
  recognitionEmbeds,
} from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  media,
  recognitionCommentReactions,
  recognitionComments,
  recognitionQualities,
  recognitionValues,
} from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { sendToDisplay, teamDisplays } from '../../kernel/recipients.ts';
import type { RecognitionRow } from './publish.ts';
import type { Viewer } from './queries.ts';

const commentsShown = 3;

type CommentRow = typeof recognitionComments.$inferSelect;
type QualityEmbed = z.infer<typeof qualityEmbed>;

export function attachmentType(kind: string): 'image' | 'gif' | 'document' {
  return kind === 'gif' ? 'gif' : kind === 'image' ? 'image' : 'document';
}

/** A uuid[] literal for ids read from the database (never from a request as they are). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

type Stats = {
  id: string;
  endorsement_count?: number;
  endorsement_total?: number;
  own_endorsement?: number | null;
  reaction_counts?: Record<string, number> | string;
  own_reaction?: string | null;
  recipient_count?: number;
  own_share?: number | null;
  comment_count?: number;
  flag_count?: number;
};

/**
 * The per-recognition counts a page embeds, in one statement: each wanted figure is a subquery
 * on its table's recognition index, so the page costs one round trip however many are asked.
 */
async function statsOf(
  tx: Tx,
  ids: string[],
  memberId: string,
  want: Set<RecognitionEmbed>,
  flagCounts: boolean,
): Promise<Map<string, Stats>> {
  const columns: SQL[] = [];
  if (want.has('endorsementStats')) {
    columns.push(
      sql`(select count(*)::int from recognition_endorsements e where e.recognition_id = r.id) as endorsement_count`,
      sql`(select coalesce(sum(e.amount), 0)::int from recognition_endorsements e where e.recognition_id = r.id) as endorsement_total`,
      sql`(select e.amount from recognition_endorsements e where e.recognition_id = r.id and e.member_id = ${memberId}) as own_endorsement`,
    );
  }
  if (want.has('reactionCounts')) {
    columns.push(
      sql`(select coalesce(json_object_agg(x.reaction, x.n), '{}'::json) from (select reaction, count(*)::int as n from recognition_reactions x where x.recognition_id = r.id group by reaction) x) as reaction_counts`,
    );
  }
  if (want.has('ownReaction')) {
    columns.push(
      sql`(select x.reaction from recognition_reactions x where x.recognition_id = r.id and x.member_id = ${memberId}) as own_reaction`,
    );
  }
  if (want.has('recipientCount')) {
    columns.push(
      sql`(select count(*)::int from recognition_recipients rr where rr.recognition_id = r.id) as recipient_count`,
    );
  }
  if (want.has('ownRecipient')) {
    columns.push(
      sql`(select rr.amount from recognition_recipients rr where rr.recognition_id = r.id and rr.member_id = ${memberId}) as own_share`,
    );
  }
  if (want.has('comments')) {
    columns.push(
      sql`(select count(*)::int from recognition_comments c where c.recognition_id = r.id and c.removed_at is null) as comment_count`,
    );
  }
  if (flagCounts) {
    columns.push(
      sql`(select count(*)::int from recognition_flags f where f.recognition_id = r.id) as flag_count`,
    );
  }
  if (columns.length === 0) return new Map();
  const rows = rowsOf<Stats>(
    await tx.execute(
      sql`select r.id, ${sql.join(columns, sql`, `)} from unnest(${uuidArray(ids)}::uuid[]) as r(id)`,
    ),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The counts of a recognition created in this transaction: only its recipients are known. */
function createdStats(shares: Map<string, number>, memberId: string): Stats {
  return {
    id: '',
    endorsement_count: 0,
    endorsement_total: 0,
    own_endorsement: null,
    reaction_counts: {},
    own_reaction: null,
    recipient_count: shares.size,
    own_share: shares.get(memberId) ?? null,
    comment_count: 0,
    flag_count: 0,
  };
}

/** The qualities a page names, each with its value's name and color, in one query. */
async function qualityEmbeds(tx: Tx, ids: string[]): Promise<Map<string, QualityEmbed>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({
      id: recognitionQualities.id,
      name: recognitionQualities.name,
      valueId: recognitionQualities.valueId,
      valueName: recognitionValues.name,
      color: recognitionValues.color,
    })
    .from(recognitionQualities)
    .innerJoin(recognitionValues, eq(recognitionValues.id, recognitionQualities.valueId))
    .where(inArray(recognitionQualities.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Serializes recognitions with the embeds asked for. Each embed is one query over the whole
 * page (never one per recognition), and the counts share one statement, so a page costs the
 * same few round trips at any size. The queries run one after another: they share the
 * transaction's one connection.
 */
export async function toRecognitions(
  tx: Tx,
  rows: RecognitionRow[],
  viewer: Viewer,
  embeds: readonly RecognitionEmbed[] = recognitionEmbeds,
  extra: {
    flagCounts?: boolean;
    /**
     * The page is one recognition this transaction has just created, with these recipient rows
     * (member id to points). Nobody can have endorsed, reacted to, commented on or flagged it
     * yet, so those counts are zero without asking.
     */
    created?: { shares: Map<string, number> };
  } = {},
): Promise<Recognition[]> {
  if (rows.length === 0) return [];
  const want = new Set(embeds);
  const ids = rows.map((row) => row.id);
  const created = rows.length === 1 ? extra.created : undefined;

  const stats = created
    ? new Map<string, Stats>([[ids[0] as string, createdStats(created.shares, viewer.memberId)]])
    : await statsOf(tx, ids, viewer.memberId, want, extra.flagCounts === true);
  const latestComments =
    want.has('comments') && !created
      ? rowsOf<Record<string, unknown>>(
          await tx.execute(
            sql`select * from (select c.*, row_number() over (partition by c.recognition_id order by c.created_at desc, c.id desc) as rn from recognition_comments c where c.recognition_id = any(${uuidArray(ids)}::uuid[]) and c.removed_at is null) ranked where rn <= ${commentsShown} order by created_at asc, id asc`,
          ),
        ).map(commentFromRaw)
      : [];
  // Senders, member recipients and commenters in one query.
  const members = await memberDisplays(tx, [
    ...rows.flatMap((row) => [
      row.senderId,
      ...row.sendTo.filter((item) => item.type === 'tenantMember').map((item) => item.id),
    ]),
    ...latestComments.map((c) => c.memberId),
  ]);
  const teams = await teamDisplays(
    tx,
    rows.flatMap((row) => row.sendTo.filter((item) => item.type === 'team').map((item) => item.id)),
  );
  const qualities = want.has('qualities')
    ? await qualityEmbeds(
        tx,
        rows.flatMap((row) => row.qualityIds),
      )
    : new Map<string, QualityEmbed>();
  const attachments =
    want.has('attachmentUrls') && rows.some((row) => row.attachmentIds.length > 0)
      ? await tx
          .select()
          .from(media)
          .where(inArray(media.id, [...new Set(rows.flatMap((row) => row.attachmentIds))]))
      : [];
  const latestReactions = await commentReactions(
    tx,
    latestComments.map((c) => c.id),
    viewer.memberId,
  );

  const mediaById = new Map(attachments.map((row) => [row.id, row]));
  const commenters = members;

  return rows.map((row) => {
    const stat = stats.get(row.id);
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
      sendTo: row.sendTo.map((item) => sendToDisplay(item, members, teams)),
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
      result.endorsementStats = {
        count: stat?.endorsement_count ?? 0,
        total: stat?.endorsement_total ?? 0,
        ownAmount: stat?.own_endorsement ?? null,
      };
    }
    if (want.has('reactionCounts')) {
      const counts = stat?.reaction_counts ?? {};
      // PGlite hands json back as text.
      result.reactionCounts = typeof counts === 'string' ? JSON.parse(counts) : counts;
    }
    if (want.has('ownReaction')) result.ownReaction = stat?.own_reaction ?? null;
    if (want.has('recipientCount')) result.recipientCount = stat?.recipient_count ?? 0;
    if (want.has('ownRecipient')) {
      const share = stat?.own_share;
      result.ownRecipient = share === undefined || share === null ? null : { amount: share };
    }
    if (want.has('comments')) {
      result.comments = {
        count: stat?.comment_count ?? 0,
        results: latestComments
          .filter((c) => c.recognitionId === row.id)
          .map((c) => toComment(c, commenters.get(c.memberId) ?? null, latestReactions)),
      };
    }
    if (extra.flagCounts) result.flagCount = stat?.flag_count ?? 0;
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
    removedAt: null,
    removedById: null,
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
    .where(and(eq(recognitionComments.recognitionId, recognitionId), isNull(recognitionComments.removedAt)))
    .orderBy(desc(recognitionComments.createdAt), desc(recognitionComments.id))
    .limit(limit)
    .offset(offset);
}
