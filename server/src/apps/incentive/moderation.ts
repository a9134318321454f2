import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FlaggedItem, FlaggedPage } from '#shared/contract/moderation';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { incentiveClaims, incentiveFlags, incentives } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../kernel/audit.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { ModerationQueueSource } from '../../kernel/moderation.ts';
import { excerptOf, flagsOf, type Group, type Paging, pageOf } from '../../kernel/moderation.ts';

type ItemKind = 'live' | 'claimApproved';

/**
 * One incentive timeline item as readers see it (timeline-source.ts), not removed by a moderator:
 * a published incentive once it went live, or an approved claim of an incentive not archived.
 */
export type IncentiveTimelineRow = {
  id: string;
  kind: ItemKind;
  incentiveId: string;
  /** Whose item it is: the incentive's creator, or the claimant. */
  authorId: string | null;
  at: Date;
};

/** `now`: only items that went live by then (flagging); null: every item that did once (the queue). */
const itemsSql = (now: Date | null) => sql`(
  select i.id, 'live' as kind, i.id as incentive_id, i.created_by_id as author_id,
         greatest(coalesce(i.start_at, i.published_at), i.published_at) as at
    from incentives i
   where i.status = 'published' and i.published_at is not null and i.timeline_removed_at is null
     ${now ? sql`and greatest(coalesce(i.start_at, i.published_at), i.published_at) <= ${now}` : sql``}
  union all
  select c.id, 'claimApproved' as kind, c.incentive_id, c.member_id as author_id, c.decided_at as at
    from incentive_claims c join incentives i on i.id = c.incentive_id
   where c.status = 'approved' and i.status <> 'archived' and c.timeline_removed_at is null)`;

type RawItem = {
  id: string;
  kind: ItemKind;
  incentive_id: string;
  author_id: string | null;
  at: Date | string;
};

async function timelineRows(tx: Tx, ids: string[], now: Date | null): Promise<IncentiveTimelineRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<RawItem>(await tx.execute(sql`select * from ${itemsSql(now)} t where t.id in ${ids}`));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    incentiveId: row.incentive_id,
    authorId: row.author_id,
    at: row.at instanceof Date ? row.at : new Date(row.at),
  }));
}

/** The item readers see on the timeline with this id, or a 404 (another tenant's ids too, by RLS). */
export async function findTimelineItem(tx: Tx, id: string, now: Date | null): Promise<IncentiveTimelineRow> {
  const [row] = await timelineRows(tx, [id], now);
  if (!row) throw notFound('This incentive item does not exist');
  return row;
}

/** Flags the item for moderators; flagging twice keeps one flag (as kernel/interactions/flags.ts). */
export async function flagTimelineItem(
  tx: Tx,
  by: { tenantId: string; memberId: string },
  item: IncentiveTimelineRow,
  reason: string | null | undefined,
): Promise<void> {
  await tx
    .insert(incentiveFlags)
    .values({
      tenantId: by.tenantId,
      itemId: item.id,
      kind: item.kind,
      memberId: by.memberId,
      reason: reason ?? null,
    })
    .onConflictDoNothing();
}

/** Withdraws the member's own flag. */
export async function unflagTimelineItem(
  tx: Tx,
  memberId: string,
  item: IncentiveTimelineRow,
): Promise<void> {
  await tx
    .delete(incentiveFlags)
    .where(and(eq(incentiveFlags.itemId, item.id), eq(incentiveFlags.memberId, memberId)));
}

/** Flags whose item is still on the timeline (a removed or archived one leaves the queue). */
const onTimeline = sql`${incentiveFlags.itemId} in (select t.id from ${itemsSql(null)} t)`;

/** The incentives queue of /content/flagged: flagged items still on the timeline, most flagged first. */
export async function flaggedIncentiveItems(tx: Tx, paging: Paging): Promise<FlaggedPage> {
  const groups: Group[] = await tx
    .select({
      id: incentiveFlags.itemId,
      n: sql<number>`count(*)::int`,
      last: sql<Date>`max(${incentiveFlags.createdAt})`.mapWith(incentiveFlags.createdAt),
    })
    .from(incentiveFlags)
    .where(onTimeline)
    .groupBy(incentiveFlags.itemId)
    .orderBy(sql`count(*) desc`, sql`max(${incentiveFlags.createdAt}) desc`, incentiveFlags.itemId)
    .limit(paging.pageSize + 1)
    .offset((paging.page - 1) * paging.pageSize);
  const { shown, next } = pageOf(groups, paging);
  if (shown.length === 0) return { results: [], next: null };
  const ids = shown.map((g) => g.id);
  const items = await timelineRows(tx, ids, null);
  const found = await tx
    .select()
    .from(incentives)
    .where(inArray(incentives.id, [...new Set(items.map((item) => item.incentiveId))]));
  const flags = await tx
    .select({
      itemId: incentiveFlags.itemId,
      memberId: incentiveFlags.memberId,
      reason: incentiveFlags.reason,
      createdAt: incentiveFlags.createdAt,
    })
    .from(incentiveFlags)
    .where(inArray(incentiveFlags.itemId, ids))
    .orderBy(desc(incentiveFlags.createdAt));
  const authors = items.flatMap((item) => (item.authorId ? [item.authorId] : []));
  const members = await memberDisplays(tx, [...authors, ...flags.map((f) => f.memberId)]);
  const flagsByItem = flagsOf(flags, members);
  const results = shown.flatMap((group): FlaggedItem[] => {
    const item = items.find((candidate) => candidate.id === group.id);
    const incentive = item && found.find((row) => row.id === item.incentiveId);
    if (!item || !incentive) return [];
    // A live item shows the incentive's description; an approved claim's item shows only its name.
    const { excerpt, truncated } =
      item.kind === 'live' ? excerptOf(incentive.description) : { excerpt: '', truncated: false };
    return [
      {
        id: item.id,
        queue: 'incentives',
        excerpt: excerpt ? `${incentive.name}: ${excerpt}` : incentive.name,
        truncated,
        // The badge is the incentive's picture, not media a member attached.
        hasMedia: false,
        author: item.authorId ? (members.get(item.authorId) ?? null) : null,
        createdAt: item.at.toISOString(),
        recognitionId: null,
        postPath: '/incentives',
        flagCount: group.n,
        lastFlaggedAt: group.last.toISOString(),
        flags: flagsByItem.get(item.id) ?? [],
      },
    ];
  });
  return { results, next };
}

export async function countFlaggedIncentiveItems(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${incentiveFlags.itemId})::int` })
    .from(incentiveFlags)
    .where(onTimeline);
  return row?.n ?? 0;
}

const flagTrail = (flags: { memberId: string; reason: string | null; createdAt: Date }[]) =>
  flags.map((f) => ({ memberId: f.memberId, reason: f.reason, createdAt: f.createdAt.toISOString() }));

/** Keep: the review found nothing wrong, so every flag goes and the item stays. */
export async function keepIncentiveItem(tx: Tx, auth: MemberAuth, id: string): Promise<void> {
  const item = await findTimelineItem(tx, id, null);
  const flags = await tx.delete(incentiveFlags).where(eq(incentiveFlags.itemId, item.id)).returning();
  await audit(tx, auth, {
    action: 'incentive.keepFlagged',
    targetType: item.kind === 'live' ? 'incentive' : 'incentiveClaim',
    targetId: item.id,
    before: { flags: flagTrail(flags) },
    after: { flags: [] },
  });
}

/**
 * Remove: the item leaves the timeline for every reader and is kept for audit. The incentive stays
 * claimable and an approved claim keeps its points: the ledger is never rewritten.
 */
export async function removeIncentiveItem(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void> {
  const item = await findTimelineItem(tx, id, null);
  if (item.kind === 'live') {
    await tx.update(incentives).set({ timelineRemovedAt: now }).where(eq(incentives.id, item.id));
  } else {
    await tx.update(incentiveClaims).set({ timelineRemovedAt: now }).where(eq(incentiveClaims.id, item.id));
  }
  const flags = await tx.select().from(incentiveFlags).where(eq(incentiveFlags.itemId, item.id));
  await audit(tx, auth, {
    action: 'incentive.removeTimelineItem',
    targetType: item.kind === 'live' ? 'incentive' : 'incentiveClaim',
    targetId: item.id,
    before: {
      kind: item.kind,
      incentiveId: item.incentiveId,
      authorId: item.authorId,
      flags: flagTrail(flags),
    },
    after: { timelineRemovedAt: now.toISOString(), removedById: auth.memberId },
  });
}

/** The incentives queue, registered by the area's index; incentiveApp has no moderate, so manage. */
export const incentiveModerationQueue: ModerationQueueSource = {
  queue: 'incentives',
  app: 'incentiveApp',
  permission: 'manage',
  list: flaggedIncentiveItems,
  count: countFlaggedIncentiveItems,
  keep: keepIncentiveItem,
  remove: removeIncentiveItem,
};
