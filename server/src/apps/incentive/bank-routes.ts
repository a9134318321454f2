import { sql } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { incentiveBankList } from '#shared/contract/incentive';
import { rowsOf } from '../../db/rows.ts';
import { grantOf, requireMember, withTenant } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { bankBalances } from '../points/index.ts';

/**
 * The incentive banks (/points/incentive): every point bank that funds an incentive, with its
 * balance, what the pending claims would take and what incentives have paid from it.
 */
export function bankRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/incentive/banks',
    {
      schema: {
        tags: ['incentive'],
        response: { 200: incentiveBankList, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const grant = await grantOf(services, request);
      if (!holds(grant, 'incentiveApp', 'manage') && !holds(grant, 'pointsApp', 'viewPointsConfiguration'))
        throw forbidden();
      return withTenant(services, auth, async (tx) => {
        const rows = rowsOf<{ id: string; name: string; incentives: number; pending: number; paid: number }>(
          await tx.execute(sql`
            select b.id, b.name,
                   count(distinct i.id)::int as incentives,
                   coalesce(sum(i.points) filter (where c.status = 'pending'), 0)::int as pending,
                   coalesce(sum(c.amount) filter (where c.status = 'approved'), 0)::int as paid
              from budget_items b
              join incentives i on i.budget_item_id = b.id
              left join incentive_claims c on c.incentive_id = i.id
             where b.deleted_at is null
             group by b.id, b.name
             order by b.name, b.id`),
        );
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
            pendingPoints: Number(row.pending),
            incentiveCount: Number(row.incentives),
            paidPoints: Number(row.paid),
          })),
        };
      });
    },
  );
}
