import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { grantOf, type MemberAuth, requireMember } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import { holds } from '../../../kernel/permissions.ts';
import type { Services } from '../../../services.ts';
import { findTeam, type TeamRow } from './queries.ts';

/** Creating, editing and deleting teams, and changing their members, needs identityApp createTeam. */
export const manageTeams = ['identityApp', 'createTeam'] as const;
/** Rules of automated teams (creating one also needs createTeam), their preview, and the quick-team configuration. */
export const configureAutomation = ['identityApp', 'configureTeamAutomation'] as const;

/** Any member reads teams (they are recipients in pickers and timeline filters); `canManage` sets the object permissions. */
export async function teamReader(
  services: Services,
  request: FastifyRequest,
): Promise<{ auth: MemberAuth; canManage: boolean }> {
  const auth = requireMember(request);
  return { auth, canManage: holds(await grantOf(services, request), ...manageTeams) };
}

export async function existingTeam(tx: Tx, id: string): Promise<TeamRow> {
  const row = await findTeam(tx, id);
  if (!row) throw notFound('This team does not exist');
  return row;
}
