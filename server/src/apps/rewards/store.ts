import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Reward, RewardOrder, RewardProvider, TangoSettings } from '#shared/contract/rewards';
import { rewardProviderObjectPermissions, tangoProviderObjectPermissions } from '#shared/permissions';
import type { Tx } from '../../db/client.ts';
import { rewardOrders, rewardProviders, rewards, tenantMembers } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ProviderRow } from './provider.ts';

export type RewardRow = typeof rewards.$inferSelect;
export type OrderRow = typeof rewardOrders.$inferSelect;

/** Rewards a member can redeem now: not archived, and in stock (or unlimited). */
export const redeemable = sql`${rewards.archivedAt} is null and (${rewards.stock} is null or ${rewards.stock} > 0)`;

export function toProvider(row: ProviderRow, rewardCount: number, isAdmin: boolean): RewardProvider {
  const settings = row.settings as TangoSettings | null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    rewardCount,
    tango:
      row.kind === 'tango' && settings
        ? {
            platformName: settings.platformName,
            customerIdentifier: settings.customerIdentifier,
            accountIdentifier: settings.accountIdentifier,
            environment: settings.environment,
            pointsPerUnit: settings.pointsPerUnit,
            platformKeySet: Boolean(row.secret),
          }
        : null,
    permissions: isAdmin
      ? [...(row.kind === 'tango' ? tangoProviderObjectPermissions : rewardProviderObjectPermissions)]
      : [],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    providerId: row.providerId,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    cost: row.cost,
    stock: row.stock,
    archived: row.archivedAt !== null,
    faceValue: (row.faceValue as Reward['faceValue']) ?? null,
  };
}

/** The audit log's view of a provider: never the platform key. */
export function providerForAudit(row: ProviderRow) {
  return { ...toProvider(row, 0, false), permissions: undefined };
}

/**
 * A provider the caller may see: members see enabled, live ones; admins every live one. Row
 * level security keeps it inside the caller's tenant.
 */
export async function findProvider(tx: Tx, id: string, isAdmin: boolean): Promise<ProviderRow> {
  const [row] = await tx
    .select()
    .from(rewardProviders)
    .where(
      and(
        eq(rewardProviders.id, id),
        isNull(rewardProviders.archivedAt),
        isAdmin ? undefined : eq(rewardProviders.enabled, true),
      ),
    );
  if (!row) throw notFound('This reward store does not exist');
  return row;
}

export async function findReward(tx: Tx, id: string, isAdmin: boolean): Promise<RewardRow> {
  const [row] = await tx
    .select({ reward: rewards })
    .from(rewards)
    .innerJoin(rewardProviders, eq(rewardProviders.id, rewards.providerId))
    .where(
      and(
        eq(rewards.id, id),
        isNull(rewardProviders.archivedAt),
        isAdmin ? undefined : and(eq(rewardProviders.enabled, true), isNull(rewards.archivedAt)),
      ),
    );
  if (!row) throw notFound('This reward does not exist');
  return row.reward;
}

/** Orders with the member and provider they name, for the history, reporting and the CSV. */
export const orderSelection = {
  order: rewardOrders,
  providerName: rewardProviders.name,
  member: {
    id: tenantMembers.id,
    firstName: tenantMembers.firstName,
    lastName: tenantMembers.lastName,
    email: tenantMembers.email,
  },
};

export function selectOrders(tx: Tx) {
  return tx
    .select(orderSelection)
    .from(rewardOrders)
    .innerJoin(rewardProviders, eq(rewardProviders.id, rewardOrders.providerId))
    .innerJoin(tenantMembers, eq(tenantMembers.id, rewardOrders.memberId));
}

export type OrderJoin = {
  order: OrderRow;
  providerName: string;
  member: RewardOrder['member'];
};

export function toOrder(row: OrderJoin): RewardOrder {
  const { order } = row;
  return {
    id: order.id,
    state: order.state,
    providerId: order.providerId,
    providerName: row.providerName,
    rewardId: order.rewardId,
    rewardName: order.rewardName,
    cost: order.cost,
    member: row.member,
    externalRef: order.externalRef,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    fulfilledAt: order.fulfilledAt?.toISOString() ?? null,
  };
}

export async function orderById(tx: Tx, id: string): Promise<RewardOrder> {
  const [row] = await selectOrders(tx).where(eq(rewardOrders.id, id));
  if (!row) throw notFound('This order does not exist');
  return toOrder(row);
}
