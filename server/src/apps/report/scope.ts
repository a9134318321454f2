import { type SQL, sql } from 'drizzle-orm';
import type { PeriodGrouping, ReportSegment } from '#shared/contract/report';
import type { Day } from '#shared/date-ranges';
import { memberInSegments } from '../identity/index.ts';

/** What every report query is given: the tenant, its zone, the days and the teams of the view. */
export type ReportScope = {
  tenantId: string;
  timeZone: string;
  from: Day;
  to: Day;
  /** Empty: everyone. */
  teamIds: string[];
  /** HR record segments the people must have (docs/report.md "Segments"); empty: everyone. */
  segments: ReportSegment[];
};

/** A figure row before labels and zeros: one group's key, its name if it has one, its figures. */
export type RawRow = { key: string; label?: string; values: Record<string, number> };

/** `column` falls on one of the view's days in the tenant's zone (index-friendly bounds). */
export const inRange = (scope: ReportScope, column: SQL): SQL =>
  sql`${column} >= (${scope.from}::date::timestamp at time zone ${scope.timeZone}) and ${column} < ((${scope.to}::date + 1)::timestamp at time zone ${scope.timeZone})`;

const uuidArray = (ids: string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The member is one of the view's people: in one of its teams and with its segments (the
 * identity area's segment filter, as the People page filters). True without either filter.
 */
export const inAudience = (scope: ReportScope, member: SQL): SQL => {
  const teams =
    scope.teamIds.length === 0
      ? sql`true`
      : sql`${member} in (select tm.member_id from team_members tm where tm.team_id = any(${uuidArray(scope.teamIds)}))`;
  return scope.segments.length === 0 ? teams : sql`${teams} and ${memberInSegments(member, scope.segments)}`;
};

/** The first day of the period a moment falls in, in the tenant's zone. */
export const periodKey = (scope: ReportScope, column: SQL, grouping: PeriodGrouping): SQL =>
  sql`to_char(date_trunc(${grouping}, ${column} at time zone ${scope.timeZone}), 'YYYY-MM-DD')`;

export const teamIdsSql = uuidArray;

/** Raw SQL counts come back as strings or bigints on one driver and numbers on the other. */
export const numberOf = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
