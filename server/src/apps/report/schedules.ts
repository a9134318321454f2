import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  type CreateScheduleRequest,
  isReportId,
  type ReportId,
  type ReportSchedule,
  type ReportView,
  reportViewPath,
} from '#shared/contract/report';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { reportSchedules } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { forEachTenant, type TenantRow } from '../../kernel/tenants.ts';
import type { Services } from '../../services.ts';
import {
  composeReportMail,
  deliverReportMail,
  recipientAddresses,
  storedView,
  viewOfStored,
} from './mailing.ts';
import { nextSend } from './schedule-time.ts';

type ScheduleRow = typeof reportSchedules.$inferSelect;

const viewOf = (reportId: ReportId, row: ScheduleRow): ReportView => viewOfStored(reportId, row.view);

async function timeZoneOf(tx: Tx, tenantId: string): Promise<string> {
  const [row] = rowsOf<{ time_zone: string }>(
    await tx.execute(sql`select time_zone from tenants where id = ${tenantId}`),
  );
  return row?.time_zone ?? 'UTC';
}

/** A report's schedules with their recipients' addresses, newest first. */
export async function schedulesOf(tx: Tx, reportId: ReportId): Promise<ReportSchedule[]> {
  const rows = await tx
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.reportId, reportId))
    .orderBy(desc(reportSchedules.createdAt));
  const memberIds = [...new Set(rows.flatMap((row) => row.memberIds))];
  const emails = new Map(
    memberIds.length === 0
      ? []
      : rowsOf<{ id: string; email: string }>(
          await tx.execute(
            sql`select id::text as id, email from tenant_members where id = any(${`{${memberIds.join(',')}}`}::uuid[])`,
          ),
        ).map((row) => [row.id, row.email]),
  );
  return rows.map((row) => ({
    id: row.id,
    cadence: row.cadence,
    day: row.day,
    time: row.time,
    path: reportViewPath(reportId, viewOf(reportId, row)),
    recipients: [...row.memberIds.flatMap((id) => emails.get(id) ?? []), ...row.emails],
    nextRunAt: row.nextRunAt.toISOString(),
    paused: row.pausedAt !== null,
  }));
}

/** A new schedule; its recipients are checked as a send-now's are, so nothing is saved half-right. */
export async function createSchedule(
  services: Services,
  tx: Tx,
  auth: { tenantId: string; memberId: string },
  reportId: ReportId,
  view: ReportView,
  body: CreateScheduleRequest,
): Promise<string> {
  if (body.cadence === 'weekly' && body.day > 7) throw invalid('day', 'Choose a day of the week');
  await recipientAddresses(tx, body.memberIds, body.emails);
  const nextRunAt = nextSend(body, await timeZoneOf(tx, auth.tenantId), services.now());
  const [row] = await tx
    .insert(reportSchedules)
    .values({
      tenantId: auth.tenantId,
      reportId,
      view: storedView(view),
      cadence: body.cadence,
      day: body.day,
      time: body.time,
      memberIds: [...new Set(body.memberIds)],
      emails: [...new Set(body.emails.map((email) => email.trim().toLowerCase()))],
      locale: body.locale ?? 'en',
      nextRunAt,
      createdById: auth.memberId,
    })
    .returning({ id: reportSchedules.id });
  return row?.id as string;
}

/** Pauses or resumes; a resumed schedule sends next at its next time from now, not the missed ones. */
export async function setPaused(services: Services, tx: Tx, reportId: ReportId, id: string, paused: boolean) {
  const [row] = await tx
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.reportId, reportId)));
  if (!row) throw notFound('This schedule does not exist');
  const nextRunAt = paused
    ? row.nextRunAt
    : nextSend(row, await timeZoneOf(tx, row.tenantId), services.now());
  await tx
    .update(reportSchedules)
    .set({ pausedAt: paused ? (row.pausedAt ?? services.now()) : null, nextRunAt })
    .where(eq(reportSchedules.id, id));
}

export async function deleteSchedule(tx: Tx, reportId: ReportId, id: string) {
  const deleted = await tx
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.reportId, reportId)))
    .returning({ id: reportSchedules.id });
  if (deleted.length === 0) throw notFound('This schedule does not exist');
}

/**
 * One tenant's due schedules. Each is claimed by moving `next_run_at` on in a guarded update
 * (only the instance whose update matched the old time sends), then composed in that
 * transaction and mailed after it: a send happens once per due time, whatever the number of
 * instances; after downtime a schedule sends once, then keeps its cadence.
 */
export async function sendDueSchedules(services: Services, tenant: TenantRow): Promise<number> {
  const scope = { tenantId: tenant.id, userId: null };
  const now = services.now();
  const due = await inTenant(services.db, scope, (tx) =>
    tx
      .select({ id: reportSchedules.id })
      .from(reportSchedules)
      .where(and(lte(reportSchedules.nextRunAt, now), isNull(reportSchedules.pausedAt))),
  );
  let sent = 0;
  for (const { id } of due) {
    const claimed = await inTenant(services.db, scope, async (tx) => {
      const [row] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, id)).for('update');
      if (!row || row.pausedAt || row.nextRunAt > now || !isReportId(row.reportId)) return null;
      await tx
        .update(reportSchedules)
        .set({ nextRunAt: nextSend(row, tenant.timeZone, now) })
        .where(eq(reportSchedules.id, id));
      const reportId = row.reportId;
      const view = viewOf(reportId, row);
      // Members who left since are skipped; a schedule left with nobody sends nothing.
      const addresses = await recipientAddresses(tx, [], row.emails).catch(() => [] as string[]);
      const members = rowsOf<{ email: string }>(
        row.memberIds.length === 0
          ? { rows: [] }
          : await tx.execute(
              sql`select email from tenant_members where id = any(${`{${row.memberIds.join(',')}}`}::uuid[]) and invitation_status <> 'archived'`,
            ),
      );
      const to = [...new Set([...members.map((m) => m.email.toLowerCase()), ...addresses])];
      if (to.length === 0) return null;
      const locale = row.locale === 'de' ? 'de' : 'en';
      const mail = await composeReportMail(services, tx, tenant.id, reportId, view, locale);
      return { reportId, view, to, mail };
    });
    if (!claimed) continue;
    await deliverReportMail(
      services,
      { tenantId: tenant.id, reportId: claimed.reportId, view: claimed.view, scheduleId: id, sentById: null },
      claimed.mail,
      claimed.to,
    );
    sent++;
  }
  return sent;
}

/** The sweep of every tenant's due report e-mails (jobs/queue.ts). */
export const sendDueReportEmails = (services: Services): Promise<number> =>
  forEachTenant(services, 'report e-mails failed', (tenant) => sendDueSchedules(services, tenant));
