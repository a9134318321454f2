import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SegmentKind } from '#shared/constants';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Reports (docs/report.md; server/src/apps/report): who may view, e-mail schedules, sent mails. */

/** A view of a report as its address holds it (shared/src/contract/report.ts ReportView). */
export type StoredReportView = {
  range: string;
  teamIds: string[];
  /** Absent in views stored before the segment filter. */
  segments?: { kind: SegmentKind; value: string }[];
  groupBy: string;
};

/** One grant to view a report: a member, a team or a role (a built-in role's name or a custom role id). */
export const reportShares = pgTable(
  'report_shares',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportId: text('report_id').notNull(),
    targetType: text('target_type', { enum: ['tenantMember', 'team', 'role'] }).notNull(),
    targetId: text('target_id').notNull(),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_shares_target_unique').on(t.tenantId, t.reportId, t.targetType, t.targetId)],
);

/**
 * A report e-mailed on a cadence. `nextRunAt` is the next send in UTC, worked out in the
 * tenant's zone; the sweep claims a due row by moving it on, so one send happens per run.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportId: text('report_id').notNull(),
    view: jsonb('view').$type<StoredReportView>().notNull(),
    cadence: text('cadence', { enum: ['weekly', 'monthly', 'quarterly'] }).notNull(),
    /** weekly: ISO weekday 1 (Monday) to 7; monthly and quarterly: day of the month 1 to 28. */
    day: integer('day').notNull(),
    /** `HH:MM` in the tenant's time zone. */
    time: text('time').notNull(),
    memberIds: uuid('member_ids').array().notNull(),
    emails: text('emails').array().notNull(),
    locale: text('locale').notNull().default('en'),
    nextRunAt: at('next_run_at').notNull(),
    pausedAt: at('paused_at'),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('report_schedules_due_idx').on(t.nextRunAt)],
);

/** A report mail that went out (or failed), now or by a schedule: share/email/past. */
export const reportMails = pgTable(
  'report_mails',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportId: text('report_id').notNull(),
    scheduleId: uuid('schedule_id').references(() => reportSchedules.id, { onDelete: 'set null' }),
    view: jsonb('view').$type<StoredReportView>().notNull(),
    recipients: text('recipients').array().notNull(),
    state: text('state', { enum: ['sent', 'failed'] }).notNull(),
    sentById: uuid('sent_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    sentAt: createdAt(),
  },
  (t) => [index('report_mails_report_idx').on(t.tenantId, t.reportId, t.sentAt)],
);
