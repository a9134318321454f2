import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { MemberDisplay, SendToItem } from '#shared/contract/recognition';
import type { Executor, Tx } from '../db/client.ts';
import { teamMembers, teams, tenantMembers } from '../db/schema.ts';
import { invalid } from '../http/errors.ts';

export type ResolvedRecipient = { memberId: string; eligible: boolean };

/**
 * Who a `sendTo` reaches: chosen members as they are, and the active members of chosen teams
 * except the sender. A chosen member who is suspended, or the sender themself, still receives
 * the message but is not eligible for points. Unknown ids are a validation error.
 */
export async function resolveRecipients(
  tx: Tx,
  sendTo: SendToItem[],
  senderId: string,
): Promise<ResolvedRecipient[]> {
  const memberIds = sendTo.filter((item) => item.type === 'tenantMember').map((item) => item.id);
  const teamIds = sendTo.filter((item) => item.type === 'team').map((item) => item.id);
  const members = memberIds.length
    ? await tx
        .select({ id: tenantMembers.id, suspendedAt: tenantMembers.suspendedAt })
        .from(tenantMembers)
        .where(inArray(tenantMembers.id, memberIds))
    : [];
  const found = new Map(members.map((m) => [m.id, m]));
  const foundTeams = teamIds.length
    ? new Set(
        (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds))).map((t) => t.id),
      )
    : new Set<string>();
  for (const [index, item] of sendTo.entries()) {
    const known = item.type === 'team' ? foundTeams.has(item.id) : found.has(item.id);
    if (!known) throw invalid(`sendTo.${index}.id`, 'This recipient does not exist');
  }
  const result = new Map<string, ResolvedRecipient>();
  for (const id of memberIds) {
    const member = found.get(id);
    if (!member) continue;
    result.set(id, { memberId: id, eligible: member.suspendedAt === null && id !== senderId });
  }
  if (teamIds.length > 0) {
    const rows = await tx
      .selectDistinct({ id: tenantMembers.id })
      .from(teamMembers)
      .innerJoin(tenantMembers, eq(tenantMembers.id, teamMembers.memberId))
      .where(
        and(
          inArray(teamMembers.teamId, teamIds),
          isNull(tenantMembers.suspendedAt),
          ne(tenantMembers.id, senderId),
        ),
      );
    for (const row of rows) if (!result.has(row.id)) result.set(row.id, { memberId: row.id, eligible: true });
  }
  return [...result.values()];
}

/** Team names and active member counts for the saved `sendTo`'s display data. */
export async function teamDisplays(
  db: Executor,
  ids: string[],
): Promise<Map<string, { name: string; activeMemberCount: number; teamType: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      teamType: teams.type,
      // Qualified by hand: inside sql, Drizzle renders a column of the outer table unqualified.
      activeMemberCount: sql<number>`(select count(*)::int from team_members tm join tenant_members m on m.id = tm.member_id where tm.team_id = "teams"."id" and m.suspended_at is null)`,
    })
    .from(teams)
    .where(inArray(teams.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A saved recipient (or sender, audience, reviewer) with what the client shows of it: a team's
 * name and active member count, a member's name and avatar. Unknown ids show empty.
 */
export function sendToDisplay<T extends SendToItem>(
  item: T,
  members: ReadonlyMap<string, MemberDisplay>,
  teams: ReadonlyMap<string, { name: string; activeMemberCount: number }>,
): T & {
  displayData: { name: string; avatarUrls: MemberDisplay['avatarUrls']; activeMemberCount?: number };
} {
  if (item.type === 'team') {
    const team = teams.get(item.id);
    return {
      ...item,
      displayData: {
        name: team?.name ?? '',
        avatarUrls: null,
        activeMemberCount: team?.activeMemberCount ?? 0,
      },
    };
  }
  const member = members.get(item.id);
  return {
    ...item,
    displayData: {
      name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
      avatarUrls: member?.avatarUrls ?? null,
    },
  };
}
