import type { TFunction } from 'i18next';
import { memberRoles } from '#shared/constants';
import type { Role } from '#shared/contract/roles';

/** An app of the permission catalog, in words ("Users and teams" for identityApp). */
export const appLabel = (app: string, t: TFunction) => t(`permissionApps.${app}`, { defaultValue: app });

/** One permission, in words; the same word reads the same in every app ("browse": "View"). */
export const permissionLabel = (permission: string, t: TFunction) =>
  t(`permissionNames.${permission}`, { defaultValue: permission });

/** A built-in role in the member's language, a custom role by its name. */
export const roleName = (role: Pick<Role, 'id' | 'name' | 'builtIn'>, t: TFunction) =>
  role.builtIn && (memberRoles as readonly string[]).includes(role.id) ? t(`roles.${role.id}`) : role.name;

/** How many permissions a role grants in all. */
export const permissionCount = (role: Pick<Role, 'permissions'>) =>
  role.permissions.reduce((sum, app) => sum + app.permissions.length, 0);
