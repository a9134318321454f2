import type { FastifyRequest } from 'fastify';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

export type RewardsAccess = {
  auth: MemberAuth;
  isAdmin: boolean;
  canRedeem: boolean;
  canViewHistory: boolean;
};

/** Who may do what in the stores (000 §2 Rewards: rewardsApp redeem and pointsApp redeemPoints). */
export async function rewardsAccess(services: Services, request: FastifyRequest): Promise<RewardsAccess> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  return {
    auth,
    isAdmin: holds(grant, 'rewardsApp', 'admin'),
    canRedeem: holds(grant, 'rewardsApp', 'redeem') && holds(grant, 'pointsApp', 'redeemPoints'),
    canViewHistory: holds(grant, 'rewardsApp', 'viewRedemptionHistory'),
  };
}

/** Browsing the stores: members who may redeem, and admins. */
export async function requireBrowse(services: Services, request: FastifyRequest): Promise<RewardsAccess> {
  const access = await rewardsAccess(services, request);
  if (!access.canRedeem && !access.isAdmin) throw forbidden();
  return access;
}

export async function requireRewardsAdmin(services: Services, request: FastifyRequest): Promise<MemberAuth> {
  const access = await rewardsAccess(services, request);
  if (!access.isAdmin) throw forbidden();
  return access.auth;
}

export async function requireTangoAdmin(services: Services, request: FastifyRequest): Promise<MemberAuth> {
  const auth = await requireRewardsAdmin(services, request);
  if (!holds(await grantOf(services, request), 'rewardsApp', 'createTangoProvider')) throw forbidden();
  return auth;
}
