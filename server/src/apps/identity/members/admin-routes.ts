import { eq } from 'drizzle-orm';
import { errorBody, memberIdParams } from '#shared/contract/common';
import { tenantMember } from '#shared/contract/identity';
import { createMemberRequest, roleRequest } from '#shared/contract/members-admin';
import type { Tx } from '../../../db/client.ts';
import { tenantMembers, users } from '../../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { revokeMemberSessions } from '../tokens.ts';
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

/** What the audit log keeps of a member before and after an admin action. */
export const auditSnapshot = (row: MemberRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  managerId: row.managerId,
  invitationStatus: row.invitationStatus,
  suspended: row.suspendedAt !== null,
});

async function auditMember(
  tx: Tx,
  auth: MemberAuth,
  action: string,
  before: MemberRow | null,
  after: MemberRow,
): Promise<void> {
  await audit(tx, auth, {
    action,
    targetType: 'tenantMember',
    targetId: after.id,
    before: before && auditSnapshot(before),
    after: auditSnapshot(after),
  });
}

export const selfSuspensionRefused = 'You cannot suspend yourself. Ask another admin if this is needed.';

/** What an admin does to one member: add them, change their role, suspend, welcome. */
export function adminRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/tenantMembers',
    {
      schema: {
        tags: ['identity'],
        description:
          'Adds a person by email, reusing their account if they belong to another organization. With `invite` the welcome mail goes at once; otherwise they are not invited until welcomed. 409 if the email is already a member here.',
        body: createMemberRequest,
        response: { 201: tenantMember, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const { email, firstName, lastName, managerId, publicStaffProfile, invite } = request.body;
      const alreadyHere = () => conflict(`${email} is already a member of this organization.`);
      const { member, mails } = await withTenant(services, auth, async (tx) => {
        const [existing] = await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(eq(tenantMembers.email, email));
        if (existing) throw alreadyHere();
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
        if (!created) throw alreadyHere();
        const row = await mustFind(tx, created.id);
        await auditMember(tx, auth, 'member.create', null, row);
        if (!invite) return { member: await toOneTenantMember(tx, row, viewer), mails: [] };
        const mails = await prepareWelcomes(services, tx, auth.tenantId, [row]);
        const invited = await mustFind(tx, created.id);
        await auditMember(tx, auth, 'member.welcome', row, invited);
        return { member: await toOneTenantMember(tx, invited, viewer), mails };
      });
      await sendAll(services, mails);
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
      // A role can grant anything in the catalog: only the built-in admin role gives roles, so a
      // custom role that holds member administration cannot make anyone (itself included) an admin.
      if (!viewer.isAdmin) throw forbidden('Only admins can change roles');
      const id = resolveMemberId(request.params.id, auth);
      return withTenant(services, auth, async (tx) => {
        const current = await mustFind(tx, id);
        const role = await resolveRole(tx, request.body.role);
        if (current.role === 'admin' && role.role !== 'admin') await assertAdminsRemain(tx, [id]);
        await tx.update(tenantMembers).set(role).where(eq(tenantMembers.id, id));
        const updated = await mustFind(tx, id);
        await auditMember(tx, auth, 'member.changeRole', current, updated);
        return toOneTenantMember(tx, updated, viewer);
      });
    },
  );

  api.post(
    '/identity/tenantMembers/:id/suspend',
    {
      schema: schema(
        'Suspends a member: their sessions in this organization end at once and for good, and they cannot sign in. Not yourself.',
      ),
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      if (id === auth.memberId) throw conflict(selfSuspensionRefused);
      return withTenant(services, auth, async (tx) => {
        const current = await mustFind(tx, id);
        if (current.suspendedAt) return toOneTenantMember(tx, current, viewer);
        if (current.role === 'admin') await assertAdminsRemain(tx, [id]);
        const now = services.now();
        await tx.update(tenantMembers).set({ suspendedAt: now }).where(eq(tenantMembers.id, id));
        await revokeMemberSessions(tx, auth.tenantId, [id], now);
        const updated = await mustFind(tx, id);
        await auditMember(tx, auth, 'member.suspend', current, updated);
        return toOneTenantMember(tx, updated, viewer);
      });
    },
  );

  api.post(
    '/identity/tenantMembers/:id/unsuspend',
    {
      schema: schema(
        'Lets a suspended member in again; they sign in afresh (their sessions ended with the suspension).',
      ),
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const { viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      return withTenant(services, auth, async (tx) => {
        const current = await mustFind(tx, id);
        if (!current.suspendedAt) return toOneTenantMember(tx, current, viewer);
        await tx.update(tenantMembers).set({ suspendedAt: null }).where(eq(tenantMembers.id, id));
        const updated = await mustFind(tx, id);
        await auditMember(tx, auth, 'member.unsuspend', current, updated);
        return toOneTenantMember(tx, updated, viewer);
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
        const current = await mustFind(tx, id);
        const mails = await prepareWelcomes(services, tx, auth.tenantId, [current]);
        const updated = await mustFind(tx, id);
        await auditMember(tx, auth, 'member.welcome', current, updated);
        return { member: await toOneTenantMember(tx, updated, viewer), mails };
      });
      await sendAll(services, mails);
      return member;
    },
  );
}
