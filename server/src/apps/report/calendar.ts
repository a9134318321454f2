import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { todayIn } from '../celebration/index.ts';

/** The tenant's zone and today in it: presets and periods are the organization's calendar. */
export async function tenantCalendar(tx: Tx, tenantId: string, now: Date) {
  const [row] = rowsOf<{ time_zone: string }>(
    await tx.execute(sql`select time_zone from tenants where id = ${tenantId}`),
  );
  const timeZone = row?.time_zone ?? 'UTC';
  return { tenantId, timeZone, today: todayIn(timeZone, now) };
}
