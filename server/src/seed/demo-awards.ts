import type { Tx } from '../db/client.ts';
import { awardTypes, budgetItems } from '../db/schema.ts';
import { creditAccount, lockBankAccount } from '../kernel/points/ledger.ts';

/** Days the demo nomination window stays open from the seed day. */
const nominationDays = 30;

/**
 * Acme's awards (issue 15's demo data): the point bank "Awards bank" with 10,000 points, funded by
 * one ledger row; "Spot award" (50 points, locked, sent by the admin Ada and the manager Max); and
 * the nomination award "Employee of the quarter", open for 30 days, everyone a candidate and a
 * nominator.
 */
export async function seedDemoAwards(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  const member = (name: string) => memberIds.get(`acme:${name}@acme.test`) as string;
  const [bank] = await tx
    .insert(budgetItems)
    .values({ tenantId, name: 'Awards bank', ownerIds: [member('ada')] })
    .returning();
  if (!bank) throw new Error('seed: point bank not created');
  const account = await lockBankAccount(tx, tenantId, bank.id);
  await creditAccount(tx, account, 10_000, 'allocation_add');
  await tx.insert(awardTypes).values([
    {
      tenantId,
      name: 'Spot award',
      description: 'For a moment of great work, recognized on the spot.',
      points: 50,
      pointsLocked: true,
      budgetItemId: bank.id,
      senders: [
        { id: member('ada'), type: 'tenantMember' as const },
        { id: member('max'), type: 'tenantMember' as const },
      ],
      pinForDays: 1,
      createdById: member('ada'),
    },
    {
      tenantId,
      name: 'Employee of the quarter',
      description: 'The colleague who made the biggest difference this quarter.',
      points: 100,
      pointsLocked: true,
      budgetItemId: bank.id,
      nomination: true,
      nominationStartAt: now,
      nominationEndAt: new Date(now.getTime() + nominationDays * 86_400_000),
      // The round is open from the start; nobody needs telling again.
      nominationAnnounced: 'open',
      pinForDays: 7,
      tenantWideCandidates: true,
      tenantWideNominators: true,
      createdById: member('ada'),
    },
  ]);
}
