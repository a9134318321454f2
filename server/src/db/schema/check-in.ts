import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/**
 * Check-ins (docs/check-in.md; server/src/apps/check-in). Who answered (check_in_responses) and
 * what was answered (check_in_answers) are two tables with no link between them, so reports
 * read answers without any identity.
 */

/** A category of questions asked on one cadence to one audience. */
export const checkInCategories = pgTable(
  'check_in_categories',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cadence: text('cadence', { enum: ['weekly', 'monthly', 'quarterly'] }).notNull(),
    startsOn: date('starts_on').notNull(),
    /** Everyone, or the union of the named teams and members. */
    everyone: boolean('everyone').notNull().default(true),
    teamIds: uuid('team_ids').array().notNull().default([]),
    memberIds: uuid('member_ids').array().notNull().default([]),
    position: integer('position').notNull().default(0),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('check_in_categories_tenant_idx').on(t.tenantId, t.position)],
);

/**
 * One version of a question. Editing retires the row and adds the next version with the same
 * series id, so past answers keep the wording they answered.
 */
export const checkInQuestions = pgTable(
  'check_in_questions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => checkInCategories.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').notNull(),
    version: integer('version').notNull().default(1),
    kind: text('kind', { enum: ['scale', 'faces', 'yesNo'] }).notNull(),
    text: text('text').notNull(),
    lowLabel: text('low_label'),
    highLabel: text('high_label'),
    allowComment: boolean('allow_comment').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Set when edited (a newer version exists) or removed; retired questions are not asked. */
    retiredAt: at('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('check_in_questions_category_idx').on(t.tenantId, t.categoryId, t.position),
    uniqueIndex('check_in_questions_version').on(t.seriesId, t.version),
  ],
);

/** That a member answered or skipped a question series in a period: identity, no answer. */
export const checkInResponses = pgTable(
  'check_in_responses',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => checkInCategories.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').notNull(),
    periodStart: date('period_start').notNull(),
    skipped: boolean('skipped').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('check_in_responses_once').on(t.tenantId, t.memberId, t.seriesId, t.periodStart),
    index('check_in_responses_period_idx').on(t.tenantId, t.categoryId, t.periodStart),
  ],
);

/**
 * An answer without who gave it: no member, no time beyond the period, and the respondent's
 * teams at the time (for breakdowns shown only from five respondents up).
 */
export const checkInAnswers = pgTable(
  'check_in_answers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => checkInCategories.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => checkInQuestions.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').notNull(),
    periodStart: date('period_start').notNull(),
    /** 1–5 for scale and faces; 1 yes, 0 no. */
    value: smallint('value').notNull(),
    comment: text('comment'),
    teamIds: uuid('team_ids').array().notNull().default([]),
  },
  (t) => [index('check_in_answers_period_idx').on(t.tenantId, t.categoryId, t.periodStart)],
);

/**
 * Roll-ups of the answers, so results never scan them: per question series, period and scope (the
 * whole category, or one team of the respondents), how many answered and the sum of their values.
 * Written with each answer; read by the scores and the score-drop rule (docs/check-in.md).
 */
export const checkInRollups = pgTable(
  'check_in_rollups',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => checkInCategories.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').notNull(),
    periodStart: date('period_start').notNull(),
    /** 'category' (every respondent) or 'team'. */
    scope: text('scope', { enum: ['category', 'team'] }).notNull(),
    /** The category's id for its own scope, else the team's. */
    scopeId: uuid('scope_id').notNull(),
    respondents: integer('respondents').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.seriesId, t.scopeId, t.periodStart] }),
    index('check_in_rollups_period_idx').on(t.tenantId, t.periodStart),
  ],
);

/** A reminder sent to a member for a category's period: once per cadence. */
export const checkInReminders = pgTable(
  'check_in_reminders',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => checkInCategories.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('check_in_reminders_once').on(t.tenantId, t.memberId, t.categoryId, t.periodStart)],
);

/**
 * A burnout insight the nightly job raised (docs/insight.md): one row per rule and subject,
 * refreshed while the rule holds. `managerId` is the subject's manager, who sees it with
 * metricApp browseOwnReports.
 */
export const insights = pgTable(
  'insights',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    subjectKind: text('subject_kind', { enum: ['member', 'team', 'category'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    managerId: uuid('manager_id'),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    actionPath: text('action_path').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'snoozed', 'resolved'] })
      .notNull()
      .default('open'),
    snoozedUntil: date('snoozed_until'),
    raisedOn: date('raised_on').notNull(),
    seenOn: date('seen_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('insights_subject').on(t.tenantId, t.rule, t.subjectId),
    index('insights_manager_idx').on(t.tenantId, t.managerId),
  ],
);
