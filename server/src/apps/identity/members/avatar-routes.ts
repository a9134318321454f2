import { eq } from 'drizzle-orm';
import { errorBody, memberIdParams } from '#shared/contract/common';
import { avatarRequest, tenantMember } from '#shared/contract/identity';
import { tenantMembers } from '../../../db/schema.ts';
import { withTenant } from '../../../http/auth.ts';
import { forbidden, invalid, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import { completedUploads } from '../../../kernel/uploads.ts';
import type { Services } from '../../../services.ts';
import { findMember } from './queries.ts';
import { memberPermissions, resolveMemberId, toOneTenantMember, viewerOf } from './serialize.ts';

/**
 * Sets or removes a member's photo (000 §7): the media id of an avatar this tenant finished
 * uploading through /identity/uploads/avatar, or null. Members change their own; others need
 * the `editAvatar` object permission, and that change is audited.
 */
export function avatarRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/tenantMembers/:id/avatar',
    {
      schema: {
        tags: ['identity'],
        description:
          "Sets the member's avatar (`me` is the caller) to a completed upload of purpose `avatar`; `mediaId: null` removes it.",
        params: memberIdParams,
        body: avatarRequest,
        response: { 200: tenantMember, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { auth, viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      const { mediaId } = request.body;
      const self = id === auth.memberId;

      return withTenant(services, auth, async (tx) => {
        const current = await findMember(tx, id);
        if (!current) throw notFound();
        if (!self && !memberPermissions(current, viewer).includes('editAvatar')) throw forbidden();
        if (mediaId) {
          // Only the caller's finished avatar uploads in this tenant count.
          const { uploads } = await completedUploads(tx, auth, 'avatar', [mediaId]);
          if (!uploads.has(mediaId))
            throw invalid('mediaId', 'This photo has not been uploaded as an avatar');
        }
        await tx.update(tenantMembers).set({ avatarMediaId: mediaId }).where(eq(tenantMembers.id, id));
        if (!self) {
          await audit(tx, auth, {
            action: mediaId ? 'member.setAvatar' : 'member.removeAvatar',
            targetType: 'tenantMember',
            targetId: id,
            before: { avatarMediaId: current.avatarMediaId },
            after: { avatarMediaId: mediaId },
          });
        }
        const updated = await findMember(tx, id);
        if (!updated) throw notFound();
        return toOneTenantMember(tx, updated, viewer);
      });
    },
  );
}
