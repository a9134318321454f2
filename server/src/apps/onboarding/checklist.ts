import type { OnboardingItemAlias } from '#shared/constants';
import type { Tx } from '../../db/client.ts';
import { onboardingChecklistItems } from '../../db/schema.ts';

/**
 * Sets a setup-guide item for the caller's tenant (000 §2, "Platform setup"). The admin ticks items
 * on the guide; the product also ticks one when the admin has done its step (the first team
 * created), so the guide reflects what is true.
 */
export async function setChecklistItem(
  tx: Tx,
  tenantId: string,
  itemAlias: OnboardingItemAlias,
  completed: boolean,
  now: Date,
): Promise<void> {
  await tx
    .insert(onboardingChecklistItems)
    .values({ tenantId, itemAlias, completed, updatedAt: now })
    .onConflictDoUpdate({
      target: [onboardingChecklistItems.tenantId, onboardingChecklistItems.itemAlias],
      set: { completed, updatedAt: now },
    });
}
