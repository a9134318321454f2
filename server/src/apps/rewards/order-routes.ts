import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, idParams } from '#shared/contract/common';
import { orderExportQuery, orderListQuery, rewardOrder, rewardOrderPage } from '#shared/contract/rewards';
import { rewardOrders } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { sendCsv } from '../../kernel/csv.ts';
import type { Services } from '../../services.ts';
import { requireRewardsAdmin } from './access.ts';
import { settleOrder } from './redeem.ts';
import { orderById, selectOrders, toOrder } from './store.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['rewards'];

const filters = (query: {
  stateIn?: string[] | undefined;
  providerId?: string | undefined;
}): SQL | undefined =>
  and(
    query.stateIn?.length
      ? inArray(rewardOrders.state, query.stateIn as (typeof rewardOrders.state.enumValues)[number][])
      : undefined,
    query.providerId ? eq(rewardOrders.providerId, query.providerId) : undefined,
  );

/** Reporting: every order with its state, fulfilment by an admin, refunds, the CSV. */
export function orderRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/rewards/orders',
    { schema: { tags, querystring: orderListQuery, response: { 200: rewardOrderPage, ...errors } } },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      const { page, pageSize } = request.query;
      const rows = await withTenant(services, auth, (tx) =>
        selectOrders(tx)
          .where(filters(request.query))
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

  api.get(
    '/rewards/orders/export',
    {
      schema: {
        tags,
        description: 'Downloads the orders matching the filters as a CSV file.',
        querystring: orderExportQuery,
        response: {
          200: { description: 'CSV, one row per order', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const auth = await requireRewardsAdmin(services, request);
      const rows = await withTenant(services, auth, (tx) =>
        selectOrders(tx)
          .where(filters(request.query))
          .orderBy(desc(rewardOrders.createdAt), desc(rewardOrders.id)),
      );
      const day = services.now().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `reward-orders-${day}.csv`,
        [
          'id',
          'createdAt',
          'state',
          'store',
          'reward',
          'points',
          'firstName',
          'lastName',
          'email',
          'externalRef',
          'fulfilledAt',
          'failureReason',
        ],
        rows
          .map(toOrder)
          .map((o) => [
            o.id,
            o.createdAt,
            o.state,
            o.providerName,
            o.rewardName,
            o.cost,
            o.member.firstName,
            o.member.lastName,
            o.member.email,
            o.externalRef ?? '',
            o.fulfilledAt ?? '',
            o.failureReason ?? '',
          ]),
      );
    },
  );

  const settle = (action: 'fulfil' | 'refund') =>
    api.post(
      `/rewards/orders/:id/${action}`,
      {
        schema: {
          tags,
          description:
            action === 'fulfil'
              ? 'Marks a pending order delivered; the member is told.'
              : 'Cancels a pending order: its points go back (a refund ledger row) and its stock returns.',
          params: idParams,
          response: { 200: rewardOrder, ...errors },
        },
      },
      async (request) => {
        const auth = await requireRewardsAdmin(services, request);
        const before = await withTenant(services, auth, (tx) => orderById(tx, request.params.id));
        const result = await settleOrder(
          services,
          auth,
          before.id,
          action === 'fulfil'
            ? { state: 'fulfilled', byMemberId: auth.memberId }
            : { state: 'refunded', reason: 'Refunded by an admin' },
          (tx, after) =>
            audit(tx, auth, {
              action: `rewardOrder.${action}`,
              targetType: 'rewardOrder',
              targetId: before.id,
              before,
              after,
            }),
        );
        if (!result.changed)
          throw conflict(`This order is ${result.order.state}: only a pending order can change`);
        return result.order;
      },
    );
  settle('fulfil');
  settle('refund');
}
