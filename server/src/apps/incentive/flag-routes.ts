import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { flagRequest } from '#shared/contract/recognition';
import { withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { incentiveViewerOf } from './access.ts';
import { findTimelineItem, flagTimelineItem, unflagTimelineItem } from './moderation.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['incentive'];

/**
 * Flags on incentive timeline items (docs/incentive.md): `id` is the item's, an incentive that went
 * live or an approved claim. Moderators decide in /content/flagged/incentives (moderation.ts).
 */
export function flagRoutes(api: ZodApi, services: Services): void {
  api.put(
    '/incentive/timeline/:id/flags',
    {
      schema: {
        tags,
        description: 'Flags an incentive timeline item for moderators; flagging twice keeps one flag.',
        params: idParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const item = await findTimelineItem(tx, request.params.id, services.now());
        const by = { tenantId: viewer.auth.tenantId, memberId: viewer.memberId };
        await flagTimelineItem(tx, by, item, request.body?.reason);
      });
      return { ok: true as const };
    },
  );

  api.delete(
    '/incentive/timeline/:id/flags',
    {
      schema: {
        tags,
        description: 'Withdraws the caller’s flag on an incentive timeline item.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const item = await findTimelineItem(tx, request.params.id, null);
        await unflagTimelineItem(tx, viewer.memberId, item);
      });
      return { ok: true as const };
    },
  );
}
