import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { resourceTexts } from '#shared/contract/resource';
import type { Tx } from '../../db/client.ts';
import { resources } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

export type ResourceRow = typeof resources.$inferSelect;

/** Who reads the hub: members with resourceApp browse; managers (resourceApp manage) change it too. */
export type Viewer = { auth: MemberAuth; memberId: string; canManage: boolean };

/** A member who may browse the hub (or manage it); 403 otherwise, upgradeLicense included. */
export async function viewerOf(services: Services, request: FastifyRequest): Promise<Viewer> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  const canManage = holds(grant, 'resourceApp', 'manage');
  if (!canManage && !holds(grant, 'resourceApp', 'browse')) throw forbidden();
  return { auth, memberId: auth.memberId, canManage };
}

/** A manager of the hub; 403 otherwise. */
export async function managerOf(services: Services, request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(services, request);
  if (!viewer.canManage) throw forbidden();
  return viewer;
}

/**
 * The caller is in a resource's recommendation audience: everyone, one of its teams, or its
 * roles (the built-in role's name or the custom role's id).
 */
export const inAudienceSql = (viewer: Viewer): SQL => {
  const roles = [viewer.auth.role, viewer.auth.customRoleId].filter((r): r is string => !!r);
  const roleList = sql`array[${sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;
  return sql`((${resources.audience}->>'everyone')::boolean
    or (${resources.audience}->'roles') ?| ${roleList}
    or exists (select 1 from team_members tm
                where tm.member_id = ${viewer.memberId}
                  and (${resources.audience}->'teamIds') ? tm.team_id::text))`;
};

/** Managers read archived resources too; members only live ones. */
export const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.canManage ? undefined : isNull(resources.archivedAt);

/** One resource the viewer may read, else 404. */
export async function findVisible(tx: Tx, viewer: Viewer, id: string, lock = false): Promise<ResourceRow> {
  const query = tx
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), visibleTo(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(resourceTexts.notFound);
  return row;
}

/** One live resource: reacting, favouriting and completing refuse an archived one with 409. */
export async function findLive(tx: Tx, viewer: Viewer, id: string): Promise<ResourceRow> {
  const row = await findVisible(tx, viewer, id);
  if (row.archivedAt) throw conflict(resourceTexts.archived);
  return row;
}
