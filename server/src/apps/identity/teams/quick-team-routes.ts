import { errorBody } from '#shared/contract/common';
import { quickTeamConfiguration } from '#shared/contract/teams';
import { quickTeamSettings } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { configureAutomation } from './access.ts';
import { syncAndRecompute } from './automation.ts';
import { quickTeamKinds } from './quick-teams.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** /identity/quickTeams/configuration: which segment kinds get one quick team per value. */
export function quickTeamRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/quickTeams/configuration',
    {
      schema: {
        tags: ['identity'],
        description: 'The segment kinds that get one quick team per value in use; none at first.',
        response: { 200: quickTeamConfiguration, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...configureAutomation);
      return { kinds: await withTenant(services, auth, (tx) => quickTeamKinds(tx, auth.tenantId)) };
    },
  );

  api.put(
    '/identity/quickTeams/configuration',
    {
      schema: {
        tags: ['identity'],
        description:
          'Chooses the segment kinds that get quick teams: makes one team per value in use (named after the value, or "<value> (<Kind>)" when another team has that name), removes the quick teams of kinds no longer chosen, and recomputes their members.',
        body: quickTeamConfiguration,
        response: { 200: quickTeamConfiguration, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...configureAutomation);
      const kinds = [...new Set(request.body.kinds)];
      return withTenant(services, auth, async (tx) => {
        const before = await quickTeamKinds(tx, auth.tenantId);
        await tx
          .insert(quickTeamSettings)
          .values({ tenantId: auth.tenantId, kinds })
          .onConflictDoUpdate({ target: quickTeamSettings.tenantId, set: { kinds } });
        const changes = await syncAndRecompute(tx, auth.tenantId);
        const after = await quickTeamKinds(tx, auth.tenantId);
        if (before.join() !== after.join() || changes.created.length > 0 || changes.removed.length > 0)
          await audit(tx, auth, {
            action: 'quickTeams.configure',
            targetType: 'quickTeamConfiguration',
            targetId: null,
            before: { kinds: before },
            after: { kinds: after, createdTeams: changes.created, removedTeams: changes.removed },
          });
        return { kinds: after };
      });
    },
  );
}
