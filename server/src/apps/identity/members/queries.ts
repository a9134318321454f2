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
import type { InvitationStatus } from '#shared/constants';
import type { memberSortings } from '#shared/contract/identity';
import type { Tx } from '../../../db/client.ts';
import { teamMembers, tenantMembers } from '../../../db/schema.ts';

/**
 * The contract's `hasReports`: somebody names this member as their manager. Written out in SQL
 * because Drizzle renders an aliased table inside `sql` without its alias declaration, and the
 * outer column unqualified; this stays valid wherever `tenant_members` is the outer table.
 */
export const hasReportsSql = sql<boolean>`exists (select 1 from tenant_members as reports where reports.manager_id = "tenant_members"."id")`;

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

/** One page of members; one extra row is read to know whether another page follows. */
export async function pageOfMembers(
  tx: Tx,
  where: SQL | undefined,
  options: { sorting: Sorting; page: number; pageSize: number },
): Promise<{ rows: MemberRow[]; next: number | null }> {
  const { sorting, page, pageSize } = options;
  const rows = await tx
    .select(memberColumns)
    .from(tenantMembers)
    .where(where)
    .orderBy(...orderings[sorting])
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), next: rows.length > pageSize ? page + 1 : null };
}

/** One member of the current tenant; row-level security hides every other tenant's rows. */
export async function findMember(tx: Tx, id: string): Promise<MemberRow | undefined> {
  const [row] = await tx.select(memberColumns).from(tenantMembers).where(eq(tenantMembers.id, id));
  return row;
}

export function findMembers(tx: Tx, ids: string[]): Promise<MemberRow[]> {
  return tx.select(memberColumns).from(tenantMembers).where(inArray(tenantMembers.id, ids));
}
