import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { errorBody, idParams, pageQuery } from '#shared/contract/common';
import { pointsExceptionBody } from '#shared/contract/points';
import {
  providerListQuery,
  redemptionBody,
  redemptionResult,
  reward,
  rewardList,
  rewardListQuery,
  rewardOrderPage,
  rewardParams,
  rewardProvider,
  rewardProviderList,
} from '#shared/contract/rewards';
import { rewardOrders, rewardProviders, rewards } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { requireBrowse, rewardsAccess } from './access.ts';
import { adminRoutes } from './admin-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { redeem } from './redeem.ts';
import { rewardAdminRoutes } from './reward-admin-routes.ts';
import {
  findProvider,
  findReward,
  redeemable,
  selectOrders,
  toOrder,
  toProvider,
  toReward,
} from './store.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['rewards'];

/** The member's calls (issue 16, fixed paths): stores, their rewards, redeeming, own history. */
export function rewardsRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/rewards/providers',
    { schema: { tags, querystring: providerListQuery, response: { 200: rewardProviderList, ...errors } } },
    async (request) => {
      const { auth, isAdmin } = await requireBrowse(services, request);
      const all = isAdmin && request.query.includeDisabled === 'true';
      const rows = await withTenant(services, auth, (tx) =>
        tx
          .select({ provider: rewardProviders, rewardCount: count(rewards.id) })
          .from(rewardProviders)
          .leftJoin(rewards, and(eq(rewards.providerId, rewardProviders.id), redeemable))
          .where(and(isNull(rewardProviders.archivedAt), all ? undefined : eq(rewardProviders.enabled, true)))
          .groupBy(rewardProviders.id)
          .orderBy(asc(rewardProviders.name), asc(rewardProviders.id)),
      );
      return { results: rows.map((row) => toProvider(row.provider, row.rewardCount, isAdmin)) };
    },
  );

  api.get(
    '/rewards/providers/:id',
    { schema: { tags, params: idParams, response: { 200: rewardProvider, ...errors } } },
    async (request) => {
      const { auth, isAdmin } = await requireBrowse(services, request);
      return withTenant(services, auth, async (tx) => {
        const row = await findProvider(tx, request.params.id, isAdmin);
        const [counted] = await tx
          .select({ n: count() })
          .from(rewards)
          .where(and(eq(rewards.providerId, row.id), redeemable));
        return toProvider(row, counted?.n ?? 0, isAdmin);
      });
    },
  );

  api.get(
    '/rewards/providers/:id/rewards',
    {
      schema: {
        tags,
        params: idParams,
        querystring: rewardListQuery,
        response: { 200: rewardList, ...errors },
      },
    },
    async (request) => {
      const { auth, isAdmin } = await requireBrowse(services, request);
      const withArchived = isAdmin && request.query.includeArchived === 'true';
      const rows = await withTenant(services, auth, async (tx) => {
        const provider = await findProvider(tx, request.params.id, isAdmin);
        return tx
          .select()
          .from(rewards)
          .where(
            and(eq(rewards.providerId, provider.id), withArchived ? undefined : isNull(rewards.archivedAt)),
          )
          .orderBy(asc(rewards.cost), asc(rewards.name), asc(rewards.id));
      });
      return { results: rows.map(toReward) };
    },
  );

  api.get(
    '/rewards/providers/:id/rewards/:rewardId',
    { schema: { tags, params: rewardParams, response: { 200: reward, ...errors } } },
    async (request) => {
      const { auth, isAdmin } = await requireBrowse(services, request);
      const row = await withTenant(services, auth, (tx) => findReward(tx, request.params.rewardId, isAdmin));
      if (row.providerId !== request.params.id) throw notFound('This reward does not exist');
      return toReward(row);
    },
  );

  api.post(
    '/rewards/redemptions',
    {
      schema: {
        tags,
        description:
          'Redeems a reward for the caller: debits the redeemable account and makes the order in one transaction. ' +
          'Send an idempotencyKey per confirmation: a repeat answers the first order (200) instead of a second one.',
        body: redemptionBody,
        response: {
          200: redemptionResult,
          201: redemptionResult,
          409: errorBody,
          422: pointsExceptionBody,
          502: errorBody,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const access = await rewardsAccess(services, request);
      if (!access.canRedeem) throw forbidden();
      const result = await redeem(services, access.auth, request.body);
      return reply.status(result.created ? 201 : 200).send({ order: result.order, balance: result.balance });
    },
  );

  api.get(
    '/rewards/redemptions',
    { schema: { tags, querystring: pageQuery, response: { 200: rewardOrderPage, ...errors } } },
    async (request) => {
      const access = await rewardsAccess(services, request);
      if (!access.canViewHistory) throw forbidden();
      const { page, pageSize } = request.query;
      const rows = await withTenant(services, access.auth, (tx) =>
        selectOrders(tx)
          .where(eq(rewardOrders.memberId, access.auth.memberId))
          .orderBy(desc(rewardOrders.createdAt), desc(rewardOrders.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize),
      );
      return {
        results: rows.slice(0, pageSize).map(toOrder),
        next: rows.length > pageSize ? page + 1 : null,
      };
    },
  );

  adminRoutes(api, services);
  rewardAdminRoutes(api, services);
  orderRoutes(api, services);
}
