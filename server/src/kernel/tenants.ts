import { tenants } from '../db/schema.ts';
import type { Services } from '../services.ts';

export type TenantRow = typeof tenants.$inferSelect;

/**
 * A sweep's loop over every tenant (jobs/queue.ts): `work` runs for each in id order, and one
 * tenant's failure is logged with `failure` and does not hold back the others (the next pass tries
 * it again). The tenant list is the only cross-tenant read. Returns the sum of what `work` returned.
 */
export async function forEachTenant(
  services: Services,
  failure: string,
  work: (tenant: TenantRow) => Promise<number>,
): Promise<number> {
  const all = await services.db.select().from(tenants).orderBy(tenants.id);
  let total = 0;
  for (const tenant of all) {
    try {
      total += await work(tenant);
    } catch (err) {
      services.log.error({ err, tenantId: tenant.id }, failure);
    }
  }
  return total;
}
