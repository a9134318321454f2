import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  addFundsBody,
  createCatalogProviderBody,
  createTangoProviderBody,
  deposit,
  rewardProvider,
  storeFunds,
  updateProviderBody,
  updateTangoProviderBody,
} from '#shared/contract/rewards';
import { rewardProviders, rewards } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { secretBoxOf } from '../../secrets/secret-box.ts';
import type { Services } from '../../services.ts';
import { requireRewardsAdmin, requireTangoAdmin } from './access.ts';
import { driverFor, type ProviderRow, sealPlatformKey } from './provider.ts';
import { findProvider, providerForAudit, toProvider } from './store.ts';
import { ProviderError } from './tango-client.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['rewards'];

const providerError = (error: unknown) =>
  error instanceof ProviderError ? new ApiError(502, 'RewardProviderError', error.message) : error;

/** Copies a gift-card provider's catalogue into `rewards`; items it no longer lists are archived. */
async function syncCatalogue(services: Services, auth: Parameters<typeof withTenant>[1], row: ProviderRow) {
  let items: Awaited<ReturnType<ReturnType<typeof driverFor>['listCatalogue']>>;
  try {
    items = await driverFor(row, secretBoxOf(services.config)).listCatalogue();
  } catch (error) {
    throw providerError(error);
  }
  if (!items) throw conflict('Only a gift card provider has a catalog to sync');
  const list = items;
  return withTenant(services, auth, async (tx) => {
    const now = services.now();
    for (const item of list) {
      await tx
        .insert(rewards)
        .values({ tenantId: row.tenantId, providerId: row.id, ...item, updatedAt: now })
        .onConflictDoUpdate({
          target: [rewards.providerId, rewards.externalId],
          set: { ...item, archivedAt: null, updatedAt: now },
        });
    }
    const listed = list.map((item) => item.externalId);
    await tx
      .update(rewards)
      .set({ archivedAt: now })
      .where(
        and(
          eq(rewards.providerId, row.id),
          isNull(rewards.archivedAt),
          listed.length > 0 ? notInArray(rewards.externalId, listed) : undefined,
        ),
      );
    return list.length;
  });
}

/** Admin calls: stores (built-in and Tango kind), catalogue sync and funds (rewards: reward-admin-routes.ts). */
export function adminRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/rewards/providers',
    { schema: { tags, body: createCatalogProviderBody, response: { 201: rewardProvider, ...errors } } },
    async (request, reply) => {
      const auth = await requireRewardsAdmin(services, request);
      const created = await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .insert(rewardProviders)
          .values({ tenantId: auth.tenantId, kind: 'catalog', ...request.body })
          .returning();
        if (!row) throw new Error('provider not stored');
        await audit(tx, auth, {
          action: 'rewardProvider.create',
          targetType: 'rewardProvider',
          targetId: row.id,
          before: null,
          after: providerForAudit(row),
        });
        return toProvider(row, 0, true);
      });
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/rewards/providers/tango',
    {
      schema: {
        tags,
        description:
          'Adds a gift card provider of the Tango RaaS kind; the platform key is stored and never answered.',
        body: createTangoProviderBody,
        response: { 201: rewardProvider, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireTangoAdmin(services, request);
      const { tango, ...fields } = request.body;
      const { platformKey, ...settings } = tango;
      const created = await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .insert(rewardProviders)
          .values({
            tenantId: auth.tenantId,
            kind: 'tango',
            ...fields,
            settings,
            secret: sealPlatformKey(secretBoxOf(services.config), auth.tenantId, platformKey),
          })
          .returning();
        if (!row) throw new Error('provider not stored');
        await audit(tx, auth, {
          action: 'rewardProvider.create',
          targetType: 'rewardProvider',
          targetId: row.id,
          before: null,
          after: providerForAudit(row),
        });
        return row;
      });
      return reply.status(201).send(toProvider(created, 0, true));
    },
  );

  const update = async (
    request: { params: { id: string } },
    auth: Awaited<ReturnType<typeof requireRewardsAdmin>>,
    kind: ProviderRow['kind'],
    values: Partial<ProviderRow>,
  ) =>
    withTenant(services, auth, async (tx) => {
      const before = await findProvider(tx, request.params.id, true);
      if (before.kind !== kind) throw conflict('This call does not fit this kind of store');
      const [row] = await tx
        .update(rewardProviders)
        .set(values)
        .where(eq(rewardProviders.id, before.id))
        .returning();
      if (!row) throw notFound();
      await audit(tx, auth, {
        action: 'rewardProvider.update',
        targetType: 'rewardProvider',
        targetId: row.id,
        before: providerForAudit(before),
        after: providerForAudit(row),
      });
      return toProvider(row, 0, true);
    });

  api.put(
    '/rewards/providers/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateProviderBody,
        response: { 200: rewardProvider, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      return update(request, auth, 'catalog', request.body);
    },
  );

  api.put(
    '/rewards/providers/:id/tango',
    {
      schema: {
        tags,
        params: idParams,
        body: updateTangoProviderBody,
        response: { 200: rewardProvider, ...errors },
      },
    },
    async (request) => {
      const auth = await requireTangoAdmin(services, request);
      const { tango, ...fields } = request.body;
      const { platformKey, ...settings } = tango;
      return update(request, auth, 'tango', {
        ...fields,
        settings,
        ...(platformKey
          ? { secret: sealPlatformKey(secretBoxOf(services.config), auth.tenantId, platformKey) }
          : {}),
      });
    },
  );

  api.delete(
    '/rewards/providers/:id',
    {
      schema: {
        tags,
        description: 'Archives a store: members no longer see it; its orders stay in reporting.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      await withTenant(services, auth, async (tx) => {
        const before = await findProvider(tx, request.params.id, true);
        await tx
          .update(rewardProviders)
          .set({ archivedAt: services.now() })
          .where(eq(rewardProviders.id, before.id));
        await audit(tx, auth, {
          action: 'rewardProvider.delete',
          targetType: 'rewardProvider',
          targetId: before.id,
          before: providerForAudit(before),
          after: null,
        });
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/rewards/providers/:id/sync',
    {
      schema: {
        tags,
        description: "Copies a gift card provider's catalogue (fixed-value cards) into the store.",
        params: idParams,
        response: { 200: z.object({ count: z.number().int() }), 502: errorBody, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      const row = await withTenant(services, auth, (tx) => findProvider(tx, request.params.id, true));
      const synced = await syncCatalogue(services, auth, row);
      await withTenant(services, auth, (tx) =>
        audit(tx, auth, {
          action: 'rewardProvider.sync',
          targetType: 'rewardProvider',
          targetId: row.id,
          before: null,
          after: { count: synced },
        }),
      );
      return { count: synced };
    },
  );

  api.get(
    '/rewards/providers/:id/funds',
    { schema: { tags, params: idParams, response: { 200: storeFunds, 502: errorBody, ...errors } } },
    async (request) => {
      const auth = await requireRewardsAdmin(services, request);
      const row = await withTenant(services, auth, (tx) => findProvider(tx, request.params.id, true));
      try {
        const funds = await driverFor(row, secretBoxOf(services.config)).funds();
        if (!funds) throw conflict('This store holds no funds');
        return funds;
      } catch (error) {
        throw providerError(error);
      }
    },
  );

  api.post(
    '/rewards/providers/:id/funds',
    {
      schema: {
        tags,
        description:
          "Funds the provider account from one of its registered credit cards (Tango's creditCardDeposits).",
        params: idParams,
        body: addFundsBody,
        response: { 201: deposit, 502: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireTangoAdmin(services, request);
      const row = await withTenant(services, auth, (tx) => findProvider(tx, request.params.id, true));
      if (row.kind !== 'tango') throw conflict('This store holds no funds');
      let made: Awaited<ReturnType<ReturnType<typeof driverFor>['addFunds']>>;
      try {
        made = await driverFor(row, secretBoxOf(services.config)).addFunds(
          request.body.amount,
          request.body.creditCardToken,
        );
      } catch (error) {
        throw providerError(error);
      }
      await withTenant(services, auth, (tx) =>
        audit(tx, auth, {
          action: 'rewardProvider.addFunds',
          targetType: 'rewardProvider',
          targetId: row.id,
          before: null,
          after: made,
        }),
      );
      return reply.status(201).send(made);
    },
  );
}
