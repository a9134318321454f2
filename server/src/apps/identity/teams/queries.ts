import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  QuickTeamSource,
  Team,
  TeamAutomation,
  TeamMember,
  TeamObjectPermission,
  TeamSorting,
  TeamType,
} from '#shared/contract/teams';
import type { Tx } from '../../../db/client.ts';
import { media, teamMembers, teams, tenantMembers } from '../../../db/schema.ts';
import { conflict } from '../../../http/errors.ts';
import { mediaUrls } from '../../../kernel/media/urls.ts';

/**
 * Members of the team who are not suspended. Qualified by hand: inside `sql`, Drizzle renders a
 * column of the outer table unqualified.
 */
const activeMemberCountSql = sql<number>`(select count(*)::int from team_members tm join tenant_members m on m.id = tm.member_id where tm.team_id = "teams"."id" and m.suspended_at is null)`;

export const teamColumns = { ...getTableColumns(teams), activeMemberCount: activeMemberCountSql };
export type TeamRow = typeof teams.$inferSelect & { activeMemberCount: number };

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** Every word of the search must appear in the name or the description. */
function searchWhere(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter((word) => word.length > 0);
  return and(
    ...words.map((word) =>
      or(ilike(teams.name, likePattern(word)), ilike(teams.description, likePattern(word))),
    ),
  );
}

export type TeamFilter = {
  search?: string | undefined;
  typeIn?: TeamType[] | undefined;
  idIn?: string[] | undefined;
  memberIdIn?: string[] | undefined;
};

/**
 * Teams with any of the members. `exists`, not a join, so a team with several of them is listed
 * once; the outer table is qualified by hand, as in `activeMemberCountSql`.
 */
function hasAnyMemberWhere(memberIds: string[]): SQL {
  return sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = "teams"."id" and ${inArray(teamMembers.memberId, memberIds)})`;
}

export function teamWhere(filter: TeamFilter): SQL | undefined {
  return and(
    filter.search ? searchWhere(filter.search) : undefined,
    filter.typeIn ? inArray(teams.type, filter.typeIn) : undefined,
    filter.idIn ? inArray(teams.id, filter.idIn) : undefined,
    filter.memberIdIn ? hasAnyMemberWhere(filter.memberIdIn) : undefined,
  );
}

/** Names sort without regard to case; the id last keeps pages stable. */
const orderings: Record<TeamSorting, SQL[]> = {
  name: [asc(sql`lower(${teams.name})`), asc(teams.id)],
  '-name': [desc(sql`lower(${teams.name})`), desc(teams.id)],
  createdAt: [asc(teams.createdAt), asc(teams.id)],
  '-createdAt': [desc(teams.createdAt), desc(teams.id)],
};

/** One page of teams; one extra row is read to know whether another page follows. */
export async function pageOfTeams(
  tx: Tx,
  where: SQL | undefined,
  options: { sorting: TeamSorting; page: number; pageSize: number },
): Promise<{ rows: TeamRow[]; next: number | null }> {
  const { sorting, page, pageSize } = options;
  const rows = await tx
    .select(teamColumns)
    .from(teams)
    .where(where)
    .orderBy(...orderings[sorting])
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), next: rows.length > pageSize ? page + 1 : null };
}

/** One team of the current tenant; row-level security hides every other tenant's teams. */
export async function findTeam(tx: Tx, id: string): Promise<TeamRow | undefined> {
  const [row] = await tx.select(teamColumns).from(teams).where(eq(teams.id, id));
  return row;
}

/** Another team of this tenant with the same name, whatever the letter case. */
export async function nameTaken(tx: Tx, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(sql`lower(${teams.name})`, name.toLowerCase()),
        exceptId ? sql`${teams.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.length > 0;
}

export const duplicateName = (name: string) =>
  conflict(`A team named "${name}" already exists. Choose another name.`);

/** The unique index on the name refused a write another request raced in first. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** What the caller may do with a team: managers of teams edit and delete any; only manual teams take members by hand. */
export function teamPermissions(row: { type: TeamType }, canManage: boolean): TeamObjectPermission[] {
  if (!canManage) return [];
  return row.type === 'manual' ? ['edit', 'delete', 'manageMembers'] : ['edit', 'delete'];
}

export function toTeam(row: TeamRow, canManage: boolean): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    activeMemberCount: row.activeMemberCount,
    automation: row.type === 'automated' ? (row.automation as TeamAutomation) : null,
    quickTeamSource: row.type === 'quick' ? (row.automation as QuickTeamSource) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    permissions: teamPermissions(row, canManage),
  };
}

/** The team as the audit log records it. */
export const auditedTeam = (row: typeof teams.$inferSelect) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  // An automated team's rules, a quick team's segment value.
  ...(row.automation ? { automation: row.automation } : {}),
});

function memberSearchWhere(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter((word) => word.length > 0);
  return and(
    ...words.map((word) =>
      or(ilike(tenantMembers.firstName, likePattern(word)), ilike(tenantMembers.lastName, likePattern(word))),
    ),
  );
}

/** A member as team lists show them; join `media` on the avatar. */
export const teamMemberColumns = {
  id: tenantMembers.id,
  firstName: tenantMembers.firstName,
  lastName: tenantMembers.lastName,
  publicStaffProfile: tenantMembers.publicStaffProfile,
  suspendedAt: tenantMembers.suspendedAt,
  avatar: media,
};

export function toTeamMember(row: {
  id: string;
  firstName: string;
  lastName: string;
  publicStaffProfile: { jobTitle?: string | null } | null;
  suspendedAt: Date | null;
  avatar: typeof media.$inferSelect | null;
}): TeamMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrls: row.avatar ? mediaUrls(row.avatar) : null,
    jobTitle: row.publicStaffProfile?.jobTitle ?? null,
    suspended: row.suspendedAt !== null,
  };
}

/** One page of a team's members, by first and last name. */
export async function pageOfTeamMembers(
  tx: Tx,
  teamId: string,
  options: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ results: TeamMember[]; next: number | null }> {
  const { page, pageSize } = options;
  const rows = await tx
    .select(teamMemberColumns)
    .from(teamMembers)
    .innerJoin(tenantMembers, eq(tenantMembers.id, teamMembers.memberId))
    .leftJoin(media, eq(media.id, tenantMembers.avatarMediaId))
    .where(
      and(eq(teamMembers.teamId, teamId), options.search ? memberSearchWhere(options.search) : undefined),
    )
    .orderBy(asc(tenantMembers.firstName), asc(tenantMembers.lastName), asc(tenantMembers.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    results: rows.slice(0, pageSize).map(toTeamMember),
    next: rows.length > pageSize ? page + 1 : null,
  };
}

/** The team's member ids, for the audit record of a deletion. */
export async function memberIdsOf(tx: Tx, teamId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: teamMembers.memberId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.memberId));
  return rows.map((row) => row.id);
}
