import type { Tx } from '../db/client.ts';
import { budgetItems, incentives } from '../db/schema.ts';
import { creditAccount, lockBankAccount } from '../kernel/points/ledger.ts';

/** Days "Share a customer story" stays open from the seed day. */
const openDays = 30;

/**
 * Acme's incentives (issue 27's demo data): the point bank "Incentives bank" with 5,000 points,
 * funded by one ledger row; "Share a customer story" (100 points, a text proof, once per person,
 * reviewed by the claimant's manager, open to everyone for 30 days from the seed day); and the
 * draft "Mentor a new joiner".
 */
export async function seedDemoIncentives(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  const ada = memberIds.get('acme:ada@acme.test') as string;
  const [bank] = await tx
    .insert(budgetItems)
    .values({ tenantId, name: 'Incentives bank', ownerIds: [ada] })
    .returning();
  if (!bank) throw new Error('seed: incentives bank not created');
  const account = await lockBankAccount(tx, tenantId, bank.id);
  await creditAccount(tx, account, 5_000, 'allocation_add');
  await tx.insert(incentives).values([
    {
      tenantId,
      name: 'Share a customer story',
      description:
        '<p>Tell us about a customer you helped: what they needed and what you did. Your manager reviews it.</p>',
      points: 100,
      budgetItemId: bank.id,
      startAt: now,
      endAt: new Date(now.getTime() + openDays * 86_400_000),
      proof: 'text',
      claimLimit: 'once',
      reviewerKind: 'managers',
      status: 'published',
      publishedAt: now,
      createdById: ada,
      createdAt: now,
      updatedAt: now,
    },
    {
      tenantId,
      name: 'Mentor a new joiner',
      description: '<p>Guide a new colleague through their first month.</p>',
      points: 200,
      budgetItemId: bank.id,
      proof: 'text',
      claimLimit: 'unlimited',
      reviewerKind: 'managers',
      status: 'draft',
      createdById: ada,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
