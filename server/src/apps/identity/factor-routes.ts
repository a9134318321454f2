import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  authFactor,
  authFactorList,
  challengeRequest,
  challengeResponse,
  confirmFactorRequest,
  createdTotpFactor,
  createTotpFactorRequest,
} from '#shared/contract/identity';
import { authFactors, oneTimeSecrets, users } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { ApiError, conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { consumeOneTimeSecret, findOneTimeSecret, issueAccessToken, sessionOf } from './tokens.ts';
import { newTotpSecret, totpUrl, verifyTotp } from './totp.ts';

/** Wrong codes a challenge tolerates before it is burnt and the person must sign in again. */
export const maxChallengeAttempts = 5;

const invalidCodeMessage = 'That code is not valid. Try again.';
const invalidCode = () => new ApiError(401, 'InvalidCodeError', invalidCodeMessage);
const challengeExpired = () =>
  new ApiError(401, 'ChallengeExpiredError', 'This sign-in has expired. Sign in again.');

/**
 * The account's factors guard every organization it belongs to: a session an organization's IdP
 * signed in (issue 25) may not change them, or that IdP could weaken or lock the account elsewhere.
 */
async function requireOwnCredential(services: Services, tokenId: string) {
  const session = await sessionOf(services.db, tokenId);
  if (session?.saml) {
    throw forbidden(
      'You signed in through single sign-on. Sign in with your password to change your authenticator app.',
    );
  }
}

type FactorRow = typeof authFactors.$inferSelect;
const toFactor = (row: FactorRow) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  confirmed: row.confirmedAt !== null,
  createdAt: row.createdAt.toISOString(),
  permissions: ['delete' as const],
});

export function factorRoutes(api: ZodApi, services: Services): void {
  const { db } = services;

  /**
   * Accepts `code` for the factor once: the step must be newer than the last accepted one, and
   * the conditional update lets only one of two racing requests with the same code through.
   */
  const acceptCode = async (factor: FactorRow, code: string): Promise<boolean> => {
    const step = verifyTotp(factor.secret, code, services.now());
    if (step === null) return false;
    const [accepted] = await db
      .update(authFactors)
      .set({ lastStep: step })
      .where(
        and(eq(authFactors.id, factor.id), or(isNull(authFactors.lastStep), lt(authFactors.lastStep, step))),
      )
      .returning({ id: authFactors.id });
    return accepted !== undefined;
  };

  const ownFactor = async (userId: string, id: string) => {
    const [row] = await db
      .select()
      .from(authFactors)
      .where(and(eq(authFactors.id, id), eq(authFactors.userId, userId)));
    if (!row) throw notFound();
    return row;
  };

  const confirmedFactorOf = async (userId: string) => {
    const [row] = await db
      .select()
      .from(authFactors)
      .where(and(eq(authFactors.userId, userId), isNotNull(authFactors.confirmedAt)))
      .limit(1);
    return row;
  };

  api.get(
    '/identity/authFactors',
    { schema: { tags: ['identity'], response: { 200: authFactorList, 401: errorBody } } },
    async (request) => {
      const auth = requireSession(request);
      const rows = await db
        .select()
        .from(authFactors)
        .where(eq(authFactors.userId, auth.userId))
        .orderBy(asc(authFactors.createdAt), asc(authFactors.id));
      return { results: rows.map(toFactor) };
    },
  );

  api.post(
    '/identity/authFactors/totp',
    {
      schema: {
        tags: ['identity'],
        description:
          'Starts enrolling an authenticator app. The secret and otpauth URL are shown only in this answer; the factor counts once confirmed with a code.',
        body: createTotpFactorRequest,
        response: { 200: createdTotpFactor, 401: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      await requireOwnCredential(services, auth.tokenId);
      if (await confirmedFactorOf(auth.userId)) {
        throw conflict('An authenticator app is already set up. Remove it before adding another.');
      }
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId));
      if (!user) throw notFound();
      // An abandoned enrollment is replaced, so unconfirmed secrets do not pile up.
      await db
        .delete(authFactors)
        .where(and(eq(authFactors.userId, auth.userId), isNull(authFactors.confirmedAt)));
      const secret = newTotpSecret();
      const [row] = await db
        .insert(authFactors)
        .values({ userId: auth.userId, type: 'totp', name: request.body.name, secret })
        .returning();
      if (!row) throw new Error('factor insert returned nothing');
      return { ...toFactor(row), secret, otpauthUrl: totpUrl(secret, user.email) };
    },
  );

  api.post(
    '/identity/authFactors/:id/confirm',
    {
      schema: {
        tags: ['identity'],
        description:
          'Confirms an enrollment with a current code from the app; from then on sign-in asks for one.',
        params: idParams,
        body: confirmFactorRequest,
        response: { 200: authFactor, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      await requireOwnCredential(services, auth.tokenId);
      const factor = await ownFactor(auth.userId, request.params.id);
      if (factor.confirmedAt) throw conflict('This authenticator app is already confirmed.');
      if (await confirmedFactorOf(auth.userId)) {
        throw conflict('An authenticator app is already set up. Remove it before adding another.');
      }
      if (!(await acceptCode(factor, request.body.code))) throw invalid('code', invalidCodeMessage);
      const [row] = await db
        .update(authFactors)
        .set({ confirmedAt: services.now() })
        .where(and(eq(authFactors.id, factor.id), isNull(authFactors.confirmedAt)))
        .returning();
      if (!row) throw conflict('This authenticator app is already confirmed.');
      return toFactor(row);
    },
  );

  api.delete(
    '/identity/authFactors/:id',
    {
      schema: {
        tags: ['identity'],
        params: idParams,
        response: { 200: okResponse, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      await requireOwnCredential(services, auth.tokenId);
      const [row] = await db
        .delete(authFactors)
        .where(and(eq(authFactors.id, request.params.id), eq(authFactors.userId, auth.userId)))
        .returning({ id: authFactors.id });
      if (!row) throw notFound();
      return { ok: true as const };
    },
  );

  api.post(
    '/identity/loginChallenges/totp',
    {
      schema: {
        tags: ['identity'],
        description: `Completes a sign-in that answered a challenge, with a code from the authenticator app. ${maxChallengeAttempts} wrong codes end the challenge.`,
        security: [],
        body: challengeRequest,
        response: { 200: challengeResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { challengeToken, code } = request.body;
      const challenge = await findOneTimeSecret(services, db, 'challenge', challengeToken);
      if (!challenge) throw challengeExpired();
      await services.rateLimits.consume('login', { account: challenge.userId, address: request.ip });

      // Count the attempt before checking the code, so parallel guesses cannot exceed the limit.
      const [attempt] = await db
        .update(oneTimeSecrets)
        .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
        .where(
          and(
            eq(oneTimeSecrets.id, challenge.id),
            isNull(oneTimeSecrets.usedAt),
            gt(oneTimeSecrets.expiresAt, services.now()),
            lt(oneTimeSecrets.attempts, maxChallengeAttempts),
          ),
        )
        .returning({ attempts: oneTimeSecrets.attempts });
      if (!attempt) throw challengeExpired();

      // The factor may have been removed since the password step; signing in again skips it.
      const factor = await confirmedFactorOf(challenge.userId);
      if (!factor) throw challengeExpired();
      if (!(await acceptCode(factor, code))) {
        if (attempt.attempts >= maxChallengeAttempts) {
          await db
            .update(oneTimeSecrets)
            .set({ usedAt: services.now() })
            .where(eq(oneTimeSecrets.id, challenge.id));
        }
        throw invalidCode();
      }

      const used = await consumeOneTimeSecret(services, db, 'challenge', challengeToken);
      if (!used) throw challengeExpired();
      return issueAccessToken(
        services,
        db,
        { userId: used.userId, tenantId: used.tenantId },
        { passwordWeakTenantIds: used.passwordWeakTenantIds },
      );
    },
  );
}
