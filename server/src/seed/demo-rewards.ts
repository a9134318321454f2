import type { Tx } from '../db/client.ts';
import { rewardProviders, rewards } from '../db/schema.ts';
import { credit } from '../kernel/points/ledger.ts';

/**
 * Acme's built-in store (issue 16 demo data): "Company hoodie" (200 points, 20 in stock) and
 * "Extra day off" (1,000 points, unlimited), and 300 redeemable points for sam to spend,
 * credited through the ledger like an admin's "add points".
 */
export async function seedDemoRewards(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  const [store] = await tx
    .insert(rewardProviders)
    .values({
      tenantId,
      kind: 'catalog',
      name: 'Acme store',
      description: 'Rewards from Acme itself, handed out by People Operations.',
    })
    .returning();
  if (!store) throw new Error('seed: store not created');
  await tx.insert(rewards).values([
    {
      tenantId,
      providerId: store.id,
      name: 'Company hoodie',
      description: 'A warm Acme hoodie in your size. People Operations will ask for it.',
      cost: 200,
      stock: 20,
    },
    {
      tenantId,
      providerId: store.id,
      name: 'Extra day off',
      description: 'One more day of paid leave, to take within the year.',
      cost: 1000,
      stock: null,
    },
  ]);
  const sam = memberIds.get('acme:sam@acme.test') as string;
  await credit(tx, tenantId, [{ memberId: sam, amount: 300 }], 'redeemable', 'redeemable_add');
}
