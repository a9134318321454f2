import { errorBody, memberIdParams } from '#shared/contract/common';
import { accountList, accountsQuery, type PointsAccount } from '#shared/contract/points';
import { grantOf, requireMember, withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { holds } from '../../kernel/permissions.ts';
import { type AccountRow, accountsOf } from '../../kernel/points/ledger.ts';
import type { Services } from '../../services.ts';
import { findMember } from '../identity/index.ts';
import { accountRoutes } from './account-routes.ts';
import { allocationSourceRoutes } from './allocation-source-routes.ts';
import { budgetHelperRoutes } from './budget-helper-routes.ts';
import { budgetSettingsRoutes } from './budget-settings-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { transactionRoutes } from './transaction-routes.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const toAccount = (row: AccountRow, embedReceived: boolean): PointsAccount => ({
  id: row.id,
  ownerId: row.memberId,
  type: row.type,
  balance: row.balance,
  ...(embedReceived ? { allTimeReceived: row.allTimeReceived } : {}),
  lockedAt: row.lockedAt?.toISOString() ?? null,
});

const wantsReceived = (embed: string | undefined) => (embed ?? '').split(',').includes('allTimeReceived');

/** A member's allocation (to give) and redeemable (received) balances (001 §7 "Points"). */
export function pointsRoutes(api: ZodApi, services: Services): void {
  budgetSettingsRoutes(api, services);
  budgetHelperRoutes(api, services);
  transactionRoutes(api, services);
  accountRoutes(api, services);
  allocationSourceRoutes(api, services);
  reportRoutes(api, services);

  api.get(
    '/points/accounts/my',
    { schema: { tags: ['points'], querystring: accountsQuery, response: { 200: accountList, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      const rows = await withTenant(services, auth, (tx) => accountsOf(tx, auth.tenantId, auth.memberId));
      return { results: rows.map((row) => toAccount(row, wantsReceived(request.query.embed))) };
    },
  );

  api.get(
    '/points/accounts/owner/:id',
    {
      schema: {
        tags: ['points'],
        params: memberIdParams,
        querystring: accountsQuery,
        response: { 200: accountList, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const id = request.params.id === 'me' ? auth.memberId : request.params.id;
      // Another member's balances are for those who may read points reporting.
      if (id !== auth.memberId && !holds(await grantOf(services, request), 'pointsApp', 'viewTransactions')) {
        throw forbidden();
      }
      const rows = await withTenant(services, auth, async (tx) => {
        if (!(await findMember(tx, id))) throw notFound('This member does not exist');
        return accountsOf(tx, auth.tenantId, id);
      });
      return { results: rows.map((row) => toAccount(row, wantsReceived(request.query.embed))) };
    },
  );
}
