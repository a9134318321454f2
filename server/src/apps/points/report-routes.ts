import { errorBody, memberIdParams } from '#shared/contract/common';
import {
  liabilitiesQuery,
  liabilitiesReport,
  memberPointsReport,
  reportingQuery,
  tenantPointsReport,
} from '#shared/contract/points';
import { withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import { requirePoints } from './access.ts';
import { liabilities, maxPeriods, periodsBetween } from './liabilities.ts';
import { pointsMoneyOf } from './money.ts';
import { memberReport, tenantReport } from './reports.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const checkRange = (from?: string, to?: string) => {
  if (from && to && to < from) throw invalid('to', 'The end date must not be before the start date');
};

/** Liabilities and points reporting (docs/points.md). */
export function reportRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/liabilities',
    {
      schema: {
        tags: ['points'],
        description:
          'Redeemable points outstanding at the end of each month or week (tenant time zone), in points and in the tenant currency.',
        querystring: liabilitiesQuery,
        response: { 200: liabilitiesReport, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'viewTransactions');
      const query = request.query;
      checkRange(query.from, query.to);
      if (periodsBetween(query.from, query.to, query.interval).length > maxPeriods) {
        throw invalid('to', `Choose at most ${maxPeriods} periods`);
      }
      return withTenant(services, auth, (tx) => liabilities(tx, auth.tenantId, query, services.now()));
    },
  );

  api.get(
    '/points/reporting',
    {
      schema: {
        tags: ['points'],
        querystring: reportingQuery,
        response: { 200: tenantPointsReport, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'viewTransactions');
      checkRange(request.query.from, request.query.to);
      return withTenant(services, auth, async (tx) => {
        const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
        return tenantReport(tx, auth.tenantId, request.query, timeZone);
      });
    },
  );

  api.get(
    '/points/reporting/members/:id',
    {
      schema: {
        tags: ['points'],
        description:
          "A member's balances and totals; their rows are GET /points/transactionRecipients?memberId=.",
        params: memberIdParams,
        querystring: reportingQuery,
        response: { 200: memberPointsReport, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'viewTransactions');
      checkRange(request.query.from, request.query.to);
      const id = request.params.id === 'me' ? auth.memberId : request.params.id;
      return withTenant(services, auth, async (tx) => {
        const member = (await memberDisplays(tx, [id])).get(id);
        if (!member) throw notFound('This member does not exist');
        const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
        return { member, ...(await memberReport(tx, auth.tenantId, id, request.query, timeZone)) };
      });
    },
  );
}
