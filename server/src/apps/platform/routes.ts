import { z } from 'zod';
import { unauthorized } from '../../http/errors.ts';
import { bearerPattern, sameSecret } from '../../http/secrets.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { platformJobRoutes } from './job-routes.ts';
import { readMaintenance, writeMaintenance } from './maintenance.ts';

const maintenanceState = z.object({ enabled: z.boolean() });

/** The platform operator's switches, behind KUDOS_OPERATOR_TOKEN (off when it is unset). */
export function platformRoutes(api: ZodApi, services: Services): void {
  const requireOperator = (authorization: string | undefined) => {
    const token = authorization && bearerPattern.exec(authorization)?.[1];
    const expected = services.config.operatorToken;
    if (!token || !expected || !sameSecret(token, expected)) throw unauthorized('Operator token required');
  };
  platformJobRoutes(api, services, requireOperator);

  api.get(
    '/platform/maintenance',
    { schema: { tags: ['platform'], response: { 200: maintenanceState } } },
    async (request) => {
      requireOperator(request.headers.authorization);
      return { enabled: services.config.maintenance || (await readMaintenance(services.db)) };
    },
  );

  api.put(
    '/platform/maintenance',
    { schema: { tags: ['platform'], body: maintenanceState, response: { 200: maintenanceState } } },
    async (request) => {
      requireOperator(request.headers.authorization);
      await writeMaintenance(services.db, request.body.enabled);
      api.maintenanceChanged(request.body.enabled);
      return { enabled: services.config.maintenance || request.body.enabled };
    },
  );
}
