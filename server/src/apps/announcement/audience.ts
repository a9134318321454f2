import { and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnnouncementAudience } from '#shared/contract/announcement';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { teams, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Which members of the tenant set on the transaction an audience reaches, as a condition on
 * `tenant_members m`: active members (not suspended, not archived) of the whole company, or
 * named, or in a named team.
 */
export function audienceWhereSql(audience: AnnouncementAudience): SQL {
  const active = sql`m.suspended_at is null and m.invitation_status <> 'archived'`;
  if (audience.wholeCompany) return active;
  const parts: SQL[] = [];
  if (audience.memberIds.length > 0) parts.push(sql`m.id in (${uuidList(audience.memberIds)})`);
  if (audience.teamIds.length > 0) {
    parts.push(
      sql`exists (select 1 from team_members tm where tm.member_id = m.id and tm.team_id in (${uuidList(audience.teamIds)}))`,
    );
  }
  if (parts.length === 0) return sql`false`;
  return sql`${active} and (${sql.join(parts, sql` or `)})`;
}

/** How many members an audience reaches now. */
export async function audienceCount(tx: Tx, audience: AnnouncementAudience): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await tx.execute(
      sql`select count(*)::int as count from tenant_members m where ${audienceWhereSql(audience)}`,
    ),
  );
  return Number(row?.count ?? 0);
}

/**
 * Refuses teams and members the tenant does not have. Row-level security hides every other
 * tenant's rows, so another tenant's team reads as unknown, with the same message.
 */
export async function checkAudience(tx: Tx, audience: AnnouncementAudience): Promise<void> {
  const teamIds = [...new Set(audience.teamIds)];
  if (teamIds.length > 0) {
    const found = new Set(
      (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds))).map((t) => t.id),
    );
    const index = audience.teamIds.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(`audience.teamIds.${index}`, 'This team does not exist');
  }
  const memberIds = [...new Set(audience.memberIds)];
  if (memberIds.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(and(inArray(tenantMembers.id, memberIds), ne(tenantMembers.invitationStatus, 'archived')))
      ).map((m) => m.id),
    );
    const index = audience.memberIds.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(`audience.memberIds.${index}`, 'This member does not exist');
  }
}
