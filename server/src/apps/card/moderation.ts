import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FlaggedItem, FlaggedPage } from '#shared/contract/moderation';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cardFlags, cardSignatureFlags, cardSignatures, cards } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../kernel/audit.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { ModerationQueueSource } from '../../kernel/moderation.ts';
import { excerptOf, type FlagRow, flagsOf, type Paging, pageOf } from '../../kernel/moderation.ts';

/**
 * Flagged cards and signatures, one queue (/content/flagged/cards): both are items of a card, and
 * "Open" leads to the card either way. Items nobody removed, on cards nobody removed.
 */
const flaggedItems = sql`
  select f.card_id as id, 'card' as kind, f.created_at from ${cardFlags} f
    join ${cards} c on c.id = f.card_id and c.removed_at is null
  union all
  select f.signature_id as id, 'signature' as kind, f.created_at from ${cardSignatureFlags} f
    join ${cardSignatures} s on s.id = f.signature_id and s.removed_at is null
    join ${cards} c on c.id = s.card_id and c.removed_at is null`;

type Group = { id: string; kind: 'card' | 'signature'; n: number; last: string | Date };

export async function flaggedCards(tx: Tx, paging: Paging): Promise<FlaggedPage> {
  const groups = rowsOf<Group>(
    await tx.execute(sql`
      select id, kind, count(*)::int as n, max(created_at) as last from (${flaggedItems}) items
      group by id, kind order by count(*) desc, max(created_at) desc, id
      limit ${paging.pageSize + 1} offset ${(paging.page - 1) * paging.pageSize}`),
  );
  const { shown, next } = pageOf(groups, paging);
  if (shown.length === 0) return { results: [], next: null };
  const cardIds = shown.filter((g) => g.kind === 'card').map((g) => g.id);
  const signatureIds = shown.filter((g) => g.kind === 'signature').map((g) => g.id);
  const cardRows = cardIds.length ? await tx.select().from(cards).where(inArray(cards.id, cardIds)) : [];
  const signatureRows = signatureIds.length
    ? await tx.select().from(cardSignatures).where(inArray(cardSignatures.id, signatureIds))
    : [];
  const flags: FlagRow[] = [
    ...(cardIds.length
      ? await tx
          .select({
            itemId: cardFlags.cardId,
            memberId: cardFlags.memberId,
            reason: cardFlags.reason,
            createdAt: cardFlags.createdAt,
          })
          .from(cardFlags)
          .where(inArray(cardFlags.cardId, cardIds))
      : []),
    ...(signatureIds.length
      ? await tx
          .select({
            itemId: cardSignatureFlags.signatureId,
            memberId: cardSignatureFlags.memberId,
            reason: cardSignatureFlags.reason,
            createdAt: cardSignatureFlags.createdAt,
          })
          .from(cardSignatureFlags)
          .where(inArray(cardSignatureFlags.signatureId, signatureIds))
      : []),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const members = await memberDisplays(tx, [
    ...cardRows.map((c) => c.creatorId),
    ...signatureRows.map((s) => s.memberId),
    ...flags.map((f) => f.memberId),
  ]);
  const flagsByItem = flagsOf(flags, members);
  const results = shown.flatMap((group): FlaggedItem[] => {
    const common = {
      queue: 'cards' as const,
      createdAt: '',
      recognitionId: null,
      flagCount: group.n,
      lastFlaggedAt: new Date(group.last).toISOString(),
      flags: flagsByItem.get(group.id) ?? [],
    };
    if (group.kind === 'card') {
      const row = cardRows.find((c) => c.id === group.id);
      if (!row) return [];
      const { excerpt, truncated } = excerptOf(row.title);
      return [
        {
          ...common,
          id: row.id,
          excerpt,
          truncated,
          hasMedia: true,
          author: row.creatorId ? (members.get(row.creatorId) ?? null) : null,
          createdAt: row.createdAt.toISOString(),
          postPath: `/card/${row.id}`,
        },
      ];
    }
    const row = signatureRows.find((s) => s.id === group.id);
    if (!row) return [];
    const { excerpt, truncated } = excerptOf(row.message);
    return [
      {
        ...common,
        id: row.id,
        excerpt,
        truncated,
        hasMedia: row.gif !== null || row.mediaId !== null,
        author: members.get(row.memberId) ?? null,
        createdAt: row.createdAt.toISOString(),
        postPath: `/card/${row.cardId}`,
      },
    ];
  });
  return { results, next };
}

export async function countFlaggedCards(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(distinct (id, kind))::int as n from (${flaggedItems}) items`),
  );
  return row?.n ?? 0;
}

const flagTrail = (flags: { memberId: string; reason: string | null; createdAt: Date }[]) =>
  flags.map((f) => ({ memberId: f.memberId, reason: f.reason, createdAt: f.createdAt.toISOString() }));

/** A card or a signature of a card, by id (ids are unique across both), not removed. */
async function findItem(tx: Tx, id: string) {
  const [card] = await tx.select().from(cards).where(eq(cards.id, id));
  if (card && card.removedAt === null) return { kind: 'card' as const, card };
  const [signature] = await tx.select().from(cardSignatures).where(eq(cardSignatures.id, id));
  if (signature && signature.removedAt === null) return { kind: 'signature' as const, signature };
  throw notFound('This item does not exist');
}

/** Keep: the review found nothing wrong, so the item's flags go and it stays. */
export async function keepCardItem(tx: Tx, auth: MemberAuth, id: string): Promise<void> {
  const item = await findItem(tx, id);
  const flags =
    item.kind === 'card'
      ? await tx.delete(cardFlags).where(eq(cardFlags.cardId, id)).returning()
      : await tx.delete(cardSignatureFlags).where(eq(cardSignatureFlags.signatureId, id)).returning();
  await audit(tx, auth, {
    action: item.kind === 'card' ? 'card.keepFlagged' : 'card.keepFlaggedSignature',
    targetType: item.kind === 'card' ? 'card' : 'cardSignature',
    targetId: id,
    before: { flags: flagTrail(flags) },
    after: { flags: [] },
  });
}

/** Remove: hidden from every reader (and not delivered any more), kept for audit. */
export async function removeCardItem(tx: Tx, auth: MemberAuth, id: string, now: Date): Promise<void> {
  const item = await findItem(tx, id);
  if (item.kind === 'card') {
    await tx.update(cards).set({ removedAt: now }).where(eq(cards.id, id));
    const flags = await tx
      .select()
      .from(cardFlags)
      .where(eq(cardFlags.cardId, id))
      .orderBy(desc(cardFlags.createdAt));
    await audit(tx, auth, {
      action: 'card.remove',
      targetType: 'card',
      targetId: id,
      before: {
        creatorId: item.card.creatorId,
        recipientId: item.card.recipientId,
        title: item.card.title,
        flags: flagTrail(flags),
      },
      after: { removedAt: now.toISOString(), removedById: auth.memberId },
    });
    return;
  }
  await tx.update(cardSignatures).set({ removedAt: now }).where(eq(cardSignatures.id, id));
  const flags = await tx
    .select()
    .from(cardSignatureFlags)
    .where(eq(cardSignatureFlags.signatureId, id))
    .orderBy(desc(cardSignatureFlags.createdAt));
  await audit(tx, auth, {
    action: 'card.removeSignature',
    targetType: 'cardSignature',
    targetId: id,
    before: {
      cardId: item.signature.cardId,
      memberId: item.signature.memberId,
      excerpt: excerptOf(item.signature.message).excerpt,
      flags: flagTrail(flags),
    },
    after: { removedAt: now.toISOString(), removedById: auth.memberId },
  });
}

/** The cards queue, registered by the area's index. */
export const cardModerationQueue: ModerationQueueSource = {
  queue: 'cards',
  app: 'cardApp',
  list: flaggedCards,
  count: countFlaggedCards,
  keep: keepCardItem,
  remove: removeCardItem,
};
