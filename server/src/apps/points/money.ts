import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { budgetSettings, tenants } from '../../db/schema.ts';

export type PointsMoney = { timeZone: string; currency: string; pointValue: number };

/** What a tenant never set: a point is worth a US cent (docs/points.md). */
export const defaultMoney = { currency: 'USD', pointValueMicros: 10_000 };

export const microsToValue = (micros: number): number => micros / 1_000_000;
export const valueToMicros = (value: number): number => Math.round(value * 1_000_000);

/** Points in the tenant's currency, rounded to cents (two decimals). */
export const worth = (points: number, pointValue: number): number =>
  Math.round(points * pointValue * 100) / 100;

/** The tenant's time zone, liabilities currency and point value. */
export async function pointsMoneyOf(tx: Tx, tenantId: string): Promise<PointsMoney> {
  const [tenant] = await tx
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [settings] = await tx
    .select({ currency: budgetSettings.currency, micros: budgetSettings.pointValueMicros })
    .from(budgetSettings)
    .where(eq(budgetSettings.tenantId, tenantId));
  return {
    timeZone: validZone(tenant?.timeZone) ? (tenant?.timeZone as string) : 'UTC',
    currency: settings?.currency ?? defaultMoney.currency,
    pointValue: microsToValue(settings?.micros ?? defaultMoney.pointValueMicros),
  };
}

export function validZone(timeZone: string | null | undefined): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
