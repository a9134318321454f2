import { and, eq, isNull, sql } from 'drizzle-orm';
import { memberRoles } from '#shared/constants';
import type { Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { roles, tenantMembers } from '../../../db/schema.ts';
import { conflict, invalid } from '../../../http/errors.ts';

/** A built-in role, or a custom role of this tenant: then both columns carry its id. */
export async function resolveRole(
  tx: Tx,
  role: string,
): Promise<{ role: string; customRoleId: string | null }> {
  if ((memberRoles as readonly string[]).includes(role)) return { role, customRoleId: null };
  const [custom] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, role));
  if (!custom) throw invalid('role', 'Choose an existing role');
  return { role: custom.id, customRoleId: custom.id };
}

/**
 * A manager must be another member of this tenant and must not report, however indirectly, to
 * the member. An advisory lock per tenant serializes hierarchy changes, so two concurrent edits
 * cannot close a loop that neither saw.
 */
export async function assertValidManager(
  tx: Tx,
  tenantId: string,
  memberId: string | null,
  managerId: string,
) {
  if (managerId === memberId) throw invalid('managerId', 'A member cannot be their own manager');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kudos:managers:${tenantId}`}))`);
  const [manager] = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(eq(tenantMembers.id, managerId));
  if (!manager) throw invalid('managerId', 'Choose a member of this organization');
  if (!memberId) return;
  // Walks up from the proposed manager; `union` stops on rows already seen, so bad data cannot loop.
  const chain = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with recursive chain(id, manager_id) as (
        select id, manager_id from tenant_members where id = ${managerId}
        union
        select m.id, m.manager_id from tenant_members m join chain c on m.id = c.manager_id
      )
      select id from chain where id = ${memberId} limit 1`),
  );
  if (chain.length > 0) throw invalid('managerId', 'This would make the member manage themself');
}

/**
 * Refuses to leave the tenant without an active admin. The admin rows are locked so that two
 * admins demoting or suspending each other at once cannot both pass.
 */
export async function assertAdminsRemain(tx: Tx, leaving: string[]): Promise<void> {
  const admins = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.role, 'admin'), isNull(tenantMembers.suspendedAt)))
    .for('update');
  const gone = new Set(leaving);
  if (!admins.some((admin) => gone.has(admin.id))) return;
  if (admins.every((admin) => gone.has(admin.id))) {
    throw conflict('The organization needs at least one active admin');
  }
}
