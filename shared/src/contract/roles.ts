import { z } from 'zod';
import { memberRoles } from '../constants.ts';
import { type AppName, appNames, appPermissions } from '../permissions.ts';
import { idSchema } from './common.ts';

// ---- Roles (000 §6 permission catalog; issue 12 "Custom roles") ------------------------------

/** The most characters a custom role's name may have. */
export const roleNameMaxLength = 80;

/**
 * The permissions a custom role may grant: the catalog without `upgradeLicense`, which only the
 * plan ever grants (it marks a feature the plan lacks).
 */
export const rolePermissionCatalog = Object.fromEntries(
  appNames.map((app) => [app, appPermissions[app].filter((permission) => permission !== 'upgradeLicense')]),
) as { [A in AppName]: string[] };

/** One app's permissions in a role. */
export const roleAppPermissions = z.object({
  name: z.string(),
  permissions: z.array(z.string()),
});
export type RoleAppPermissions = z.infer<typeof roleAppPermissions>;

/**
 * A role's permissions, per app, checked against the catalog: an unknown app or permission, or
 * an app listed twice, is a ValidationError whose detail names it (`path` = `permissions.<i>...`).
 */
export const rolePermissionsRequest = z
  .array(roleAppPermissions)
  .max(appNames.length)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!(appNames as string[]).includes(entry.name)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `"${entry.name}" is not an app of the permission catalog`,
        });
        return;
      }
      if (seen.has(entry.name)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `${entry.name} is listed twice` });
      }
      seen.add(entry.name);
      const allowed = rolePermissionCatalog[entry.name as AppName];
      entry.permissions.forEach((permission, at) => {
        if (!allowed.includes(permission)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'permissions', at],
            message: `"${permission}" is not a permission of ${entry.name}`,
          });
        }
      });
    });
  });

const roleName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a role name' })
  .max(roleNameMaxLength, { error: `Use at most ${roleNameMaxLength} characters` });

/** POST /identity/roles: 201 with the role; 409 when the name is taken (whatever the letter case). */
export const createRoleRequest = z.object({ name: roleName, permissions: rolePermissionsRequest }).strict();
export type CreateRoleRequest = z.input<typeof createRoleRequest>;

/**
 * PATCH /identity/roles/{id}: a new name, new permissions (replacing the old), or both; a body
 * with neither is a ValidationError (there is nothing to change).
 */
export const patchRoleRequest = createRoleRequest
  .partial()
  .strict()
  .refine((body) => body.name !== undefined || body.permissions !== undefined, {
    error: 'Change the name or the permissions',
  });
export type PatchRoleRequest = z.input<typeof patchRoleRequest>;

export const role = z.object({
  /** `admin`, `employee`, or a custom role's id: what POST /identity/tenantMembers/{id}/role takes. */
  id: z.union([z.enum(memberRoles), idSchema]),
  /** A custom role's name; for the built-in roles their id (the client names them in its language). */
  name: z.string(),
  builtIn: z.boolean(),
  /** Per app with at least one permission, what the role grants before the plan narrows it. */
  permissions: z.array(roleAppPermissions),
  /** Members holding the role, suspended ones included. */
  memberCount: z.number().int(),
});
export type Role = z.infer<typeof role>;

/** GET /identity/roles: the built-in admin and employee first, then custom roles by name. */
export const roleList = z.object({ results: z.array(role) });
export type RoleList = z.infer<typeof roleList>;
