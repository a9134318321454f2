import { isNull } from 'drizzle-orm';
import { errorBody, memberIdParams } from '#shared/contract/common';
import {
  allocationForecast,
  budgetEstimate,
  budgetEstimateRequest,
  budgetItemOwnerList,
} from '#shared/contract/points';
import { budgetItems } from '../../db/schema.ts';
import { grantOf, requireMember, withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { holds } from '../../kernel/permissions.ts';
import { accountsOf } from '../../kernel/points/ledger.ts';
import type { Services } from '../../services.ts';
import { requirePoints } from './access.ts';
import { budgetSettingsOf, nextPeriodStart } from './allocation-reset.ts';
import { audienceMembers } from './audience.ts';
import { pointsMoneyOf } from './money.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** GET budgetItems/owners, POST budgetItems/estimate, GET budgetItems/members/{id}/forecast (001 §7). */
export function budgetHelperRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/budgetItems/owners',
    { schema: { tags: ['points'], response: { 200: budgetItemOwnerList, ...errors } } },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'createBudgetItem');
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select({ ownerIds: budgetItems.ownerIds })
          .from(budgetItems)
          .where(isNull(budgetItems.deletedAt));
        const owners = await memberDisplays(
          tx,
          rows.flatMap((row) => row.ownerIds),
        );
        const results = [...owners.values()].sort(
          (a, b) =>
            a.lastName.localeCompare(b.lastName) ||
            a.firstName.localeCompare(b.firstName) ||
            a.id.localeCompare(b.id),
        );
        return { results };
      });
    },
  );

  api.post(
    '/points/budgetItems/estimate',
    {
      schema: {
        tags: ['points'],
        description: 'What giving `amount` to each active member of the audience would cost.',
        body: budgetEstimateRequest,
        response: { 200: budgetEstimate, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'createBudgetItem', 'editBudgetSettings');
      return withTenant(services, auth, async (tx) => {
        const members = await audienceMembers(tx, request.body);
        return { memberCount: members.length, total: members.length * request.body.amount };
      });
    },
  );

  api.get(
    '/points/budgetItems/members/:id/forecast',
    {
      schema: {
        tags: ['points'],
        description: "The member's allocation now, and when it next resets to how much (tenant-wide amount).",
        params: memberIdParams,
        response: { 200: allocationForecast, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const id = request.params.id === 'me' ? auth.memberId : request.params.id;
      if (
        id !== auth.memberId &&
        !holds(await grantOf(services, request), 'pointsApp', 'viewPointsConfiguration')
      ) {
        throw forbidden();
      }
      return withTenant(services, auth, async (tx) => {
        if ((await memberDisplays(tx, [id])).size === 0) throw notFound('This member does not exist');
        const accounts = await accountsOf(tx, auth.tenantId, id);
        const settings = await budgetSettingsOf(tx);
        const { timeZone } = await pointsMoneyOf(tx, auth.tenantId);
        const next = nextPeriodStart(settings.resetFrequency, services.now(), timeZone);
        return {
          balance: accounts.find((account) => account.type === 'allocation')?.balance ?? 0,
          resetFrequency: settings.resetFrequency,
          nextResetAt: next?.toISOString() ?? null,
          nextAllocation: next ? settings.allocationAmount : 0,
        };
      });
    },
  );
}
