import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { teamMembers, teams, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';

export type Audience = { tenantWide: boolean; memberIds: string[]; teamIds: string[] };

/** Members who can hold points: not suspended, not archived. */
const active = sql`${tenantMembers.suspendedAt} is null and ${tenantMembers.invitationStatus} <> 'archived'`;

/**
 * The active members an audience names, sorted: everyone (tenantWide), or the listed members plus
 * the members of the listed teams. An unknown member or team is a 400 naming the field.
 */
export async function audienceMembers(tx: Tx, audience: Audience): Promise<string[]> {
  if (audience.tenantWide) {
    const rows = await tx.select({ id: tenantMembers.id }).from(tenantMembers).where(active);
    return rows.map((row) => row.id).sort();
  }
  const ids = new Set<string>();
  if (audience.memberIds.length > 0) {
    const found = await tx
      .select({ id: tenantMembers.id })
      .from(tenantMembers)
      .where(and(inArray(tenantMembers.id, audience.memberIds), active));
    const known = new Set(found.map((row) => row.id));
    const index = audience.memberIds.findIndex((id) => !known.has(id));
    if (index >= 0) throw invalid(`memberIds.${index}`, 'This member does not exist or is not active');
    for (const id of known) ids.add(id);
  }
  if (audience.teamIds.length > 0) {
    const found = await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, audience.teamIds));
    const known = new Set(found.map((row) => row.id));
    const index = audience.teamIds.findIndex((id) => !known.has(id));
    if (index >= 0) throw invalid(`teamIds.${index}`, 'This team does not exist');
    const members = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select distinct m.id from ${teamMembers} tm join ${tenantMembers} m on m.id = tm.member_id
         where tm.team_id in ${audience.teamIds} and m.suspended_at is null and m.invitation_status <> 'archived'`),
    );
    for (const row of members) ids.add(row.id);
  }
  if (ids.size === 0 && audience.memberIds.length === 0 && audience.teamIds.length === 0) {
    throw invalid('memberIds', 'Choose at least one member or team, or everyone');
  }
  return [...ids].sort();
}
