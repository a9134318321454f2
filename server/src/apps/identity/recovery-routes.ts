import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { errorBody, okResponse } from '#shared/contract/common';
import { changePasswordRequest, recoveryRequest, resetRequest } from '#shared/contract/identity';
import { type Executor, inTenant } from '../../db/client.ts';
import { accessTokens, oneTimeSecrets, tenantMembers, users } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { type HostScope, requestHostScope, tenantUrl } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { brandingOf, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ssoOnlyProvider } from './saml/providers.ts';
import { assertPasswordAllowed, loadPolicy, recordPassword } from './security-policy.ts';
import { passwordWeakTenantIds } from './security-sign-in.ts';
import { consumeOneTimeSecret, createOneTimeSecret, findOneTimeSecret } from './tokens.ts';

const linkExpired = () => invalid('token', 'This link has expired or was already used. Ask for a new one.');

export function recoveryRoutes(api: ZodApi, services: Services): void {
  const { db } = services;

  /** Where the reset link points: the tenant the request came from, else the central host. */
  /**
   * Where the reset link points and the mail's language: the tenant the request came from (the
   * member's locale, else the tenant's language), else the central host in English.
   */
  const resetScope = async (scope: HostScope, userId: string) => {
    const central = {
      tenantId: null,
      origin: services.config.publicUrlTemplate.replace('{host}', services.config.baseDomain),
      language: mailLanguage(),
      branding: null,
      ssoProvider: null,
    };
    if (scope.kind !== 'tenant') return central;
    const tenantId = scope.tenant.id;
    const [member] = await inTenant(db, { tenantId, userId }, (tx) =>
      tx
        .select({ id: tenantMembers.id, locale: tenantMembers.locale, role: tenantMembers.role })
        .from(tenantMembers)
        .where(and(eq(tenantMembers.userId, userId), isNull(tenantMembers.suspendedAt))),
    );
    // Not a member here: the password is still theirs, but this tenant's sign-in would refuse them.
    return member
      ? {
          tenantId,
          origin: tenantUrl(services, scope.tenant),
          language: mailLanguage(member.locale, scope.tenant.language),
          branding: brandingOf(services, scope.tenant),
          // SSO only: a member's password cannot sign them in, so no reset link is sent (admins
          // keep theirs as the break glass).
          ssoProvider:
            member.role === 'admin'
              ? null
              : ((await inTenant(db, { tenantId, userId }, (tx) => ssoOnlyProvider(tx)))?.name ?? null),
        }
      : central;
  };

  /** After a password change, older sessions and reset links must not outlive it. */
  const revokeOthers = async (tx: Executor, userId: string, keepTokenId: string | null) => {
    const now = services.now();
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(accessTokens.userId, userId),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, now),
          keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined,
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
  };

  for (const url of ['/identity/passwordIdentities/recovery/', '/identity/passwordIdentities/recovery']) {
    api.post(
      url,
      {
        schema: {
          tags: ['identity'],
          description:
            'Mails a one-hour password reset link if the address has an account. The answer is the same either way.',
          security: [],
          body: recoveryRequest,
          response: { 202: okResponse, 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        await services.rateLimits.consume('recovery', { account: email, address: request.ip });
        const scope = await requestHostScope(services, request);
        if (scope.kind === 'unknown') throw notFound('No organization is served at this address');
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (user) {
          const { tenantId, origin, language, branding, ssoProvider } = await resetScope(scope, user.id);
          let mail: Mail;
          if (ssoProvider) {
            const link = new URL('/', origin).toString();
            mail = { to: email, ...mailText(language, 'recoverySsoOnly', { provider: ssoProvider, link }) };
          } else {
            const { secret } = await createOneTimeSecret(services, db, 'reset', {
              userId: user.id,
              tenantId,
            });
            const link = new URL('/new-password', origin);
            link.searchParams.set('token', secret);
            mail = { to: email, ...mailText(language, 'recovery', { link: link.toString() }) };
          }
          // A mail failure must not change the answer, or it would reveal that the account exists.
          // On an organization's host the mail wears its branding; the central host's stays plain.
          await services.mailer
            .send(branding ? withBrandedHtml(mail, branding, language) : mail)
            .catch((err: unknown) => request.log.error({ err }, 'recovery mail failed'));
        }
        return reply.status(202).send({ ok: true as const });
      },
    );
  }

  api.post(
    '/identity/passwords/reset',
    {
      schema: {
        tags: ['identity'],
        description:
          'Sets a new password with a reset link, once. Every session of the account is signed out.',
        security: [],
        body: resetRequest,
        response: { 200: okResponse, 400: errorBody },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      // Look first, hash second: a bogus token must not cost an argon2 hash.
      const pending = await findOneTimeSecret(services, db, 'reset', token);
      if (!pending) throw linkExpired();
      const { userId, tenantId } = pending;
      // The policy of the organization the link came from (none for a link from the central host).
      await inTenant(db, { tenantId, userId }, async (tx) =>
        assertPasswordAllowed(tx, await loadPolicy(tx), userId, password, 'password'),
      );
      const passwordHash = await hashPassword(password);
      // One transaction: the link is spent only if the password really changed.
      await inTenant(db, { tenantId, userId }, async (tx) => {
        if (!(await consumeOneTimeSecret(services, tx, 'reset', token))) throw linkExpired();
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await recordPassword(tx, userId, passwordHash, services.now());
        await revokeOthers(tx, userId, null);
        // Choosing a password through the tenant's link is how an invited member joins.
        if (tenantId) {
          await tx
            .update(tenantMembers)
            .set({ invitationStatus: 'joined' })
            .where(
              and(
                eq(tenantMembers.userId, userId),
                inArray(tenantMembers.invitationStatus, ['invited', 'notInvited']),
              ),
            );
        }
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/identity/passwords/change',
    {
      schema: {
        tags: ['identity'],
        description: 'Changes the password of the signed-in account; its other sessions are signed out.',
        body: changePasswordRequest,
        response: { 200: okResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const { currentPassword, newPassword } = request.body;
      const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
      if (!user) throw notFound();
      // A stolen token must not become a way to guess the password without limit.
      await services.rateLimits.consume('login', { account: user.email, address: request.ip });
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw invalid('currentPassword', 'The current password is not correct.');
      }
      await inTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, async (tx) =>
        assertPasswordAllowed(tx, await loadPolicy(tx), auth.userId, newPassword, 'newPassword'),
      );
      const passwordHash = await hashPassword(newPassword);
      const passwordWeak = await passwordWeakTenantIds(db, auth.userId, newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
        await recordPassword(tx, auth.userId, passwordHash, services.now());
        await revokeOthers(tx, auth.userId, auth.tokenId);
        // A password session now rests on the new password: the handoff judges that one's strength.
        await tx
          .update(accessTokens)
          .set({ passwordWeakTenantIds: passwordWeak })
          .where(and(eq(accessTokens.id, auth.tokenId), isNotNull(accessTokens.passwordWeakTenantIds)));
      });
      return { ok: true as const };
    },
  );
}
