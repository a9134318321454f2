import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RewardOrder } from '#shared/contract/rewards';
import type { Tx } from '../../db/client.ts';
import { rewardOrders, rewardProviders, rewards, tenantMembers } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { withTenant } from '../../http/auth.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import { pointsExceptionError } from '../../kernel/points/exceptions.ts';
import { debit, InsufficientBalance, lockAccount, refund } from '../../kernel/points/ledger.ts';
import type { Mail } from '../../mail/mailer.ts';
import { secretBoxOf } from '../../secrets/secret-box.ts';
import type { Services } from '../../services.ts';
import { sendAfterCommit, tellMember } from './member-messages.ts';
import { driverFor } from './provider.ts';
import { type OrderRow, orderById } from './store.ts';
import { ProviderError } from './tango-client.ts';

/** A request without an idempotency key that repeats one within this window answers the first. */
export const doubleClickWindowMs = 5_000;

export type RedeemResult = { order: RewardOrder; balance: number; created: boolean };

/**
 * Redeems a reward for the caller: the member's redeemable account is row-locked first, so two
 * redemptions of one member run one after the other and each sees what the previous left; then
 * the stock is taken (guarded: never below zero), the points debited (guarded: never below
 * zero) and the order made, all in one transaction. A gift card is then ordered from its
 * provider outside it; when that fails or times out the order is marked failed and refunded.
 */
export async function redeem(
  services: Services,
  auth: MemberAuth,
  input: { rewardId: string; idempotencyKey?: string | undefined },
): Promise<RedeemResult> {
  let mail: Mail | null = null;
  const first = await withTenant(services, auth, async (tx) => {
    const account = await lockAccount(tx, auth.tenantId, auth.memberId, 'redeemable');
    const replay = await earlierOrder(services, tx, auth.memberId, input);
    if (replay) return { replay, balance: account.balance };

    const [found] = await tx
      .select({ reward: rewards, provider: rewardProviders })
      .from(rewards)
      .innerJoin(rewardProviders, eq(rewardProviders.id, rewards.providerId))
      .where(
        and(
          eq(rewards.id, input.rewardId),
          isNull(rewards.archivedAt),
          isNull(rewardProviders.archivedAt),
          eq(rewardProviders.enabled, true),
        ),
      );
    if (!found) throw notFound('This reward does not exist');
    const { reward, provider } = found;
    if (account.lockedAt) {
      throw pointsExceptionError([{ type: 'notEligible', affectedCount: 1, level: 'error' }], reward.cost, 0);
    }
    if (account.balance < reward.cost) {
      throw pointsExceptionError(
        [{ type: 'insufficientPoints', affectedCount: 1, level: 'error' }],
        reward.cost,
        account.balance,
      );
    }
    if (reward.stock !== null) {
      const taken = await tx
        .update(rewards)
        .set({ stock: sql`${rewards.stock} - 1` })
        .where(and(eq(rewards.id, reward.id), gt(rewards.stock, 0)))
        .returning({ id: rewards.id });
      if (taken.length === 0) throw conflict('This reward is out of stock');
    }
    let balance: number;
    try {
      balance = await debit(tx, account, reward.cost, 'redeem');
    } catch (error) {
      if (!(error instanceof InsufficientBalance)) throw error;
      throw pointsExceptionError(
        [{ type: 'insufficientPoints', affectedCount: 1, level: 'error' }],
        reward.cost,
        account.balance,
      );
    }
    const [order] = await tx
      .insert(rewardOrders)
      .values({
        tenantId: auth.tenantId,
        memberId: auth.memberId,
        providerId: provider.id,
        rewardId: reward.id,
        rewardName: reward.name,
        cost: reward.cost,
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: services.now(),
      })
      .returning();
    if (!order) throw new Error('order not stored');
    // A gift card's member hears once the provider has answered; a store item's right away.
    if (provider.kind === 'catalog') mail = await tellMember(services, tx, order, 'rewardRedeemed');
    return { order, provider, reward, balance };
  });
  sendAfterCommit(services, mail);

  if ('replay' in first && first.replay) {
    const order = await withTenant(services, auth, (tx) => orderById(tx, first.replay.id));
    return { order, balance: first.balance, created: false };
  }
  const { order, provider, reward } = first;
  if (provider.kind === 'catalog') {
    return {
      order: await withTenant(services, auth, (tx) => orderById(tx, order.id)),
      balance: first.balance,
      created: true,
    };
  }

  const member = await withTenant(services, auth, async (tx) => {
    const [row] = await tx
      .select({
        email: tenantMembers.email,
        firstName: tenantMembers.firstName,
        lastName: tenantMembers.lastName,
      })
      .from(tenantMembers)
      .where(eq(tenantMembers.id, auth.memberId));
    return row as NonNullable<typeof row>;
  });
  let placed: Awaited<ReturnType<ReturnType<typeof driverFor>['placeOrder']>>;
  try {
    placed = await driverFor(provider, secretBoxOf(services.config)).placeOrder({
      orderId: order.id,
      externalId: reward.externalId,
      faceValue: reward.faceValue as { amount: number; currencyCode: string } | null,
      member,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) services.log.error({ err: error }, 'gift card order failed');
    const reason = error instanceof ProviderError ? error.message : 'The gift card provider failed';
    await settleOrder(services, auth, order.id, { state: 'failed', reason });
    throw new ApiError(502, 'RewardProviderError', `${reason}. Your points were refunded.`);
  }
  const settled = await settleOrder(
    services,
    auth,
    order.id,
    placed.state === 'fulfilled'
      ? { state: 'fulfilled', externalRef: placed.externalRef }
      : { state: 'pending' },
  );
  return { order: settled.order, balance: settled.balance ?? first.balance, created: true };
}

/** The order a repeated request means: the same idempotency key, or the same reward moments ago. */
async function earlierOrder(
  services: Services,
  tx: Tx,
  memberId: string,
  input: { rewardId: string; idempotencyKey?: string | undefined },
): Promise<OrderRow | null> {
  const where = input.idempotencyKey
    ? and(eq(rewardOrders.memberId, memberId), eq(rewardOrders.idempotencyKey, input.idempotencyKey))
    : and(
        eq(rewardOrders.memberId, memberId),
        eq(rewardOrders.rewardId, input.rewardId),
        gt(rewardOrders.createdAt, new Date(services.now().getTime() - doubleClickWindowMs)),
      );
  const [row] = await tx
    .select()
    .from(rewardOrders)
    .where(where)
    .orderBy(desc(rewardOrders.createdAt))
    .limit(1);
  return row ?? null;
}

export type Settlement =
  | { state: 'pending' }
  | { state: 'fulfilled'; externalRef?: string | null; byMemberId?: string }
  | { state: 'failed' | 'refunded'; reason: string };

/**
 * Moves a pending order on, exactly once: the update is guarded by `state = 'pending'`, so of
 * two concurrent settlements (a provider failure and an admin's refund, two admins) only one
 * changes the row, and only that one writes the `refund` ledger row and gives the stock back.
 * Answers `changed: false` when the order had already left pending.
 */
export async function settleOrder(
  services: Services,
  auth: MemberAuth,
  orderId: string,
  settlement: Settlement,
  /** Runs in the same transaction once the order changed (the admin's audit row). */
  onChanged?: (tx: Tx, order: RewardOrder) => Promise<void>,
): Promise<{ order: RewardOrder; changed: boolean; balance: number | null }> {
  let mail: Mail | null = null;
  const result = await withTenant(services, auth, async (tx) => {
    if (settlement.state === 'pending')
      return { order: await orderById(tx, orderId), changed: false, balance: null };
    const now = services.now();
    const [row] = await tx
      .update(rewardOrders)
      .set(
        settlement.state === 'fulfilled'
          ? {
              state: 'fulfilled',
              fulfilledAt: now,
              fulfilledById: settlement.byMemberId ?? null,
              externalRef: settlement.externalRef ?? null,
            }
          : { state: settlement.state, failureReason: settlement.reason.slice(0, 500) },
      )
      .where(and(eq(rewardOrders.id, orderId), eq(rewardOrders.state, 'pending')))
      .returning();
    if (!row) return { order: await orderById(tx, orderId), changed: false, balance: null };
    let balance: number | null = null;
    if (settlement.state === 'fulfilled') {
      mail = await tellMember(services, tx, row, 'rewardFulfilled');
    } else {
      balance = await refund(tx, row.tenantId, row.memberId, row.cost);
      await tx
        .update(rewards)
        .set({ stock: sql`${rewards.stock} + 1` })
        .where(and(eq(rewards.id, row.rewardId), isNotNull(rewards.stock)));
      mail = await tellMember(services, tx, row, 'rewardRefunded');
    }
    const order = await orderById(tx, orderId);
    await onChanged?.(tx, order);
    return { order, changed: true, balance };
  });
  sendAfterCommit(services, mail);
  return result;
}
