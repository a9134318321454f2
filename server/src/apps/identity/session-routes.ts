import { and, eq, isNotNull } from 'drizzle-orm';
import { errorBody, okResponse } from '#shared/contract/common';
import { accessTokenInfo, loginRequest, loginResponse } from '#shared/contract/identity';
import { inTenant } from '../../db/client.ts';
import { accessTokens, authFactors, tenantMembers, users } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { requestHostScope } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { verifyPassword } from './passwords.ts';
import { refuseSsoOnly } from './saml/sso-only.ts';
import { auditSignIn, passwordWeakTenantIds, refuseExpiredPassword } from './security-sign-in.ts';
import { createOneTimeSecret, issueAccessToken } from './tokens.ts';

/** The one answer for an unknown address, a wrong password or no membership: it reveals nothing. */
export const wrongCredentials = () =>
  new ApiError(401, 'InvalidCredentialsError', 'Incorrect email or password.');

export function sessionRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/passwords/login',
    {
      schema: {
        tags: ['identity'],
        description:
          'Signs in with email and password. On a tenant host the token is for that tenant; on the central host it is a user-scope token. With a second factor it answers a challenge instead.',
        security: [],
        body: loginRequest,
        response: { 200: loginResponse, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await services.rateLimits.consume('login', { account: email, address: request.ip });
      const scope = await requestHostScope(services, request);
      if (scope.kind === 'unknown') throw notFound('No organization is served at this address');

      const [user] = await services.db.select().from(users).where(eq(users.email, email));
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);

      const tenantId = scope.kind === 'tenant' ? scope.tenant.id : null;
      const [member] =
        tenantId && user
          ? await inTenant(services.db, { tenantId, userId: user.id }, (tx) =>
              tx.select().from(tenantMembers).where(eq(tenantMembers.userId, user.id)),
            )
          : [];
      // Every attempt on a tenant host goes to that tenant's audit log (auditSignIn).
      const failed = async (reason: string) => {
        if (tenantId) {
          const entry = { memberId: member?.id ?? null, email, reason };
          await auditSignIn(services, request, tenantId, { ...entry, action: 'session.signInFailed' });
        }
      };
      if (!user || !passwordOk) {
        await failed(user ? 'wrongPassword' : 'unknownAccount');
        throw wrongCredentials();
      }
      if (tenantId && scope.kind === 'tenant') {
        if (!member) {
          await failed('notAMember');
          throw wrongCredentials();
        }
        if (member.suspendedAt) {
          await failed('suspended');
          throw new ApiError(401, 'SuspendedError', 'This account is suspended.');
        }
        await refuseSsoOnly(services, tenantId, member, () => failed('ssoOnly'));
        await refuseExpiredPassword(services, request, scope.tenant, user, member, password);
        await auditSignIn(services, request, tenantId, {
          memberId: member.id,
          email,
          action: 'session.signIn',
        });
      }

      // While the password is at hand: the tenants whose policy it fails, kept with the session
      // (through the second factor's challenge) so the handoff into one of them refuses it too.
      const passwordWeak = await passwordWeakTenantIds(services.db, user.id, password);

      const [factor] = await services.db
        .select({ id: authFactors.id })
        .from(authFactors)
        .where(and(eq(authFactors.userId, user.id), isNotNull(authFactors.confirmedAt)))
        .limit(1);
      if (factor) {
        const challenge = await createOneTimeSecret(services, services.db, 'challenge', {
          userId: user.id,
          tenantId,
          passwordWeakTenantIds: passwordWeak,
        });
        return {
          type: 'challenge' as const,
          challengeToken: challenge.secret,
          factorTypes: ['totp' as const],
          expiresAt: challenge.expiresAt.toISOString(),
        };
      }
      return issueAccessToken(
        services,
        services.db,
        { userId: user.id, tenantId },
        { passwordWeakTenantIds: passwordWeak },
      );
    },
  );

  api.post(
    '/identity/logout',
    { schema: { tags: ['identity'], response: { 200: okResponse, 401: errorBody } } },
    async (request) => {
      const auth = requireSession(request);
      await services.db
        .update(accessTokens)
        .set({ revokedAt: services.now() })
        .where(eq(accessTokens.id, auth.tokenId));
      return { ok: true as const };
    },
  );

  api.get(
    '/identity/accessToken/info',
    { schema: { tags: ['identity'], response: { 200: accessTokenInfo, 401: errorBody } } },
    async (request) => {
      const auth = requireSession(request);
      return {
        userId: auth.userId,
        tenantId: auth.tenantId,
        memberId: auth.memberId,
        expiresAt: auth.expiresAt.toISOString(),
      };
    },
  );
}
