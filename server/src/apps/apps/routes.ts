import { appsResponse } from '#shared/contract/apps';
import { errorBody } from '#shared/contract/common';
import { appEntityTypes, appNames } from '#shared/permissions';
import { grantOf } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';

export function appsRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/apps',
    {
      schema: {
        tags: ['apps'],
        description:
          "Per app, its entity type and the caller's permissions (role, then plan, then configuration).",
        response: { 200: appsResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const grant = await grantOf(services, request);
      return {
        results: appNames.map((name) => ({
          name,
          entityType: appEntityTypes[name],
          permissions: grant[name] ?? [],
        })),
      };
    },
  );
}
