import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { rewardProviders, tenants } from '../../db/schema.ts';
import { sealedPrefix, secretBoxOf } from '../../secrets/secret-box.ts';
import type { Services } from '../../services.ts';
import { sealPlatformKey } from './provider.ts';

/**
 * Encrypts platform keys stored in plain text before secrets were encrypted at rest. It runs at
 * every start (and hourly, for a row restored from an old backup); the guarded UPDATE leaves a
 * key changed meanwhile alone, so instances running it together do no harm.
 */
export async function sealPlainProviderSecrets(services: Services): Promise<number> {
  const box = secretBoxOf(services.config);
  const all = await services.db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
  let sealed = 0;
  for (const tenant of all) {
    sealed += await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) => {
      const plain = await tx
        .select({ id: rewardProviders.id, secret: rewardProviders.secret })
        .from(rewardProviders)
        .where(and(isNotNull(rewardProviders.secret), notLike(rewardProviders.secret, `${sealedPrefix}%`)));
      let count = 0;
      for (const row of plain) {
        if (row.secret === null) continue;
        const updated = await tx
          .update(rewardProviders)
          .set({ secret: sealPlatformKey(box, tenant.id, row.secret) })
          .where(and(eq(rewardProviders.id, row.id), eq(rewardProviders.secret, row.secret)))
          .returning({ id: rewardProviders.id });
        count += updated.length;
      }
      return count;
    });
  }
  return sealed;
}
