import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Card, Signature } from '#shared/contract/card';
import type { MemberDisplay } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { cardContributors, cardSignatures } from '../../db/schema.ts';
import { loadMediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { accessTo, type CardRow, type Viewer } from './access.ts';

/** A member who left the tenant still shows as someone rather than breaking the card. */
const unknownMember = (id: string): MemberDisplay => ({
  id,
  firstName: '',
  lastName: '',
  avatarUrls: null,
  jobTitle: null,
});

/** Cards as the contract shows them to this viewer, with counts and their own part, in a few queries. */
export async function serializeCards(tx: Tx, viewer: Viewer, rows: CardRow[]): Promise<Card[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const me = viewer.auth.memberId;
  const signatureCounts = await tx
    .select({ cardId: cardSignatures.cardId, n: sql<number>`count(*)::int` })
    .from(cardSignatures)
    .where(and(inArray(cardSignatures.cardId, ids), isNull(cardSignatures.removedAt)))
    .groupBy(cardSignatures.cardId);
  const contributorCounts = await tx
    .select({ cardId: cardContributors.cardId, n: sql<number>`count(*)::int` })
    .from(cardContributors)
    .where(inArray(cardContributors.cardId, ids))
    .groupBy(cardContributors.cardId);
  const mine = await tx
    .select({ cardId: cardContributors.cardId })
    .from(cardContributors)
    .where(and(inArray(cardContributors.cardId, ids), eq(cardContributors.memberId, me)));
  const ownSignatures = await tx
    .select({ cardId: cardSignatures.cardId, id: cardSignatures.id })
    .from(cardSignatures)
    .where(
      and(
        inArray(cardSignatures.cardId, ids),
        eq(cardSignatures.memberId, me),
        isNull(cardSignatures.removedAt),
      ),
    );
  const members = await memberDisplays(
    tx,
    rows.flatMap((row) => [row.recipientId, row.creatorId]),
  );
  const images = await loadMediaUrls(
    tx,
    rows.map((row) => row.mediaId),
  );
  const count = (list: { cardId: string; n: number }[], id: string) =>
    list.find((c) => c.cardId === id)?.n ?? 0;
  const contributing = new Set(mine.map((m) => m.cardId));
  return rows.map((row) => {
    const access = accessTo(viewer, row, contributing.has(row.id));
    const ownSignatureId = ownSignatures.find((s) => s.cardId === row.id)?.id ?? null;
    const permissions: Card['permissions'] = [];
    if (access.edit) permissions.push('edit');
    if (access.delete) permissions.push('delete');
    if (access.sign && ownSignatureId === null) permissions.push('sign');
    if (access.addContributor) permissions.push('addContributor');
    if (!access.isCreator) permissions.push('flag');
    return {
      id: row.id,
      recipient: members.get(row.recipientId) ?? unknownMember(row.recipientId),
      occasion: row.occasion,
      title: row.title,
      backgroundId: row.backgroundId,
      background: images.get(row.mediaId) ?? null,
      deliverOn: row.deliverOn,
      status: row.deliveredAt ? 'delivered' : 'scheduled',
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      creator: row.creatorId ? (members.get(row.creatorId) ?? null) : null,
      signatureCount: count(signatureCounts, row.id),
      contributorCount: count(contributorCounts, row.id),
      ownSignatureId,
      isContributor: access.isContributor,
      permissions,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export type SignatureRow = typeof cardSignatures.$inferSelect;

/** Signatures of one card: the author edits and deletes their own, managers delete any. */
export async function serializeSignatures(
  tx: Tx,
  viewer: Viewer,
  rows: SignatureRow[],
  signable: boolean,
): Promise<Signature[]> {
  const members = await memberDisplays(
    tx,
    rows.map((row) => row.memberId),
  );
  const images = await loadMediaUrls(
    tx,
    rows.map((row) => row.mediaId),
  );
  return rows.map((row) => {
    const own = row.memberId === viewer.auth.memberId;
    const permissions: Signature['permissions'] = [];
    if (own && signable) permissions.push('edit');
    if (own || viewer.admin) permissions.push('delete');
    if (!own) permissions.push('flag');
    return {
      id: row.id,
      cardId: row.cardId,
      author: members.get(row.memberId) ?? null,
      message: row.message,
      gif: row.gif ? { url: row.gif.url, title: row.gif.title ?? null } : null,
      image: row.mediaId ? (images.get(row.mediaId) ?? null) : null,
      permissions,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The one item a serializer made of one row. */
export function only<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('nothing serialized');
  return item;
}
