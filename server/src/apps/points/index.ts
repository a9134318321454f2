import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { resetDueAllocations } from './allocation-reset-job.ts';
import { budgetItemRoutes } from './budget-items-routes.ts';
import { rollUpLiabilityDays } from './liability-days-job.ts';
import { pointsRoutes } from './routes.ts';

/** The points app: accounts, budgets, transactions and reports (the ledger is kernel/points). */
export const pointsArea: Area = {
  name: 'points',
  routes(api: ZodApi, services: Services) {
    pointsRoutes(api, services);
    budgetItemRoutes(api, services);
  },
  jobs: [
    { name: 'points-allocation-resets', cron: '* * * * *', run: resetDueAllocations },
    // Hourly: closed days of the redeemable ledger are summed for the liabilities report (docs/points.md).
    { name: 'points-liability-days', cron: '5 * * * *', run: rollUpLiabilityDays },
  ],
};

/** What other areas may call. */
export { allocationSourcesOf, saveAllocationSources, teamAmountsOf } from './allocation-sources.ts';
export { bankBalances } from './banks.ts';
