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

export type Poller = { stop(): Promise<void> };

/** Checks for due resets every `intervalMs` (a minute by default) until stopped; stop waits for a running pass. */
export function startAllocationResets(services: Services, intervalMs = 60_000): Poller {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let busy = false;
  const tick = () => {
    // A pass still running (a large first reset) is not overtaken by the next tick.
    if (stopped || busy) return;
    busy = true;
    running = resetDueAllocations(services)
      .catch((err: unknown) => services.log.error({ err }, 'allocation reset job failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
