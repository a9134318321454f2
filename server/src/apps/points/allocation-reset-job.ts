import { resetAllocations, resetBatchSize } from '../apps/points/allocation-reset.ts';
import { inTenant } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import type { Services } from '../services.ts';

/**
 * Resets the allocations of every tenant whose period has started, in batches, each batch in
 * the tenant's own guarded transaction as the app role. The tenant list is the only cross-tenant
 * read. Safe to run from several instances at once and after restarts: what was done is in the
 * allocation_resets table. Returns how many accounts this call reset.
 */
export async function resetDueAllocations(services: Services): Promise<number> {
  const all = await services.db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
  let total = 0;
  for (const tenant of all) {
    try {
      for (;;) {
        const pass = await inTenant(services.db, { tenantId: tenant.id, userId: null }, (tx) =>
          resetAllocations(tx, tenant.id, services.now()),
        );
        total += pass.reset;
        if (pass.candidates < resetBatchSize) break;
      }
    } catch (err) {
      // One tenant's failure must not hold back the others; the next pass tries again.
      services.log.error({ err, tenantId: tenant.id }, 'allocation reset failed');
    }
  }
  return total;
}
