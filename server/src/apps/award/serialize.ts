import { inArray, sql } from 'drizzle-orm';
import { type Award, type AwardEmbed, awardEmbeds } from '#shared/contract/award';
import type { MemberDisplay } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { awardCommentReactions, awardComments, awardTypes } from '../../db/schema.ts';
import { loadMediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { sendToDisplay, teamDisplays } from '../../kernel/recipients.ts';
import type { AwardViewer } from './access.ts';
import type { AwardRow } from './send.ts';

export type AwardCommentRow = typeof awardComments.$inferSelect;
type Reactions = Map<string, { counts: Record<string, number>; own: string | null }>;
const commentsShown = 3;

/** Reaction counts and the viewer's own reaction for several award comments. */
export async function awardCommentReactionsOf(tx: Tx, ids: string[], memberId: string): Promise<Reactions> {
  const result: Reactions = new Map(ids.map((id) => [id, { counts: {}, own: null }]));
  if (ids.length === 0) return result;
  const rows = await tx
    .select()
    .from(awardCommentReactions)
    .where(inArray(awardCommentReactions.commentId, ids));
  for (const row of rows) {
    const entry = result.get(row.commentId);
    if (!entry) continue;
    entry.counts[row.reaction] = (entry.counts[row.reaction] ?? 0) + 1;
    if (row.memberId === memberId) entry.own = row.reaction;
  }
  return result;
}

export function toAwardComment(
  c: AwardCommentRow,
  member: MemberDisplay | null,
  reactions: Reactions = new Map(),
) {
  return {
    id: c.id,
    body: c.body,
    tenantMemberId: c.memberId,
    threadId: c.awardId,
    threadType: 'award' as const,
    gifs: c.gifs.map((g) => ({ url: g.url, title: g.title ?? null })),
    createdAt: c.createdAt.toISOString(),
    member,
    reactionCounts: reactions.get(c.id)?.counts ?? {},
    ownReaction: reactions.get(c.id)?.own ?? null,
  };
}

type Stats = {
  endorsements: number;
  endorsed: number;
  own_endorsement: number | null;
  comment_count: number;
  own_reaction: string | null;
  recipient_count: number;
  own_amount: number | null;
  flag_count: number;
  reactions: Record<string, number> | null;
};

async function statsOf(tx: Tx, ids: string[], memberId: string): Promise<Map<string, Stats>> {
  const rows = rowsOf<Stats & { id: string }>(
    await tx.execute(sql`
      select a.id,
        (select count(*)::int from award_endorsements e where e.award_id = a.id) as endorsements,
        (select coalesce(sum(e.amount), 0)::int from award_endorsements e where e.award_id = a.id) as endorsed,
        (select e.amount from award_endorsements e where e.award_id = a.id and e.member_id = ${memberId}::uuid) as own_endorsement,
        (select count(*)::int from award_comments c where c.award_id = a.id and c.removed_at is null) as comment_count,
        (select r.reaction from award_reactions r where r.award_id = a.id and r.member_id = ${memberId}::uuid) as own_reaction,
        (select count(*)::int from award_recipients r where r.award_id = a.id) as recipient_count,
        (select r.amount from award_recipients r where r.award_id = a.id and r.member_id = ${memberId}::uuid) as own_amount,
        (select count(*)::int from award_flags f where f.award_id = a.id) as flag_count,
        (select jsonb_object_agg(reaction, n) from (select reaction, count(*)::int as n from award_reactions r where r.award_id = a.id group by reaction) x) as reactions
      from awards a where a.id in ${ids}`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Awards as the API answers them; `embed` picks the optional parts (all by default). */
export async function toAwards(
  tx: Tx,
  rows: AwardRow[],
  viewer: AwardViewer,
  embeds: readonly AwardEmbed[] = awardEmbeds,
  extra: { flagCounts?: boolean } = {},
): Promise<Award[]> {
  if (rows.length === 0) return [];
  const want = new Set(embeds);
  const ids = rows.map((row) => row.id);
  const typeRows = await tx
    .select()
    .from(awardTypes)
    .where(inArray(awardTypes.id, [...new Set(rows.map((row) => row.awardTypeId))]));
  const types = new Map(typeRows.map((row) => [row.id, row]));
  const stats = await statsOf(tx, ids, viewer.memberId);
  const recipientRows = want.has('recipients')
    ? rowsOf<{ award_id: string; member_id: string; amount: number }>(
        await tx.execute(
          sql`select award_id, member_id, amount from award_recipients where award_id in ${ids} order by member_id`,
        ),
      )
    : [];
  const latest = want.has('comments')
    ? rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from (select c.id, row_number() over (partition by c.award_id order by c.created_at desc, c.id desc) as rn from award_comments c where c.award_id in ${ids} and c.removed_at is null) ranked where rn <= ${commentsShown}`,
        ),
      ).map((row) => row.id)
    : [];
  const comments = latest.length
    ? (await tx.select().from(awardComments).where(inArray(awardComments.id, latest))).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
      )
    : [];
  const reactions = await awardCommentReactionsOf(
    tx,
    comments.map((c) => c.id),
    viewer.memberId,
  );
  const members = await memberDisplays(tx, [
    ...rows.flatMap((row) => [
      row.senderId,
      ...row.sendTo.filter((item) => item.type === 'tenantMember').map((item) => item.id),
    ]),
    ...recipientRows.map((r) => r.member_id),
    ...comments.map((c) => c.memberId),
  ]);
  const teams = await teamDisplays(
    tx,
    rows.flatMap((row) => row.sendTo.filter((item) => item.type === 'team').map((item) => item.id)),
  );
  const badges = await loadMediaUrls(
    tx,
    rows.map((row) => row.mediaObjectId),
  );

  return rows.map((row) => {
    const type = types.get(row.awardTypeId);
    const s = stats.get(row.id);
    const result: Award = {
      id: row.id,
      awardTypeId: row.awardTypeId,
      awardType: {
        id: row.awardTypeId,
        name: type?.name ?? row.name,
        description: type?.description ?? '',
        nomination: type?.nomination ?? false,
        pinForDays: (type?.pinForDays ?? null) as Award['awardType']['pinForDays'],
      },
      name: row.name,
      badgeUrls: row.mediaObjectId ? (badges.get(row.mediaObjectId) ?? null) : null,
      sender: row.senderId ? (members.get(row.senderId) ?? null) : null,
      sendTo: row.sendTo.map((item) => sendToDisplay(item, members, teams)),
      message: row.message,
      amount: row.amount,
      nominationRound: row.nominationRound,
      pinnedUntil: row.pinnedUntil?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      permissions: row.senderId === viewer.memberId || viewer.canModerate ? ['edit'] : [],
    };
    if (want.has('recipients')) {
      result.recipients = recipientRows
        .filter((r) => r.award_id === row.id)
        .flatMap((r) => {
          const member = members.get(r.member_id);
          return member ? [{ ...member, amount: Number(r.amount) }] : [];
        });
    }
    if (want.has('endorsementStats')) {
      result.endorsementStats = {
        count: Number(s?.endorsements ?? 0),
        total: Number(s?.endorsed ?? 0),
        ownAmount: s?.own_endorsement ?? null,
      };
    }
    if (want.has('reactionCounts')) result.reactionCounts = s?.reactions ?? {};
    if (want.has('ownReaction')) result.ownReaction = s?.own_reaction ?? null;
    if (want.has('comments')) {
      result.comments = {
        count: Number(s?.comment_count ?? 0),
        results: comments
          .filter((c) => c.awardId === row.id)
          .map((c) => toAwardComment(c, members.get(c.memberId) ?? null, reactions)),
      };
    }
    if (want.has('recipientCount')) result.recipientCount = Number(s?.recipient_count ?? 0);
    if (want.has('ownRecipient')) {
      result.ownRecipient =
        s?.own_amount === null || s?.own_amount === undefined ? null : { amount: Number(s.own_amount) };
    }
    if (extra.flagCounts) result.flagCount = Number(s?.flag_count ?? 0);
    return result;
  });
}
