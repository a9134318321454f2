import { and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type BudgetItem,
  budgetItem,
  budgetItemListQuery,
  budgetItemPage,
  budgetItemRequest,
  budgetItemUpdate,
  pointsBankList,
} from '#shared/contract/award';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { awardTypes, budgetItems, tenantMembers } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember, withTenant } from '../../http/auth.ts';
import { conflict, forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { holds } from '../../kernel/permissions.ts';
import {
  creditAccount,
  debit,
  ensureBankAccount,
  InsufficientBalance,
  lockBankAccount,
} from '../../kernel/points/ledger.ts';
import type { Services } from '../../services.ts';
import { type BudgetItemRow, bankBalances, findBudgetItem } from './banks.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Budget items are managed by whoever may create them (pointsApp createBudgetItem). */
async function requireBankAdmin(services: Services, request: FastifyRequest): Promise<MemberAuth> {
  const auth = requireMember(request);
  if (!holds(await grantOf(services, request), 'pointsApp', 'createBudgetItem')) throw forbidden();
  return auth;
}

async function checkOwners(tx: Tx, ownerIds: string[]): Promise<string[]> {
  const unique = [...new Set(ownerIds)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, unique));
  const known = new Set(found.map((row) => row.id));
  const index = ownerIds.findIndex((id) => !known.has(id));
  if (index >= 0) throw invalid(`ownerIds.${index}`, 'This member does not exist');
  return unique;
}

async function toBudgetItems(tx: Tx, rows: BudgetItemRow[]): Promise<BudgetItem[]> {
  const ids = rows.map((row) => row.id);
  const balances = await bankBalances(tx, ids);
  const owners = await memberDisplays(
    tx,
    rows.flatMap((row) => row.ownerIds),
  );
  const uses = ids.length
    ? await tx
        .select({ id: awardTypes.budgetItemId, n: count() })
        .from(awardTypes)
        .where(and(inArray(awardTypes.budgetItemId, ids), isNull(awardTypes.archivedAt)))
        .groupBy(awardTypes.budgetItemId)
    : [];
  const useCount = new Map(uses.map((row) => [row.id, row.n]));
  return rows.map((row) => {
    const balance = balances.get(row.id);
    return {
      id: row.id,
      name: row.name,
      accountId: balance?.accountId ?? row.id,
      balance: balance?.balance ?? 0,
      available: balance?.available ?? 0,
      owners: row.ownerIds.flatMap((id) => {
        const owner = owners.get(id);
        return owner ? [owner] : [];
      }),
      awardTypeCount: useCount.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Adds (positive) or takes (negative) points: one ledger row; a bank never goes below zero. */
async function fund(tx: Tx, auth: MemberAuth, itemId: string, amount: number): Promise<void> {
  if (amount === 0) return;
  const account = await lockBankAccount(tx, auth.tenantId, itemId);
  if (amount > 0) {
    await creditAccount(tx, account, amount, 'allocation_add');
    return;
  }
  try {
    await debit(tx, account, -amount, 'allocation_remove');
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      throw invalid('amount', `The bank holds ${account.balance} points; you cannot take out more`);
    }
    throw error;
  }
}

/** Point banks as budget items (001 §7 "Points"): POST, GET /points/budgetItems, PUT, DELETE {id}, GET /points/pointsBanks. */
export function budgetItemRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/points/budgetItems',
    {
      schema: {
        tags: ['points'],
        description: 'Creates a point bank; `amount` points are credited to it at once.',
        body: budgetItemRequest,
        response: { 201: budgetItem, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireBankAdmin(services, request);
      const body = request.body;
      const created = await withTenant(services, auth, async (tx) => {
        const ownerIds = await checkOwners(tx, body.ownerIds);
        const [row] = await tx
          .insert(budgetItems)
          .values({
            tenantId: auth.tenantId,
            name: body.name,
            ownerIds,
            createdAt: services.now(),
            updatedAt: services.now(),
          })
          .returning();
        if (!row) throw new Error('budget item not stored');
        await ensureBankAccount(tx, auth.tenantId, row.id);
        await fund(tx, auth, row.id, body.amount);
        const [item] = await toBudgetItems(tx, [row]);
        await audit(tx, auth, {
          action: 'budgetItem.create',
          targetType: 'budgetItem',
          targetId: row.id,
          before: null,
          after: item,
        });
        return item as BudgetItem;
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/points/budgetItems',
    {
      schema: {
        tags: ['points'],
        querystring: budgetItemListQuery,
        response: { 200: budgetItemPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requireBankAdmin(services, request);
      const { page, pageSize, search } = request.query;
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(budgetItems)
          .where(
            and(isNull(budgetItems.deletedAt), search ? ilike(budgetItems.name, `%${search}%`) : undefined),
          )
          .orderBy(asc(budgetItems.name), asc(budgetItems.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toBudgetItems(tx, rows.slice(0, pageSize)),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.put(
    '/points/budgetItems/:id',
    {
      schema: {
        tags: ['points'],
        description:
          'Renames the bank, sets its owners, and adds `amount` points (negative: takes them out).',
        params: idParams,
        body: budgetItemUpdate,
        response: { 200: budgetItem, ...errors },
      },
    },
    async (request) => {
      const auth = await requireBankAdmin(services, request);
      const body = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await findBudgetItem(tx, request.params.id);
        const [beforeItem] = await toBudgetItems(tx, [before]);
        const ownerIds = await checkOwners(tx, body.ownerIds);
        await fund(tx, auth, before.id, body.amount);
        const [row] = await tx
          .update(budgetItems)
          .set({ name: body.name, ownerIds, updatedAt: services.now() })
          .where(eq(budgetItems.id, before.id))
          .returning();
        const [item] = await toBudgetItems(tx, [row as BudgetItemRow]);
        await audit(tx, auth, {
          action: 'budgetItem.update',
          targetType: 'budgetItem',
          targetId: before.id,
          before: beforeItem,
          after: item,
        });
        return item as BudgetItem;
      });
    },
  );

  api.delete(
    '/points/budgetItems/:id',
    {
      schema: {
        tags: ['points'],
        description: 'Deletes a bank no active award type uses; its ledger rows stay for the history.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireBankAdmin(services, request);
      await withTenant(services, auth, async (tx) => {
        const row = await findBudgetItem(tx, request.params.id);
        const [item] = await toBudgetItems(tx, [row]);
        if ((item?.awardTypeCount ?? 0) > 0) throw conflict('Award types still use this point bank');
        await tx.update(budgetItems).set({ deletedAt: services.now() }).where(eq(budgetItems.id, row.id));
        await audit(tx, auth, {
          action: 'budgetItem.delete',
          targetType: 'budgetItem',
          targetId: row.id,
          before: item,
          after: null,
        });
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/points/pointsBanks',
    {
      schema: {
        tags: ['points'],
        description: 'The banks an award type or an incentive can be funded by, with balances.',
        response: { 200: pointsBankList, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const grant = await grantOf(services, request);
      const allowed =
        holds(grant, 'pointsApp', 'createBudgetItem') ||
        holds(grant, 'awardApp', 'manage') ||
        holds(grant, 'awardApp', 'createAwardType') ||
        // Incentives are funded by banks too (docs/incentive.md).
        holds(grant, 'incentiveApp', 'manage') ||
        holds(grant, 'incentiveApp', 'createIncentive');
      if (!allowed) throw forbidden();
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(budgetItems)
          .where(isNull(budgetItems.deletedAt))
          .orderBy(asc(budgetItems.name), asc(budgetItems.id));
        const balances = await bankBalances(
          tx,
          rows.map((row) => row.id),
        );
        return {
          results: rows.map((row) => ({
            id: row.id,
            name: row.name,
            balance: balances.get(row.id)?.balance ?? 0,
            available: balances.get(row.id)?.available ?? 0,
          })),
        };
      });
    },
  );
}
