import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from '#shared/contract/common';
import {
  adjustmentParams,
  adjustmentResult,
  type FundAccount,
  fundAccount,
  fundAllocateRequest,
  fundAllocateResult,
  memberBalancePage,
  memberBalanceQuery,
  type PointsAdjustment,
  payoutExpireRequest,
  payoutExpireResult,
  pointsAdjustment,
  redeemableTotal,
} from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { type MemberAuth, withTenant } from '../../http/auth.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { sendCsv } from '../../kernel/csv.ts';
import type { Grant } from '../../kernel/permissions.ts';
import {
  distribute,
  expireBalances,
  fundAccountOf,
  post,
  setAccountLocked,
} from '../../kernel/points/adjustments.ts';
import { type AccountType, InsufficientBalance, lockAccount } from '../../kernel/points/ledger.ts';
import type { Services } from '../../services.ts';
import { findMember } from '../identity/index.ts';
import { accountPermissionsOf, requirePoints, transactionPermissionsOf } from './access.ts';
import { audienceMembers } from './audience.ts';
import { memberBalances, redeemableTotalOf } from './balances.ts';
import { pointsMoneyOf, worth } from './money.ts';
import { transactionRows, transactionWhere } from './transactions.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

async function fundOf(tx: Tx, tenantId: string, grant: Grant): Promise<FundAccount> {
  const account = await fundAccountOf(tx, tenantId);
  const { currency, pointValue } = await pointsMoneyOf(tx, tenantId);
  return {
    id: account.id,
    type: 'fund',
    balance: account.balance,
    enabled: account.lockedAt === null,
    currency,
    pointValue,
    permissions: accountPermissionsOf(grant),
  };
}

type Target = { kind: AccountType; memberId: string } | { kind: 'fund' };

/**
 * Adds or removes points on one account (body {amount, reason}; amount is positive, the verb is
 * the direction): one ledger row of the adjustment type, audited. Removing more than the balance
 * is a 409 and changes nothing.
 */
async function adjust(
  services: Services,
  request: FastifyRequest,
  target: Target,
  direction: 'add' | 'remove',
  body: PointsAdjustment,
) {
  const { auth, grant } = await requirePoints(services, request, 'editBudgetSettings');
  return withTenant(services, auth, async (tx) => {
    let account: { id: string; tenantId: string; balance: number };
    if (target.kind === 'fund') {
      account = await fundAccountOf(tx, auth.tenantId, true);
    } else {
      if (!(await findMember(tx, target.memberId))) throw notFound('This member does not exist');
      account = await lockAccount(tx, auth.tenantId, target.memberId, target.kind);
    }
    const type =
      target.kind === 'redeemable'
        ? direction === 'add'
          ? 'redeemable_add'
          : 'redeemable_remove'
        : direction === 'add'
          ? 'allocation_add'
          : 'allocation_remove';
    const amount = direction === 'add' ? body.amount : -body.amount;
    let posted: Awaited<ReturnType<typeof post>>;
    try {
      posted = await post(tx, account, amount, type, {
        actorMemberId: auth.memberId,
        reason: body.reason || null,
      });
    } catch (error) {
      if (error instanceof InsufficientBalance) {
        throw conflict(`The account holds only ${account.balance} points, fewer than you want to remove`);
      }
      throw error;
    }
    const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
    const [row] = await transactionRows(
      tx,
      sql`${transactionWhere(auth.tenantId, timeZone, {})} and t.id = ${posted.transactionId}`,
      null,
    );
    if (!row) throw new Error('adjustment row missing');
    await audit(tx, auth, {
      action: `points.${direction === 'add' ? 'addPoints' : 'removePoints'}`,
      targetType: 'account',
      targetId: account.id,
      before: { balance: account.balance },
      after: { balance: posted.balance, amount, type, reason: body.reason || null },
    });
    return {
      accountId: account.id,
      balance: posted.balance,
      transaction: { ...row, permissions: transactionPermissionsOf(grant) },
    };
  });
}

async function setFundEnabled(services: Services, request: FastifyRequest, enabled: boolean) {
  const { auth, grant } = await requirePoints(services, request, 'editBudgetSettings');
  return withTenant(services, auth, async (tx) => {
    const account = await fundAccountOf(tx, auth.tenantId, true);
    await setAccountLocked(tx, account.id, enabled ? null : (account.lockedAt ?? services.now()));
    await audit(tx, auth, {
      action: enabled ? 'points.fundEnable' : 'points.fundDisable',
      targetType: 'account',
      targetId: account.id,
      before: { enabled: account.lockedAt === null },
      after: { enabled },
    });
    return fundOf(tx, auth.tenantId, grant);
  });
}

const auditAll = (tx: Tx, auth: MemberAuth, action: string, targetId: string | null, after: unknown) =>
  audit(tx, auth, { action, targetType: 'account', targetId, before: null, after });

/** Balances administration (001 §7 "Points"; docs/points.md). */
export function accountRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/accounts/redeemable/total',
    { schema: { tags: ['points'], response: { 200: redeemableTotal, ...errors } } },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'viewTransactions');
      return withTenant(services, auth, async (tx) => {
        const { total, memberCount } = await redeemableTotalOf(tx, auth.tenantId);
        const { currency, pointValue } = await pointsMoneyOf(tx, auth.tenantId);
        return { total, memberCount, currency, value: worth(total, pointValue) };
      });
    },
  );

  api.get(
    '/points/accounts/redeemable',
    {
      schema: {
        tags: ['points'],
        description: 'Members with their redeemable (and allocation) balances, largest first.',
        querystring: memberBalanceQuery,
        response: { 200: memberBalancePage, ...errors },
      },
    },
    async (request) => {
      const { auth, grant } = await requirePoints(services, request, 'viewTransactions');
      const { page, pageSize, search, sorting } = request.query;
      return withTenant(services, auth, async (tx) => {
        const rows = await memberBalances(tx, auth.tenantId, {
          search,
          sorting,
          limit: pageSize + 1,
          offset: (page - 1) * pageSize,
        });
        const permissions = accountPermissionsOf(grant);
        return {
          results: rows.slice(0, pageSize).map((row) => ({ ...row, permissions })),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    '/points/accounts/redeemable/export',
    {
      schema: {
        tags: ['points'],
        querystring: memberBalanceQuery.pick({ search: true, sorting: true }),
        response: {
          200: { description: 'CSV, one row per member', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { auth } = await requirePoints(services, request, 'viewTransactions');
      const { rows, pointValue } = await withTenant(services, auth, async (tx) => ({
        rows: await memberBalances(tx, auth.tenantId, request.query),
        pointValue: (await pointsMoneyOf(tx, auth.tenantId)).pointValue,
      }));
      const day = services.now().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `redeemable-points-${day}.csv`,
        ['memberId', 'firstName', 'lastName', 'redeemable', 'value', 'allTimeReceived', 'allocation'],
        rows.map((row) => [
          row.member.id,
          row.member.firstName,
          row.member.lastName,
          row.redeemable,
          worth(row.redeemable, pointValue),
          row.allTimeReceived,
          row.allocation,
        ]),
      );
    },
  );

  api.get(
    '/points/accounts/tenant',
    { schema: { tags: ['points'], response: { 200: fundAccount, ...errors } } },
    async (request) => {
      const { auth, grant } = await requirePoints(
        services,
        request,
        'viewPointsConfiguration',
        'editBudgetSettings',
      );
      return withTenant(services, auth, (tx) => fundOf(tx, auth.tenantId, grant));
    },
  );

  for (const kind of ['redeemable', 'allocation'] as const) {
    for (const [method, direction] of [
      ['post', 'add'],
      ['delete', 'remove'],
    ] as const) {
      api[method](
        `/points/accounts/${kind}/:id/points`,
        {
          schema: {
            tags: ['points'],
            description: `${direction === 'add' ? 'Adds' : 'Removes'} points ${direction === 'add' ? 'to' : 'from'} the member's ${kind} account; amount is a positive whole number.`,
            params: adjustmentParams,
            body: pointsAdjustment,
            response: { 200: adjustmentResult, ...errors },
          },
        },
        (request) =>
          adjust(services, request, { kind, memberId: request.params.id }, direction, request.body),
      );
    }
  }

  api.post(
    '/points/accounts/fund/points',
    {
      schema: {
        tags: ['points'],
        description: 'Adds points to the tenant fund.',
        body: pointsAdjustment,
        response: { 200: adjustmentResult, ...errors },
      },
    },
    (request) => adjust(services, request, { kind: 'fund' }, 'add', request.body),
  );
  api.delete(
    '/points/accounts/fund/points',
    {
      schema: {
        tags: ['points'],
        description: 'Takes points out of the tenant fund.',
        body: pointsAdjustment,
        response: { 200: adjustmentResult, ...errors },
      },
    },
    (request) => adjust(services, request, { kind: 'fund' }, 'remove', request.body),
  );

  api.post(
    '/points/accounts/payout/expire',
    {
      schema: {
        tags: ['points'],
        description:
          'Expires the whole redeemable balance of the audience (everyone, or members and teams): one expire_redeemable row per account.',
        body: payoutExpireRequest,
        response: { 200: payoutExpireResult, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'editBudgetSettings');
      const body = request.body;
      return withTenant(services, auth, async (tx) => {
        const members = await audienceMembers(tx, body);
        const { accounts, expired } = await expireBalances(
          tx,
          auth.tenantId,
          members,
          'redeemable',
          'expire_redeemable',
          { actorMemberId: auth.memberId, reason: body.reason || null },
        );
        await auditAll(tx, auth, 'points.expire', null, {
          audience: body,
          memberCount: accounts,
          expired,
        });
        return { memberCount: accounts, expired };
      });
    },
  );

  api.post(
    '/points/accounts/fund/allocate',
    {
      schema: {
        tags: ['points'],
        description:
          "Moves `amount` points from the fund into each audience member's allocation account. 409 when the fund is disabled or holds too little.",
        body: fundAllocateRequest,
        response: { 200: fundAllocateResult, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'editBudgetSettings');
      const body = request.body;
      return withTenant(services, auth, async (tx) => {
        const fund = await fundAccountOf(tx, auth.tenantId, true);
        if (fund.lockedAt) throw conflict('The points fund is disabled; enable it to allocate from it');
        const members = await audienceMembers(tx, body);
        const total = body.amount * members.length;
        let balance = fund.balance;
        if (members.length > 0) {
          try {
            balance = await distribute(tx, fund, members, body.amount, 'allocation', 'allocation_add', {
              actorMemberId: auth.memberId,
              reason: body.reason || null,
            });
          } catch (error) {
            if (error instanceof InsufficientBalance) {
              throw conflict(`The fund holds only ${fund.balance} points, not enough for this allocation`);
            }
            throw error;
          }
        }
        await auditAll(tx, auth, 'points.fundAllocate', fund.id, {
          audience: body,
          memberCount: members.length,
          total,
        });
        return { memberCount: members.length, total, balance };
      });
    },
  );

  api.post(
    '/points/accounts/fund/enable',
    { schema: { tags: ['points'], response: { 200: fundAccount, ...errors } } },
    (request) => setFundEnabled(services, request, true),
  );
  api.post(
    '/points/accounts/fund/disable',
    { schema: { tags: ['points'], response: { 200: fundAccount, ...errors } } },
    (request) => setFundEnabled(services, request, false),
  );
}
