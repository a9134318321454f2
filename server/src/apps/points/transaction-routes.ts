import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody } from '#shared/contract/common';
import {
  reversalResult,
  transactionCsvRequest,
  transactionRecipientPage,
  transactionRecipientQuery,
  transactionReverseParams,
} from '#shared/contract/points';
import { withTenant } from '../../http/auth.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { sendCsv } from '../../kernel/csv.ts';
import { ReversalRefused, reverse } from '../../kernel/points/adjustments.ts';
import type { Services } from '../../services.ts';
import { requirePoints, transactionPermissionsOf } from './access.ts';
import { pointsMoneyOf } from './money.ts';
import { transactionRows, transactionWhere } from './transactions.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const displayName = (member: { firstName: string; lastName: string } | null) =>
  member ? `${member.firstName} ${member.lastName}`.trim() : '';

/** The transactions report (001 §7 "Points"): list, CSV, and reversing one row. */
export function transactionRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/transactionRecipients',
    {
      schema: {
        tags: ['points'],
        description: 'Ledger rows, newest first; `from` and `to` are days in the tenant time zone.',
        querystring: transactionRecipientQuery,
        response: { 200: transactionRecipientPage, ...errors },
      },
    },
    async (request) => {
      const { auth, grant } = await requirePoints(services, request, 'viewTransactions');
      const { page, pageSize, ...filters } = request.query;
      return withTenant(services, auth, async (tx) => {
        const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
        const rows = await transactionRows(tx, transactionWhere(auth.tenantId, timeZone, filters), {
          limit: pageSize + 1,
          offset: (page - 1) * pageSize,
        });
        const permissions = transactionPermissionsOf(grant);
        return {
          results: rows.slice(0, pageSize).map((row) => ({ ...row, permissions })),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    '/points/transactionRecipients/csv',
    {
      schema: {
        tags: ['points'],
        description: 'The transactions the filters match, as a CSV file (every page).',
        body: transactionCsvRequest.optional(),
        response: {
          200: {
            description: 'CSV, one row per ledger row',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { auth } = await requirePoints(services, request, 'viewTransactions');
      const rows = await withTenant(services, auth, async (tx) => {
        const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
        return transactionRows(tx, transactionWhere(auth.tenantId, timeZone, request.body ?? {}), null);
      });
      const day = services.now().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `points-transactions-${day}.csv`,
        [
          'id',
          'createdAt',
          'type',
          'amount',
          'accountType',
          'recipient',
          'pointBank',
          'sender',
          'reason',
          'reversalOf',
          'reversedBy',
        ],
        rows.map((row) => [
          row.id,
          row.createdAt,
          row.type,
          row.amount,
          row.accountType,
          displayName(row.recipient),
          row.budgetItem?.name ?? '',
          displayName(row.sender),
          row.reason ?? '',
          row.reversalOf ?? '',
          row.reversedBy ?? '',
        ]),
      );
    },
  );

  api.delete(
    '/points/transactions/:id/account/:accountId',
    {
      schema: {
        tags: ['points'],
        description:
          'Reverses one ledger row with `reversal` rows (never a delete): the opposite amount on the account and, when the points came from another account, back to it. 409 for a reversal, a second reversal, or a balance that would go negative.',
        params: transactionReverseParams,
        response: { 200: reversalResult, ...errors },
      },
    },
    async (request) => {
      const { auth, grant } = await requirePoints(services, request, 'editBudgetSettings');
      const { id, accountId } = request.params;
      return withTenant(services, auth, async (tx) => {
        let written: string[];
        try {
          written = await reverse(tx, id, accountId, auth.memberId);
        } catch (error) {
          if (error instanceof ReversalRefused) throw conflict(error.message);
          throw error;
        }
        if (written.length === 0) throw notFound('This transaction does not exist');
        const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
        const rows = await transactionRows(
          tx,
          sql`${transactionWhere(auth.tenantId, timeZone, {})} and t.id in ${written}`,
          null,
        );
        await audit(tx, auth, {
          action: 'points.reverse',
          targetType: 'transactionRecipient',
          targetId: id,
          before: { transactionId: id, accountId },
          after: rows.map((row) => ({ id: row.id, accountId: row.accountId, amount: row.amount })),
        });
        const permissions = transactionPermissionsOf(grant);
        return { results: rows.map((row) => ({ ...row, permissions })) };
      });
    },
  );
}
