import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { InvitationStatus, SegmentKind } from '#shared/constants';
import type { memberSortings } from '#shared/contract/identity';
import type { Tx } from '../../../db/client.ts';
import { teamMembers, tenantMembers } from '../../../db/schema.ts';
import { memberInSegments } from './segment-filter.ts';

/**
 * The contract's `hasReports`: somebody names this member as their manager. Written out in SQL
 * because Drizzle renders an aliased table inside `sql` without its alias declaration, and the
 * outer column unqualified; this stays valid wherever `tenant_members` is the outer table.
 */
export const hasReportsSql = sql<boolean>`exists (select 1 from tenant_members as reports where reports.tenant_id = kudos_current_tenant() and reports.manager_id = "tenant_members"."id")`;

/**
 * The caller's tenant, stated in the query although row-level security already holds it:
 * tenant_members' policies are an OR (a tenant's rows, or one's own memberships with no tenant
 * chosen), which the planner cannot match to an index on tenant_id. Stated, the
 * (tenant_id, ...) indexes serve lists, sorting and hasReports (bench/user-search.ts).
 */
const inCurrentTenant = sql`${tenantMembers.tenantId} = kudos_current_tenant()`;

export const memberColumns = { ...getTableColumns(tenantMembers), hasReports: hasReportsSql };
export type MemberRow = typeof tenantMembers.$inferSelect & { hasReports: boolean };

export type MemberFilter = {
  search?: string | undefined;
  idIn?: string[] | undefined;
  notIdIn?: string[] | undefined;
  suspended?: boolean | undefined;
  hasReports?: boolean | undefined;
  roleIn?: string[] | undefined;
  invitationStatusIn?: InvitationStatus[] | undefined;
  managerIdIn?: string[] | undefined;
  teamIdIn?: string[] | undefined;
  segmentKind?: SegmentKind | undefined;
  segmentValue?: string | undefined;
};

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Every word of the search must match a name (or the email, when the caller may see emails:
 * otherwise a search would reveal addresses the answer hides).
 */
function searchWhere(search: string, searchEmail: boolean): SQL | undefined {
  const words = search.split(/\s+/).filter((word) => word.length > 0);
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(tenantMembers.firstName, pattern),
        ilike(tenantMembers.lastName, pattern),
        searchEmail ? ilike(tenantMembers.email, pattern) : undefined,
      );
    }),
  );
}

/** A member of any of the teams; an empty list matches nobody. */
function inTeams(teamIds: string[]): SQL {
  if (teamIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${teamMembers} where ${teamMembers.memberId} = ${tenantMembers.id} and ${inArray(teamMembers.teamId, teamIds)})`;
}

export function memberWhere(filter: MemberFilter, options: { searchEmail: boolean }): SQL | undefined {
  return and(
    filter.search ? searchWhere(filter.search, options.searchEmail) : undefined,
    filter.idIn ? inArray(tenantMembers.id, filter.idIn) : undefined,
    filter.notIdIn?.length ? notInArray(tenantMembers.id, filter.notIdIn) : undefined,
    filter.suspended === undefined
      ? undefined
      : filter.suspended
        ? isNotNull(tenantMembers.suspendedAt)
        : isNull(tenantMembers.suspendedAt),
    filter.hasReports === undefined
      ? undefined
      : filter.hasReports
        ? hasReportsSql
        : sql`not ${hasReportsSql}`,
    filter.roleIn ? inArray(tenantMembers.role, filter.roleIn) : undefined,
    filter.invitationStatusIn
      ? inArray(tenantMembers.invitationStatus, filter.invitationStatusIn)
      : undefined,
    filter.managerIdIn ? inArray(tenantMembers.managerId, filter.managerIdIn) : undefined,
    filter.teamIdIn ? inTeams(filter.teamIdIn) : undefined,
    filter.segmentKind && filter.segmentValue !== undefined
      ? // The outer column is qualified by hand, as in hasReportsSql: Drizzle would render a bare
        // "id", which inside the filter's subquery is the record's.
        memberInSegments(sql`"tenant_members"."id"`, [
          { kind: filter.segmentKind, value: filter.segmentValue },
        ])
      : undefined,
  );
}

type Sorting = (typeof memberSortings)[number];

/** Names sort together, and the id last keeps pages stable when names repeat. */
const orderings: Record<Sorting, SQL[]> = {
  firstName: [asc(tenantMembers.firstName), asc(tenantMembers.lastName), asc(tenantMembers.id)],
  '-firstName': [desc(tenantMembers.firstName), desc(tenantMembers.lastName), desc(tenantMembers.id)],
  lastName: [asc(tenantMembers.lastName), asc(tenantMembers.firstName), asc(tenantMembers.id)],
  '-lastName': [desc(tenantMembers.lastName), desc(tenantMembers.firstName), desc(tenantMembers.id)],
  createdAt: [asc(tenantMembers.createdAt), asc(tenantMembers.id)],
  '-createdAt': [desc(tenantMembers.createdAt), desc(tenantMembers.id)],
};

/** Which of these members somebody names as their manager; one probe of the manager index. */
async function managersAmong(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: tenantMembers.managerId })
    .from(tenantMembers)
    .where(and(inCurrentTenant, inArray(tenantMembers.managerId, ids)));
  return new Set(rows.map((row) => row.id).filter((id): id is string => id !== null));
}

/**
 * One page of members; one extra row is read to know whether another page follows. hasReports
 * is looked up for the page's rows only: inside the page query the planner hashes every
 * member's manager instead.
 */
export async function pageOfMembers(
  tx: Tx,
  where: SQL | undefined,
  options: { sorting: Sorting; page: number; pageSize: number },
): Promise<{ rows: MemberRow[]; next: number | null }> {
  const { sorting, page, pageSize } = options;
  const rows = await tx
    .select(getTableColumns(tenantMembers))
    .from(tenantMembers)
    .where(and(inCurrentTenant, where))
    .orderBy(...orderings[sorting])
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const managers = await managersAmong(
    tx,
    shown.map((row) => row.id),
  );
  return {
    rows: shown.map((row) => ({ ...row, hasReports: managers.has(row.id) })),
    next: rows.length > pageSize ? page + 1 : null,
  };
}

/** One member of the current tenant; row-level security hides every other tenant's rows. */
export async function findMember(tx: Tx, id: string): Promise<MemberRow | undefined> {
  const [row] = await tx.select(memberColumns).from(tenantMembers).where(eq(tenantMembers.id, id));
  return row;
}

export function findMembers(tx: Tx, ids: string[]): Promise<MemberRow[]> {
  return tx.select(memberColumns).from(tenantMembers).where(inArray(tenantMembers.id, ids));
}
