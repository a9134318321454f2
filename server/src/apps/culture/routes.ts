import { errorBody } from '#shared/contract/common';
import { cultureOverview as cultureOverviewSchema } from '#shared/contract/culture';
import { requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { cultureOverview } from './overview.ts';

const errors = { 401: errorBody, 403: errorBody };

/** GET /culture/overview: what the culture page shows (recognitionApp browseCulture). */
export function cultureRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/culture/overview',
    {
      schema: {
        tags: ['culture'],
        description:
          'The values and qualities with their descriptions, each value’s latest public recognitions, the values most recognised this quarter, and the banner.',
        response: { 200: cultureOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'browseCulture');
      return withTenant(services, auth, (tx) => cultureOverview(tx, auth.tenantId));
    },
  );
}
