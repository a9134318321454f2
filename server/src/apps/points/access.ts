import type { FastifyRequest } from 'fastify';
import type {
  accountObjectPermissions,
  transactionRecipientObjectPermissions,
} from '#shared/contract/points';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { Grant } from '../../kernel/permissions.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

type PointsPermission =
  | 'viewPointsConfiguration'
  | 'viewTransactions'
  | 'editBudgetSettings'
  | 'createBudgetItem';

/** The member must hold one of these pointsApp permissions, else 403. */
export async function requirePoints(
  services: Services,
  request: FastifyRequest,
  ...any: PointsPermission[]
): Promise<{ auth: MemberAuth; grant: Grant }> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  if (!any.some((permission) => holds(grant, 'pointsApp', permission))) throw forbidden();
  return { auth, grant };
}

/**
 * Account object permissions (000 §6 "account"): whoever may edit budget settings administers
 * balances — adds, removes, allocates, expires, enables and disables (docs/points.md).
 */
export const accountPermissionsOf = (grant: Grant): (typeof accountObjectPermissions)[number][] =>
  holds(grant, 'pointsApp', 'editBudgetSettings')
    ? ['addPoints', 'removePoints', 'allocate', 'expire', 'enablePoints', 'disablePoints']
    : [];

/** transactionRecipient `reverse`: the same administrators. */
export const transactionPermissionsOf = (
  grant: Grant,
): (typeof transactionRecipientObjectPermissions)[number][] =>
  holds(grant, 'pointsApp', 'editBudgetSettings') ? ['reverse'] : [];
