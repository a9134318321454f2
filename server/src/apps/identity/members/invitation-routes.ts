import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { acceptInvitationRequest, acceptInvitationResponse } from '#shared/contract/members-admin';
import { inTenant } from '../../../db/client.ts';
import {
  accessTokens,
  authFactors,
  oneTimeSecrets,
  tenantMembers,
  tenants,
  users,
} from '../../../db/schema.ts';
import { invalid } from '../../../http/errors.ts';
import { requestHostScope } from '../../../http/tenancy.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { hashPassword } from '../passwords.ts';
import { assertPasswordAllowed, loadPolicy, recordPassword } from '../security-policy.ts';
import { passwordWeakTenantIds } from '../security-sign-in.ts';
import { consumeOneTimeSecret, createOneTimeSecret, findOneTimeSecret, issueAccessToken } from '../tokens.ts';
import { auditSnapshot } from './admin-routes.ts';
import { findMember } from './queries.ts';

const linkExpired = () =>
  invalid('token', 'This invitation link has expired or was already used. Ask your admin to send a new one.');

/** The invited person's side: choose a password from the mailed link, join, and be signed in. */
export function invitationRoutes(api: ZodApi, services: Services): void {
  const { db } = services;
  api.post(
    '/identity/invitations/accept',
    {
      schema: {
        tags: ['identity'],
        description:
          "Accepts a welcome mail's invitation, once: sets the account's password, marks the member joined and signs them in on this organization's host (a challenge instead when the account has a second factor).",
        security: [],
        body: acceptInvitationRequest,
        response: { 200: acceptInvitationResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await services.rateLimits.consume('recovery', { account: token, address: request.ip });
      // Look first, hash second: a bogus token must not cost an argon2 hash.
      const pending = await findOneTimeSecret(services, db, 'reset', token);
      const tenantId = pending?.tenantId;
      if (!pending || !tenantId) throw linkExpired();
      // The link names its organization's host; elsewhere the session could not be used.
      const scope = await requestHostScope(services, request);
      if (scope.kind !== 'tenant' || scope.tenant.id !== tenantId) throw linkExpired();
      const { userId } = pending;
      // The organization's password policy holds for the first password too.
      await inTenant(db, { tenantId, userId }, async (tx) =>
        assertPasswordAllowed(tx, await loadPolicy(tx), userId, password, 'password'),
      );
      const passwordHash = await hashPassword(password);
      // The session rests on this password: the other tenants whose policy it fails go with it.
      const passwordWeak = await passwordWeakTenantIds(db, userId, password);
      return inTenant(db, { tenantId, userId }, async (tx) => {
        const [member] = await tx.select().from(tenantMembers).where(eq(tenantMembers.userId, userId));
        if (!member) throw linkExpired();
        if (member.suspendedAt) {
          throw invalid('token', 'This membership is suspended. Ask your admin to let you in again.');
        }
        // Spent only if everything below commits; a second use finds it gone.
        if (!(await consumeOneTimeSecret(services, tx, 'reset', token))) throw linkExpired();
        const now = services.now();
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await recordPassword(tx, userId, passwordHash, now);
        // A new password ends older sessions and makes other outstanding links useless, as a reset does.
        await tx
          .update(accessTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(accessTokens.userId, userId),
              isNull(accessTokens.revokedAt),
              gt(accessTokens.expiresAt, now),
            ),
          );
        await tx
          .update(oneTimeSecrets)
          .set({ usedAt: now })
          .where(
            and(
              eq(oneTimeSecrets.userId, userId),
              eq(oneTimeSecrets.purpose, 'reset'),
              isNull(oneTimeSecrets.usedAt),
            ),
          );
        await tx
          .update(tenantMembers)
          .set({ invitationStatus: 'joined' })
          .where(
            and(
              eq(tenantMembers.id, member.id),
              inArray(tenantMembers.invitationStatus, ['invited', 'notInvited']),
            ),
          );
        const joined = await findMember(tx, member.id);
        const [tenant] = await tx
          .select({ plan: tenants.plan })
          .from(tenants)
          .where(eq(tenants.id, tenantId));
        if (joined && tenant) {
          await audit(
            tx,
            {
              tokenId: '',
              userId,
              tenantId,
              memberId: member.id,
              role: member.role,
              customRoleId: member.customRoleId,
              plan: tenant.plan,
              expiresAt: now,
            },
            {
              action: 'member.acceptInvitation',
              targetType: 'tenantMember',
              targetId: member.id,
              before: { invitationStatus: member.invitationStatus },
              after: auditSnapshot(joined),
            },
          );
        }
        const [factor] = await tx
          .select({ id: authFactors.id })
          .from(authFactors)
          .where(and(eq(authFactors.userId, userId), isNotNull(authFactors.confirmedAt)))
          .limit(1);
        if (factor) {
          const challenge = await createOneTimeSecret(services, tx, 'challenge', {
            userId,
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
        return issueAccessToken(services, tx, { userId, tenantId }, { passwordWeakTenantIds: passwordWeak });
      });
    },
  );
}
