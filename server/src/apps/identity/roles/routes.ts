import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberRoles } from '#shared/constants';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  createRoleRequest,
  patchRoleRequest,
  type Role,
  type RoleAppPermissions,
  role,
  roleList,
} from '#shared/contract/roles';
import { appNames } from '#shared/permissions';
import type { Tx } from '../../../db/client.ts';
import { roles, tenantMembers } from '../../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import { builtInGrants, type Grant } from '../../../kernel/permissions.ts';
import type { Services } from '../../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

type RoleRow = typeof roles.$inferSelect;

/** Reading roles is part of member administration: identityApp browse, as for changing a member's role. */
const readRoles = (services: Services, request: FastifyRequest) =>
  requirePermission(services, request, 'identityApp', 'browse');

/**
 * The catalog has no permission for managing roles, and a role can grant anything in it, so
 * creating, changing and deleting roles needs identityApp browse and the built-in admin role:
 * a custom role can never widen itself.
 */
async function manageRoles(services: Services, request: FastifyRequest): Promise<MemberAuth> {
  const auth = await readRoles(services, request);
  if (auth.role !== 'admin') throw forbidden('Only admins can create, change or delete roles');
  return auth;
}

/** The stored form (app to permissions) from the request's list, leaving out apps with none. */
function toGrant(entries: RoleAppPermissions[]): Grant {
  return Object.fromEntries(
    entries
      .filter((entry) => entry.permissions.length > 0)
      .map((entry) => [entry.name, [...new Set(entry.permissions)]]),
  );
}

/** The list form, in catalog order. */
function toEntries(grant: Grant): RoleAppPermissions[] {
  return appNames
    .filter((app) => (grant[app]?.length ?? 0) > 0)
    .map((app) => ({ name: app, permissions: [...(grant[app] ?? [])] }));
}

const toRole = (row: RoleRow, memberCount: number): Role => ({
  id: row.id,
  name: row.name,
  builtIn: false,
  permissions: toEntries(row.permissions as Grant),
  memberCount,
});

const audited = (row: RoleRow) => ({ name: row.name, permissions: row.permissions });

async function holders(tx: Tx, id: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tenantMembers).where(eq(tenantMembers.customRoleId, id));
  return row?.n ?? 0;
}

async function existingRole(tx: Tx, id: string): Promise<RoleRow> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound('This role does not exist');
  return row;
}

/**
 * Role names are unique in a tenant whatever the letter case, built-in names included. An
 * advisory lock per tenant serializes the check and the write, so two requests cannot both pass.
 */
async function assertNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kudos:roles:${tenantId}`}))`);
  const taken = () => conflict(`A role named "${name}" already exists. Choose another name.`);
  if ((memberRoles as readonly string[]).includes(name.toLowerCase())) throw taken();
  const [other] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    );
  if (other) throw taken();
}

/** /identity/roles (issue 12 "Custom roles"): the built-in roles and the tenant's own. */
export function roleRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/roles',
    {
      schema: {
        tags: ['identity'],
        description:
          "The built-in admin and employee roles, then the tenant's custom roles by name, each with its permissions and how many members hold it.",
        response: { 200: roleList, ...errors },
      },
    },
    async (request) => {
      const auth = await readRoles(services, request);
      return withTenant(services, auth, async (tx) => {
        const byRole = await tx
          .select({ role: tenantMembers.role, n: count() })
          .from(tenantMembers)
          .groupBy(tenantMembers.role);
        const byCustomRole = await tx
          .select({ id: tenantMembers.customRoleId, n: count() })
          .from(tenantMembers)
          .where(isNotNull(tenantMembers.customRoleId))
          .groupBy(tenantMembers.customRoleId);
        const custom = await tx
          .select()
          .from(roles)
          .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
        const builtIn: Role[] = memberRoles.map((name) => ({
          id: name,
          name,
          builtIn: true,
          permissions: toEntries(builtInGrants[name]),
          memberCount: byRole.find((row) => row.role === name)?.n ?? 0,
        }));
        return {
          results: [
            ...builtIn,
            ...custom.map((row) => toRole(row, byCustomRole.find((held) => held.id === row.id)?.n ?? 0)),
          ],
        };
      });
    },
  );

  api.post(
    '/identity/roles',
    {
      schema: {
        tags: ['identity'],
        description:
          'Creates a custom role from the permission catalog (000 §6). Admins only. The name is unique in the tenant, whatever the letter case; an unknown app or permission is a 400 naming it.',
        body: createRoleRequest,
        response: { 201: role, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const auth = await manageRoles(services, request);
      const { name, permissions } = request.body;
      const created = await withTenant(services, auth, async (tx) => {
        await assertNameFree(tx, auth.tenantId, name);
        const [row] = await tx
          .insert(roles)
          .values({ tenantId: auth.tenantId, name, permissions: toGrant(permissions) })
          .returning();
        if (!row) throw new Error('role insert returned no row');
        await audit(tx, auth, {
          action: 'role.create',
          targetType: 'role',
          targetId: row.id,
          before: null,
          after: audited(row),
        });
        return toRole(row, 0);
      });
      return reply.status(201).send(created);
    },
  );

  api.patch(
    '/identity/roles/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          'Renames a custom role or replaces its permissions; members holding it have the new permissions on their next call. Admins only.',
        params: idParams,
        body: patchRoleRequest,
        response: { 200: role, ...errors, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const auth = await manageRoles(services, request);
      const { id } = request.params;
      const { name, permissions } = request.body;
      return withTenant(services, auth, async (tx) => {
        const current = await existingRole(tx, id);
        if (name !== undefined && name !== current.name) await assertNameFree(tx, auth.tenantId, name, id);
        const [row] = await tx
          .update(roles)
          .set({
            ...(name === undefined ? {} : { name }),
            ...(permissions === undefined ? {} : { permissions: toGrant(permissions) }),
          })
          .where(eq(roles.id, id))
          .returning();
        if (!row) throw notFound('This role does not exist');
        await audit(tx, auth, {
          action: 'role.update',
          targetType: 'role',
          targetId: id,
          before: audited(current),
          after: audited(row),
        });
        return toRole(row, await holders(tx, id));
      });
    },
  );

  api.delete(
    '/identity/roles/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          'Deletes a custom role that no member holds; while members hold it, 409 (give them another role first). Admins only.',
        params: idParams,
        response: { 200: okResponse, ...errors, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const auth = await manageRoles(services, request);
      const { id } = request.params;
      await withTenant(services, auth, async (tx) => {
        // Locks the role row so that no assignment commits between the count and the delete.
        const [current] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
        if (!current) throw notFound('This role does not exist');
        const held = await holders(tx, id);
        if (held > 0) {
          throw conflict(
            held === 1
              ? `"${current.name}" is held by 1 member. Give them another role before deleting it.`
              : `"${current.name}" is held by ${held} members. Give them another role before deleting it.`,
          );
        }
        await tx.delete(roles).where(eq(roles.id, id));
        await audit(tx, auth, {
          action: 'role.delete',
          targetType: 'role',
          targetId: id,
          before: audited(current),
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}
