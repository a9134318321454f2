import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FlaggedItem, FlaggedPage } from '#shared/contract/moderation';
import type { Tx } from '../../db/client.ts';
import { awardFlags, awards } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../kernel/audit.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { ModerationQueueSource } from '../../kernel/moderation.ts';
import { excerptOf, flagsOf, type Group, type Paging, pageOf } from '../../kernel/moderation.ts';

const liveAward = and(eq(awards.id, awardFlags.awardId), isNull(awards.removedAt));

/** The awards queue of /content/flagged: flagged awards nobody removed, most flagged first. */
export async function flaggedAwards(tx: Tx, paging: Paging): Promise<FlaggedPage> {
  const groups: Group[] = await tx
    .select({
      id: awardFlags.awardId,
      n: sql<number>`count(*)::int`,
      last: sql<Date>`max(${awardFlags.createdAt})`.mapWith(awardFlags.createdAt),
    })
    .from(awardFlags)
    .innerJoin(awards, liveAward)
    .groupBy(awardFlags.awardId)
    .orderBy(sql`count(*) desc`, sql`max(${awardFlags.createdAt}) desc`, awardFlags.awardId)
    .limit(paging.pageSize + 1)
    .offset((paging.page - 1) * paging.pageSize);
  const { shown, next } = pageOf(groups, paging);
  if (shown.length === 0) return { results: [], next: null };
  const ids = shown.map((g) => g.id);
  const rows = await tx.select().from(awards).where(inArray(awards.id, ids));
  const flags = await tx
    .select({
      itemId: awardFlags.awardId,
      memberId: awardFlags.memberId,
      reason: awardFlags.reason,
      createdAt: awardFlags.createdAt,
    })
    .from(awardFlags)
    .where(inArray(awardFlags.awardId, ids))
    .orderBy(desc(awardFlags.createdAt));
  const senders = rows.flatMap((row) => (row.senderId ? [row.senderId] : []));
  const members = await memberDisplays(tx, [...senders, ...flags.map((f) => f.memberId)]);
  const flagsByItem = flagsOf(flags, members);
  const results = shown.flatMap((group): FlaggedItem[] => {
    const row = rows.find((r) => r.id === group.id);
    if (!row) return [];
    const { excerpt, truncated } = excerptOf(row.message);
    return [
      {
        id: row.id,
        queue: 'awards',
        // The award's name leads, so a moderator knows which award the message came with.
        excerpt: excerpt ? `${row.name}: ${excerpt}` : row.name,
        truncated,
        hasMedia: false,
        author: row.senderId ? (members.get(row.senderId) ?? null) : null,
        createdAt: row.createdAt.toISOString(),
        recognitionId: null,
        postPath: `/award/${row.id}`,
        flagCount: group.n,
        lastFlaggedAt: group.last.toISOString(),
        flags: flagsByItem.get(row.id) ?? [],
      },
    ];
  });
  return { results, next };
}

export async function countFlaggedAwards(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${awardFlags.awardId})::int` })
    .from(awardFlags)
    .innerJoin(awards, liveAward);
  return row?.n ?? 0;
}

async function findLiveAward(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(awards)
    .where(and(eq(awards.id, id), isNull(awards.removedAt)));
  if (!row) throw notFound('This award does not exist');
  return row;
}

const flagTrail = (flags: { memberId: string; reason: string | null; createdAt: Date }[]) =>
  flags.map((f) => ({ memberId: f.memberId, reason: f.reason, createdAt: f.createdAt.toISOString() }));

/** Keep: the review found nothing wrong, so every flag goes and the award stays. */
export async function keepAward(tx: Tx, auth: MemberAuth, id: string): Promise<void> {
  const row = await findLiveAward(tx, id);
  const flags = await tx.delete(awardFlags).where(eq(awardFlags.awardId, row.id)).returning();
  await audit(tx, auth, {
    action: 'award.keepFlagged',
    targetType: 'award',
    targetId: row.id,
    before: { flags: flagTrail(flags) },
    after: { flags: [] },
  });
}

/**
 * Remove: hidden from every reader (timeline, its page, TV, lists) and kept for audit; the points
 * it gave stay, as for a removed recognition: the ledger is never rewritten.
 */
export async function removeAward(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void> {
  const row = await findLiveAward(tx, id);
  await tx.update(awards).set({ removedAt: now }).where(eq(awards.id, row.id));
  const flags = await tx.select().from(awardFlags).where(eq(awardFlags.awardId, row.id));
  await audit(tx, auth, {
    action: 'award.remove',
    targetType: 'award',
    targetId: row.id,
    before: {
      senderId: row.senderId,
      name: row.name,
      excerpt: excerptOf(row.message).excerpt,
      flags: flagTrail(flags),
    },
    after: { removedAt: now.toISOString(), removedById: auth.memberId },
  });
}

/** The awards queue, registered by the area's index. */
export const awardModerationQueue: ModerationQueueSource = {
  queue: 'awards',
  app: 'awardApp',
  list: flaggedAwards,
  count: countFlaggedAwards,
  keep: keepAward,
  remove: removeAward,
};
