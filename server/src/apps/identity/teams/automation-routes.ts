import { eq, sql } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import { team, teamAutomation, teamAutomationPreview, teamAutomationRequest } from '#shared/contract/teams';
import { teams } from '../../../db/schema.ts';
import { grantOf, requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import { holds } from '../../../kernel/permissions.ts';
import type { Services } from '../../../services.ts';
import { configureAutomation, existingTeam, manageTeams } from './access.ts';
import { previewAutomation, recomputeTeam } from './automation.ts';
import { toTeam } from './queries.ts';
import { quickTeamRoutes } from './quick-team-routes.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Rules of automated teams, their preview, and the quick-team configuration. */
export function teamAutomationRoutes(api: ZodApi, services: Services): void {
  api.put(
    '/identity/teams/:id/automation',
    {
      schema: {
        tags: ['identity'],
        description:
          "Replaces an automated team's rules and recomputes its members at once; 409 for manual and quick teams.",
        params: idParams,
        body: teamAutomationRequest,
        response: { 200: team, ...errors, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...configureAutomation);
      const canManage = holds(await grantOf(services, request), ...manageTeams);
      const { id } = request.params;
      const automation = request.body;
      const updated = await withTenant(services, auth, async (tx) => {
        const current = await existingTeam(tx, id);
        if (current.type !== 'automated')
          throw conflict(
            `"${current.name}" is ${current.type === 'manual' ? 'a manual' : 'a quick'} team: only automated teams have rules.`,
          );
        await tx.update(teams).set({ automation, updatedAt: sql`now()` }).where(eq(teams.id, id));
        await recomputeTeam(tx, auth.tenantId, id);
        const row = await existingTeam(tx, id);
        await audit(tx, auth, {
          action: 'team.setAutomation',
          targetType: 'team',
          targetId: id,
          before: { automation: current.automation, activeMemberCount: current.activeMemberCount },
          after: { automation, activeMemberCount: row.activeMemberCount },
        });
        return row;
      });
      return toTeam(updated, canManage);
    },
  );

  api.post(
    '/identity/teams/automationPreview',
    {
      schema: {
        tags: ['identity'],
        description:
          'Who the rules would take in, before they are saved: the number of matching members who are not suspended, and the first ten by name.',
        body: teamAutomation,
        response: { 200: teamAutomationPreview, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...configureAutomation);
      return withTenant(services, auth, (tx) => previewAutomation(tx, auth.tenantId, request.body.rules));
    },
  );

  quickTeamRoutes(api, services);
}
