import { eq } from 'drizzle-orm';
import { errorBody, memberIdParams } from '#shared/contract/common';
import { patchMemberRequest, tenantMember } from '#shared/contract/identity';
import { tenantMembers } from '../../../db/schema.ts';
import { withTenant } from '../../../http/auth.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { findMember } from './queries.ts';
import { assertValidManager } from './rules.ts';
import { canonicalLocale } from './self-routes.ts';
import { resolveMemberId, toOneTenantMember, viewerOf } from './serialize.ts';

type MemberUpdate = Partial<typeof tenantMembers.$inferInsert>;

/** PATCH a member: people edit their own profile; admins edit anyone's, and the reporting line. */
export function editRoutes(api: ZodApi, services: Services): void {
  api.patch(
    '/identity/tenantMembers/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          'Edits a member (`me` is the caller). Changing someone else, or any manager, needs identityApp browse. publicStaffProfile is merged: a field set to null is cleared.',
        params: memberIdParams,
        body: patchMemberRequest,
        response: { 200: tenantMember, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { auth, viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      const { managerId, publicStaffProfile, locale, ...names } = request.body;
      const self = id === auth.memberId;
      if (!viewer.canBrowse && (!self || managerId !== undefined)) throw forbidden();

      return withTenant(services, auth, async (tx) => {
        const current = await findMember(tx, id);
        if (!current) throw notFound();
        if (managerId) await assertValidManager(tx, auth.tenantId, id, managerId);
        const update: MemberUpdate = { ...names };
        if (managerId !== undefined) update.managerId = managerId;
        if (locale !== undefined) update.locale = locale === null ? null : canonicalLocale(locale);
        if (publicStaffProfile) {
          update.publicStaffProfile = { ...current.publicStaffProfile, ...publicStaffProfile };
        }
        if (Object.keys(update).length === 0) return toOneTenantMember(tx, current, viewer);
        await tx.update(tenantMembers).set(update).where(eq(tenantMembers.id, id));
        const updated = await findMember(tx, id);
        if (!updated) throw notFound();
        return toOneTenantMember(tx, updated, viewer);
      });
    },
  );
}
