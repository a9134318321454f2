import { errorBody } from '#shared/contract/common';
import { budgetSettingsBody } from '#shared/contract/points';
import type { ZodApi } from '../../app.ts';
import { grantOf, requireMember, withTenant } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { holds } from '../apps/permissions.ts';
import { budgetSettingsOf, saveBudgetSettings } from './allocation-reset.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The tenant's allocation reset frequency and amount, read by the reset job each pass. */
export function budgetSettingsRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/budgetSettings',
    { schema: { tags: ['points'], response: { 200: budgetSettingsBody, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      const grant = await grantOf(services, request);
      if (
        !holds(grant, 'pointsApp', 'viewPointsConfiguration') &&
        !holds(grant, 'pointsApp', 'editBudgetSettings')
      ) {
        throw forbidden();
      }
      return withTenant(services, auth, (tx) => budgetSettingsOf(tx));
    },
  );

  api.put(
    '/points/budgetSettings',
    {
      schema: {
        tags: ['points'],
        body: budgetSettingsBody,
        response: { 200: budgetSettingsBody, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      if (!holds(await grantOf(services, request), 'pointsApp', 'editBudgetSettings')) throw forbidden();
      return withTenant(services, auth, async (tx) => {
        await saveBudgetSettings(tx, auth.tenantId, request.body);
        return budgetSettingsOf(tx);
      });
    },
  );
}
