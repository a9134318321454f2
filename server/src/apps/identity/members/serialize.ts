import type { FastifyRequest } from 'fastify';
import type { Media } from '#shared/contract/common';
import type { TenantMember } from '#shared/contract/identity';
import type { TenantMemberObjectPermission } from '#shared/permissions';
import type { Executor } from '../../../db/client.ts';
import { grantOf, type MemberAuth, requireMember } from '../../../http/auth.ts';
import { loadMediaUrls } from '../../../kernel/media/urls.ts';
import { holds } from '../../../kernel/permissions.ts';
import type { Services } from '../../../services.ts';
import type { MemberRow } from './queries.ts';

/** Who is looking at member objects, and what their grant lets them do to them. */
/** `isAdmin`: the built-in admin role, the only one that gives roles (a custom role could otherwise widen itself). */
export type Viewer = { memberId: string; canBrowse: boolean; canWelcome: boolean; isAdmin: boolean };

export async function viewerOf(
  services: Services,
  request: FastifyRequest,
): Promise<{ auth: MemberAuth; viewer: Viewer }> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  return {
    auth,
    viewer: {
      memberId: auth.memberId,
      canBrowse: holds(grant, 'identityApp', 'browse'),
      canWelcome: holds(grant, 'identityApp', 'welcome'),
      isAdmin: auth.role === 'admin',
    },
  };
}

/** `me` names the caller's own membership wherever a member id is taken. */
export const resolveMemberId = (id: string, auth: MemberAuth) => (id === 'me' ? auth.memberId : id);

type PermissionSubject = Pick<MemberRow, 'id' | 'suspendedAt' | 'invitationStatus'>;

/** The object-level permissions (000 §6) the viewer holds on one member. */
export function memberPermissions(member: PermissionSubject, viewer: Viewer): TenantMemberObjectPermission[] {
  const self = member.id === viewer.memberId;
  if (!viewer.canBrowse) return self ? ['edit', 'editAvatar'] : [];
  const permissions: TenantMemberObjectPermission[] = viewer.isAdmin
    ? ['edit', 'changeRole', 'editAvatar']
    : ['edit', 'editAvatar'];
  // Suspending yourself would lock you out at once, so it is never offered.
  if (!self) permissions.push(member.suspendedAt ? 'unsuspend' : 'suspend');
  if (viewer.canWelcome && member.invitationStatus !== 'joined') permissions.push('welcome');
  return permissions;
}

export function toTenantMember(row: MemberRow, viewer: Viewer, avatars: Map<string, Media>): TenantMember {
  const self = row.id === viewer.memberId;
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    // The directory is open to every member; addresses only to admins and the person themself.
    email: viewer.canBrowse || self ? row.email : null,
    avatarUrls: (row.avatarMediaId && avatars.get(row.avatarMediaId)) || null,
    publicStaffProfile: row.publicStaffProfile ?? null,
    hasReports: row.hasReports,
    role: row.role,
    managerId: row.managerId,
    locale: row.locale,
    timezone: row.timezone,
    invitationStatus: row.invitationStatus,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
    permissions: memberPermissions(row, viewer),
  };
}

/** Serializes several rows, loading their avatars in one query. */
export async function toTenantMembers(
  db: Executor,
  rows: MemberRow[],
  viewer: Viewer,
): Promise<TenantMember[]> {
  const avatars = await loadMediaUrls(
    db,
    rows.map((row) => row.avatarMediaId),
  );
  return rows.map((row) => toTenantMember(row, viewer, avatars));
}

export async function toOneTenantMember(db: Executor, row: MemberRow, viewer: Viewer): Promise<TenantMember> {
  return toTenantMember(row, viewer, await loadMediaUrls(db, [row.avatarMediaId]));
}
