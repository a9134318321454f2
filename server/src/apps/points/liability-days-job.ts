import { sql } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import type { Services } from '../../services.ts';
import { rollUpDays } from './liabilities.ts';
import { pointsMoneyOf } from './money.ts';

/**
 * Hourly: sums each tenant's closed days of the redeemable ledger into points_liability_days, from
 * its first ledger row on, so the liabilities report never has to read more than the open day.
 * Idempotent (a day is inserted once, `on conflict do nothing`) and safe on several instances.
 * Returns how many tenants it went through.
 */
export async function rollUpLiabilityDays(services: Services): Promise<number> {
  return forEachTenant(services, 'liability day roll-up failed', async (tenant) => {
    await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) => {
      const [first] = rowsOf<{ at: string | Date | null }>(
        await tx.execute(
          sql`select min(created_at) as at from points_transactions where tenant_id = ${tenant.id}`,
        ),
      );
      if (!first?.at) return;
      const { timeZone } = await pointsMoneyOf(tx, tenant.id);
      const fromDay = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(first.at));
      await rollUpDays(tx, tenant.id, timeZone, fromDay, services.now());
    });
    return 1;
  });
}
