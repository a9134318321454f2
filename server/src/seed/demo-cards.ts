import { and, eq, isNotNull } from 'drizzle-orm';
import { ensureBuiltInBackgrounds } from '../apps/card/built-in-backgrounds.ts';
import { addDays, todayIn } from '../apps/celebration/dates.ts';
import type { MediaStorage } from '../apps/media/storage.ts';
import type { Tx } from '../db/client.ts';
import { cardBackgrounds, cardContributors, cardSignatures, cards, tenants } from '../db/schema.ts';

/**
 * Every tenant's built-in card backgrounds, and one card Acme already delivered: ada's thanks to
 * max last week, signed by ada and eve, so his "received" list is not empty. Sam's birthday card
 * is left for people to make (issue 17's walk-through: eve creates it, max signs it).
 */
export async function seedDemoCards(
  tx: Tx,
  storage: MediaStorage,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  for (const tenantId of tenantIds.values()) await ensureBuiltInBackgrounds(tx, storage, tenantId);
  const acmeId = tenantIds.get('acme') as string;
  const member = (email: string) => memberIds.get(`acme:${email}`) as string;
  const [acme] = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, acmeId));
  const deliverOn = addDays(todayIn(acme?.timeZone ?? 'UTC', now), -5);
  const [background] = await tx
    .select()
    .from(cardBackgrounds)
    .where(
      and(
        eq(cardBackgrounds.tenantId, acmeId),
        eq(cardBackgrounds.builtInKey, 'sunrise'),
        isNotNull(cardBackgrounds.mediaId),
      ),
    );
  if (!background) throw new Error('seed: card backgrounds missing');
  const created = new Date(now.getTime() - 7 * 86_400_000);
  const [card] = await tx
    .insert(cards)
    .values({
      tenantId: acmeId,
      recipientId: member('max@acme.test'),
      creatorId: member('ada@acme.test'),
      occasion: 'other',
      title: 'Thank you for a great quarter!',
      backgroundId: background.id,
      mediaId: background.mediaId,
      deliverOn,
      deliveredAt: new Date(now.getTime() - 5 * 86_400_000),
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  if (!card) throw new Error('seed: card not created');
  await tx.insert(cardContributors).values(
    ['ada@acme.test', 'eve@acme.test'].map((email) => ({
      tenantId: acmeId,
      cardId: card.id,
      memberId: member(email),
      invitedById: member('ada@acme.test'),
      createdAt: created,
    })),
  );
  await tx.insert(cardSignatures).values([
    {
      tenantId: acmeId,
      cardId: card.id,
      memberId: member('ada@acme.test'),
      message: 'Your team shipped everything we promised. Thank you, Max!',
      createdAt: created,
      updatedAt: created,
    },
    {
      tenantId: acmeId,
      cardId: card.id,
      memberId: member('eve@acme.test'),
      message: 'Best manager I have had. Thanks for all the support!',
      createdAt: created,
      updatedAt: created,
    },
  ]);
}
