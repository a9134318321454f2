import { eq } from 'drizzle-orm';
import { errorBody, memberIdParams } from '#shared/contract/common';
import { createMemberRequest, roleRequest, tenantMember } from '#shared/contract/identity';
import type { ZodApi } from '../../../app.ts';
import type { Tx } from '../../../db/client.ts';
import { tenantMembers, users } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { Services } from '../../../services.ts';
import { findMember, type MemberRow } from './queries.ts';
import { assertAdminsRemain, assertValidManager, resolveRole } from './rules.ts';
import { resolveMemberId, toOneTenantMember, viewerOf } from './serialize.ts';
import { prepareWelcomes, sendAll } from './welcome.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const schema = (description: string) => ({
  tags: ['identity'],
  description,
  params: memberIdParams,
  response: { 200: tenantMember, ...errors },
});

async function mustFind(tx: Tx, id: string): Promise<MemberRow> {
  const row = await findMember(tx, id);
  if (!row) throw notFound();
  return row;
}

/** What an admin does to one member: add them, change their role, suspend, welcome. */
export function adminRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/tenantMembers',
    {
      schema: {
        tags: ['identity'],
        description:
          'Adds a person by email, reusing their account if they belong to another organization. They are not invited until welcomed.',
        body: createMemberRequest,
        response: { 201: tenantMember, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const { email, firstName, lastName, managerId, publicStaffProfile } = request.body;
      const member = await withTenant(services, auth, async (tx) => {
        const role = await resolveRole(tx, request.body.role);
        if (managerId) await assertValidManager(tx, auth.tenantId, null, managerId);
        // Accounts are global; a person already known elsewhere keeps their password.
        await tx
          .insert(users)
          .values({ email, firstName, lastName, passwordHash: null })
          .onConflictDoNothing({ target: users.email });
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (!user) throw notFound();
        const [created] = await tx
          .insert(tenantMembers)
          .values({
            tenantId: auth.tenantId,
            userId: user.id,
            firstName,
            lastName,
            email,
            ...role,
            managerId: managerId ?? null,
            publicStaffProfile: publicStaffProfile ?? null,
            invitationStatus: 'notInvited',
          })
          .onConflictDoNothing({ target: [tenantMembers.tenantId, tenantMembers.userId] })
          .returning({ id: tenantMembers.id });
        if (!created) throw conflict('This person is already a member of the organization');
        return toOneTenantMember(tx, await mustFind(tx, created.id), viewer);
      });
      return reply.status(201).send(member);
    },
  );

  api.post(
    '/identity/tenantMembers/:id/role',
    {
      schema: {
        ...schema('Changes the role: admin, employee or the id of a custom role.'),
        body: roleRequest,
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      return withTenant(services, auth, async (tx) => {
        const current = await mustFind(tx, id);
        const role = await resolveRole(tx, request.body.role);
        if (current.role === 'admin' && role.role !== 'admin') await assertAdminsRemain(tx, [id]);
        await tx.update(tenantMembers).set(role).where(eq(tenantMembers.id, id));
        return toOneTenantMember(tx, await mustFind(tx, id), viewer);
      });
    },
  );

  api.post(
    '/identity/tenantMembers/:id/suspend',
    {
      schema: schema(
        'Suspends a member: their sessions stop working at once and they cannot sign in. Not yourself.',
      ),
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      if (id === auth.memberId) throw conflict('You cannot suspend yourself');
      return withTenant(services, auth, async (tx) => {
        const current = await mustFind(tx, id);
        if (!current.suspendedAt) {
          if (current.role === 'admin') await assertAdminsRemain(tx, [id]);
          await tx.update(tenantMembers).set({ suspendedAt: services.now() }).where(eq(tenantMembers.id, id));
        }
        return toOneTenantMember(tx, await mustFind(tx, id), viewer);
      });
    },
  );

  api.post(
    '/identity/tenantMembers/:id/unsuspend',
    { schema: schema('Lets a suspended member in again; their unexpired sessions work again.') },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      return withTenant(services, auth, async (tx) => {
        await mustFind(tx, id);
        await tx.update(tenantMembers).set({ suspendedAt: null }).where(eq(tenantMembers.id, id));
        return toOneTenantMember(tx, await mustFind(tx, id), viewer);
      });
    },
  );

  api.post(
    '/identity/tenantMembers/:id/welcome',
    {
      schema: schema(
        'Mails the member a link to choose their password (valid 7 days) and marks them invited, unless they already joined.',
      ),
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const { viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      const { member, mails } = await withTenant(services, auth, async (tx) => {
        const mails = await prepareWelcomes(services, tx, auth.tenantId, [await mustFind(tx, id)]);
        return { member: await toOneTenantMember(tx, await mustFind(tx, id), viewer), mails };
      });
      await sendAll(services, mails);
      return member;
    },
  );
}
