import { eq, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { reward, rewardBody } from '#shared/contract/rewards';
import { rewards } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { requireRewardsAdmin } from './access.ts';
import { findProvider, findReward, toReward } from './store.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['rewards'];

/** Admin calls on a store's rewards: list them, add one, change and archive it. */
export function rewardAdminRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/rewards/providers/:id/rewards',
    { schema: { tags, params: idParams, body: rewardBody, response: { 201: reward, ...errors } } },
    async (request, reply) => {
      const auth = await requireRewardsAdmin(services, request);
      const created = await withTenant(services, auth, async (tx) => {
        const provider = await findProvider(tx, request.params.id, true);
        if (provider.kind !== 'catalog')
          throw conflict("A gift card provider's rewards come from its catalog");
        const { imageUrl, ...fields } = request.body;
        const [row] = await tx
          .insert(rewards)
          .values({ tenantId: auth.tenantId, providerId: provider.id, ...fields, imageUrl: imageUrl || null })
          .returning();
        if (!row) throw new Error('reward not stored');
        await audit(tx, auth, {
          action: 'reward.create',
          targetType: 'reward',
          targetId: row.id,
          before: null,
          after: toReward(row),
        });
        return toReward(row);
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/rewards/rewards/:id',
    { schema: { tags, params: idParams, response: { 200: reward, ...errors } } },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      return toReward(await withTenant(services, auth, (tx) => findReward(tx, request.params.id, true)));
    },
  );

  api.put(
    '/rewards/rewards/:id',
    { schema: { tags, params: idParams, body: rewardBody, response: { 200: reward, ...errors } } },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      return withTenant(services, auth, async (tx) => {
        const before = await findReward(tx, request.params.id, true);
        if (before.externalId !== null) throw conflict("A gift card's details come from its provider");
        const { imageUrl, ...fields } = request.body;
        const [row] = await tx
          .update(rewards)
          .set({ ...fields, imageUrl: imageUrl || null, updatedAt: services.now() })
          .where(eq(rewards.id, before.id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, auth, {
          action: 'reward.update',
          targetType: 'reward',
          targetId: row.id,
          before: toReward(before),
          after: toReward(row),
        });
        return toReward(row);
      });
    },
  );

  api.delete(
    '/rewards/rewards/:id',
    {
      schema: {
        tags,
        description: 'Archives a reward: members no longer see it; its orders keep their history.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      await withTenant(services, auth, async (tx) => {
        const before = await findReward(tx, request.params.id, true);
        if (before.archivedAt) throw invalid('id', 'This reward is archived already');
        await tx
          .update(rewards)
          .set({ archivedAt: services.now(), updatedAt: sql`now()` })
          .where(eq(rewards.id, before.id));
        await audit(tx, auth, {
          action: 'reward.delete',
          targetType: 'reward',
          targetId: before.id,
          before: toReward(before),
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}
