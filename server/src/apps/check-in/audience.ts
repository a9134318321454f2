import { and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { CheckInAudience } from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { teams, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import { audienceCount, audienceWhereSql } from '../announcement/index.ts';

type Audienced = { everyone: boolean; teamIds: string[]; memberIds: string[] };

/** A category's audience in the announcement's terms (everyone is the whole company). */
const asAnnouncementAudience = (a: Audienced) => ({
  wholeCompany: a.everyone,
  teamIds: a.teamIds,
  memberIds: a.memberIds,
});

/** Who a category asks, as a condition on `tenant_members m` (active members only). */
export const audienceSql = (a: Audienced): SQL => audienceWhereSql(asAnnouncementAudience(a));

export const countReached = (tx: Tx, a: Audienced): Promise<number> =>
  audienceCount(tx, asAnnouncementAudience(a));

export async function inAudience(tx: Tx, a: Audienced, memberId: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await tx.execute(
      sql`select exists (select 1 from tenant_members m where m.id = ${memberId} and ${audienceSql(a)}) as found`,
    ),
  );
  return !!row?.found;
}

/**
 * Refuses teams and members the tenant does not have; row-level security hides another
 * tenant's, which therefore read as unknown.
 */
export async function checkAudience(tx: Tx, audience: CheckInAudience): Promise<void> {
  if (audience.teamIds.length > 0) {
    const found = new Set(
      (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, audience.teamIds))).map(
        (t) => t.id,
      ),
    );
    const index = audience.teamIds.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(`teamIds.${index}`, 'This team does not exist');
  }
  if (audience.memberIds.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(
            and(
              inArray(tenantMembers.id, audience.memberIds),
              ne(tenantMembers.invitationStatus, 'archived'),
            ),
          )
      ).map((m) => m.id),
    );
    const index = audience.memberIds.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(`memberIds.${index}`, 'This member does not exist');
  }
}

/**
 * Whether a category row `c` asks the member row `m` (active members only): the per-row form of
 * `audienceSql`, for the due questions of many members at once.
 */
export const categoryAsksSql = sql`m.suspended_at is null and m.invitation_status <> 'archived' and (c.everyone or m.id = any(c.member_ids) or exists (select 1 from team_members tm where tm.member_id = m.id and tm.team_id = any(c.team_ids)))`;

/** The names of the teams and members an audience names, for its form. */
export async function displayOf(
  tx: Tx,
  a: Audienced,
): Promise<{ id: string; type: 'team' | 'tenantMember'; name: string }[]> {
  const named = a.teamIds.length
    ? await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, a.teamIds))
    : [];
  const people = a.memberIds.length
    ? await tx
        .select({
          id: tenantMembers.id,
          firstName: tenantMembers.firstName,
          lastName: tenantMembers.lastName,
        })
        .from(tenantMembers)
        .where(inArray(tenantMembers.id, a.memberIds))
    : [];
  return [
    ...named.map((t) => ({ id: t.id, type: 'team' as const, name: t.name })),
    ...people.map((m) => ({
      id: m.id,
      type: 'tenantMember' as const,
      name: `${m.firstName} ${m.lastName}`.trim(),
    })),
  ];
}
