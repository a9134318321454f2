import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { SendToItem } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { teamMembers, teams, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';

export type AwardRecipient = { memberId: string; eligible: boolean };

/** The eligibility rule for points (docs/award.md): active members who were invited or joined. */
const eligibleStatus = (status: string) => status === 'invited' || status === 'joined';

/**
 * Who an award reaches: chosen members as they are (a suspended or never-invited one still gets
 * the award, without points), and the active members of chosen teams except the sender and
 * archived members. Giving oneself an award and unknown ids are validation errors.
 */
export async function resolveAwardRecipients(
  tx: Tx,
  sendTo: SendToItem[],
  senderId: string | null,
): Promise<AwardRecipient[]> {
  const memberIds = sendTo.filter((item) => item.type === 'tenantMember').map((item) => item.id);
  const teamIds = sendTo.filter((item) => item.type === 'team').map((item) => item.id);
  const members = memberIds.length
    ? await tx
        .select({
          id: tenantMembers.id,
          suspendedAt: tenantMembers.suspendedAt,
          status: tenantMembers.invitationStatus,
        })
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
    const member = found.get(item.id);
    const known =
      item.type === 'team' ? foundTeams.has(item.id) : member !== undefined && member.status !== 'archived';
    if (!known) throw invalid(`sendTo.${index}.id`, 'This recipient does not exist');
    if (item.type === 'tenantMember' && item.id === senderId) {
      throw invalid(`sendTo.${index}.id`, 'You cannot give yourself an award');
    }
  }
  const result = new Map<string, AwardRecipient>();
  for (const id of memberIds) {
    const member = found.get(id);
    if (member)
      result.set(id, {
        memberId: id,
        eligible: member.suspendedAt === null && eligibleStatus(member.status),
      });
  }
  if (teamIds.length > 0) {
    const rows = await tx
      .selectDistinct({ id: tenantMembers.id, status: tenantMembers.invitationStatus })
      .from(teamMembers)
      .innerJoin(tenantMembers, eq(tenantMembers.id, teamMembers.memberId))
      .where(
        and(
          inArray(teamMembers.teamId, teamIds),
          isNull(tenantMembers.suspendedAt),
          ne(tenantMembers.invitationStatus, 'archived'),
          senderId ? ne(tenantMembers.id, senderId) : undefined,
        ),
      );
    for (const row of rows) {
      if (!result.has(row.id)) result.set(row.id, { memberId: row.id, eligible: eligibleStatus(row.status) });
    }
  }
  return [...result.values()];
}
