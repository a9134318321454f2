import { sql } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { type BudgetSettings, budgetSettings, budgetSettingsUpdate } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { budgetSettings as budgetSettingsTable } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { requirePoints } from './access.ts';
import { budgetSettingsOf, saveBudgetSettings } from './allocation-reset.ts';
import { pointsMoneyOf, valueToMicros } from './money.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

async function settingsOf(tx: Tx, tenantId: string): Promise<BudgetSettings> {
  const { currency, pointValue } = await pointsMoneyOf(tx, tenantId);
  return { ...(await budgetSettingsOf(tx)), currency, pointValue };
}

/**
 * The tenant's allocation reset frequency and amount, read by the reset job each pass, and the
 * currency and point value liabilities are shown in.
 */
export function budgetSettingsRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/budgetSettings',
    { schema: { tags: ['points'], response: { 200: budgetSettings, ...errors } } },
    async (request) => {
      const { auth } = await requirePoints(
        services,
        request,
        'viewPointsConfiguration',
        'editBudgetSettings',
      );
      return withTenant(services, auth, (tx) => settingsOf(tx, auth.tenantId));
    },
  );

  api.put(
    '/points/budgetSettings',
    {
      schema: {
        tags: ['points'],
        description: 'Currency and point value may be left out: they keep their values.',
        body: budgetSettingsUpdate,
        response: { 200: budgetSettings, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'editBudgetSettings');
      const body = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await settingsOf(tx, auth.tenantId);
        await saveBudgetSettings(tx, auth.tenantId, {
          resetFrequency: body.resetFrequency,
          allocationAmount: body.allocationAmount,
        });
        if (body.currency !== undefined || body.pointValue !== undefined) {
          await tx
            .update(budgetSettingsTable)
            .set({
              ...(body.currency !== undefined ? { currency: body.currency } : {}),
              ...(body.pointValue !== undefined ? { pointValueMicros: valueToMicros(body.pointValue) } : {}),
              updatedAt: sql`now()`,
            })
            .where(sql`${budgetSettingsTable.tenantId} = ${auth.tenantId}`);
        }
        const after = await settingsOf(tx, auth.tenantId);
        await audit(tx, auth, {
          action: 'budgetSettings.update',
          targetType: 'budgetSettings',
          targetId: null,
          before,
          after,
        });
        return after;
      });
    },
  );
}
