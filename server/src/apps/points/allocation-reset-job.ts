import { inTenant } from '../../db/client.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import type { Services } from '../../services.ts';
import { resetAllocations, resetBatchSize } from './allocation-reset.ts';

/**
 * Resets the allocations of every tenant whose period has started, in batches, each batch in
 * the tenant's own guarded transaction as the app role. The tenant list is the only cross-tenant
 * read. Safe to run from several instances at once and after restarts: what was done is in the
 * allocation_resets table. Returns how many accounts this call reset.
 */
export async function resetDueAllocations(services: Services): Promise<number> {
  return forEachTenant(services, 'allocation reset failed', async (tenant) => {
    let total = 0;
    for (;;) {
      const pass = await inTenant(services.db, { tenantId: tenant.id, userId: null }, (tx) =>
        resetAllocations(tx, tenant.id, services.now()),
      );
      total += pass.reset;
      if (pass.candidates < resetBatchSize) return total;
    }
  });
}
