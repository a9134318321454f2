import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { type Grant, holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Who reads announcements: managers (announcementApp manage) see and change every one. */
export type Viewer = { auth: MemberAuth; memberId: string; canManage: boolean };

export function viewerFrom(auth: MemberAuth, grant: Grant): Viewer {
  return { auth, memberId: auth.memberId, canManage: holds(grant, 'announcementApp', 'manage') };
}

/** A member who may at least browse announcements; 403 otherwise. */
export async function viewerOf(services: Services, request: FastifyRequest): Promise<Viewer> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  const viewer = viewerFrom(auth, grant);
  if (!viewer.canManage && !holds(grant, 'announcementApp', 'browse')) throw forbidden();
  return viewer;
}

/** A manager of announcements; 403 otherwise. */
export async function managerOf(services: Services, request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(services, request);
  if (!viewer.canManage) throw forbidden();
  return viewer;
}

/** The caller is in the audience: named at publication (a recipient row), or the whole company. */
export const inAudienceSql = (memberId: string): SQL =>
  sql`((${announcements.audience}->>'wholeCompany')::boolean or exists (select 1 from announcement_recipients ar where ar.announcement_id = "announcements"."id" and ar.member_id = ${memberId}))`;

/**
 * What a viewer may read: managers every announcement of the tenant; members the live and
 * archived ones they are in the audience of (never drafts or scheduled ones).
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.canManage) return undefined;
  return and(inArray(announcements.status, ['active', 'archived']), inAudienceSql(viewer.memberId));
}

/**
 * One announcement the viewer may read, else 404. `lock`: the row is locked for the rest of the
 * transaction, so two changes at once (two "publish now" clicks) run one after the other and the
 * second sees the first's status.
 */
export async function findVisible(
  tx: Tx,
  viewer: Viewer,
  id: string,
  lock = false,
): Promise<AnnouncementRow> {
  const query = tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), visibleTo(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('This announcement does not exist');
  return row;
}
