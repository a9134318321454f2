import { and, eq, sql } from 'drizzle-orm';
import { celebrateDay } from '../apps/celebration/daily.ts';
import { addDays, todayIn } from '../apps/celebration/dates.ts';
import { syncMembersWithRecords } from '../apps/identity/staffing/records.ts';
import type { Tx } from '../db/client.ts';
import { staffRecords, tenantMembers, tenants } from '../db/schema.ts';

/** A day `daysAhead` from today, `yearsBack` years earlier (a 29 February moves on a day). */
function pastDay(today: string, daysAhead: number, yearsBack: number): string {
  let day = addDays(today, daysAhead);
  if (day.slice(5) === '02-29') day = addDays(day, 1);
  return `${Number(day.slice(0, 4)) - yearsBack}${day.slice(4)}`;
}

/**
 * Acme's celebrations (issue 17), relative to the day the demo data is made so a fresh start
 * always has them: sam's birthday today (his HR record), eve's third work anniversary in three
 * days (her profile's start date: her HR record stays as the HR import tests expect it). Then
 * today's celebrations are made, as the daily job would (without bell messages: the demo's
 * notifications are seeded on their own), so /home shows sam's birthday at once and the job
 * carries on from tomorrow.
 */
export async function seedDemoCelebrations(
  tx: Tx,
  tenantIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const acmeId = tenantIds.get('acme') as string;
  const [acme] = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, acmeId));
  const today = todayIn(acme?.timeZone ?? 'UTC', now);
  await tx
    .update(staffRecords)
    .set({ birthday: today.slice(5), startDate: pastDay(today, 40, 1) })
    .where(and(eq(staffRecords.tenantId, acmeId), eq(staffRecords.email, 'sam@acme.test')));
  await syncMembersWithRecords(tx, acmeId);
  await tx
    .update(tenantMembers)
    .set({
      publicStaffProfile: sql`coalesce(${tenantMembers.publicStaffProfile}, '{}'::jsonb) || ${JSON.stringify({ startDate: pastDay(today, 3, 3) })}::jsonb`,
    })
    .where(and(eq(tenantMembers.tenantId, acmeId), eq(tenantMembers.email, 'eve@acme.test')));
  for (const tenantId of tenantIds.values()) {
    const [tenant] = await tx
      .select({ timeZone: tenants.timeZone })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    await celebrateDay(tx, tenantId, todayIn(tenant?.timeZone ?? 'UTC', now));
  }
}
