import type { AppsResponse } from '#shared/contract/apps';
import type { AppName, AppPermission } from '#shared/permissions';

export type AppGrants = AppsResponse['results'];

/** A permission check the interface gates on: `app` and one of its permissions. */
export type PermissionRef = { [A in AppName]: readonly [A, AppPermission<A>] }[AppName];

/** True when the member holds the permission (000 §6: the interface shows or hides by it). */
export function holds(grants: AppGrants | undefined, [app, permission]: PermissionRef): boolean {
  return grants?.some((entry) => entry.name === app && entry.permissions.includes(permission)) ?? false;
}

export const holdsAny = (grants: AppGrants | undefined, refs: readonly PermissionRef[]) =>
  refs.some((ref) => holds(grants, ref));
export const holdsAll = (grants: AppGrants | undefined, refs: readonly PermissionRef[]) =>
  refs.every((ref) => holds(grants, ref));
