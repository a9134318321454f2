import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessTokens,
  oneTimeSecrets,
  type SamlSessionRef,
  type SsoLink,
  tenantMembers,
} from '../../db/schema.ts';
import { hashSecret, newSecret } from '../../http/secrets.ts';
import type { Services } from '../../services.ts';

/**
 * How a session came to be: `saml`, the IdP session of an SSO sign-in; `passwordWeakTenantIds`,
 * for a session that rests on the account's password, the tenants whose policy that password fails
 * (see `passwordWeakTenantIds` in security-sign-in.ts). Neither: its strength is not known.
 */
export type SessionOrigin = {
  saml?: SamlSessionRef | null;
  passwordWeakTenantIds?: string[] | null;
};

export async function issueAccessToken(
  services: Services,
  db: Executor,
  scope: { userId: string; tenantId: string | null },
  origin: SessionOrigin = {},
) {
  const token = newSecret();
  const expiresAt = new Date(services.now().getTime() + services.config.tokenTtlMs);
  await db.insert(accessTokens).values({
    tokenHash: hashSecret(token),
    ...scope,
    expiresAt,
    saml: origin.saml ?? null,
    passwordWeakTenantIds: origin.passwordWeakTenantIds ?? null,
  });
  return { type: 'accessToken' as const, token, ...scope, expiresAt: expiresAt.toISOString() };
}

export type OneTimePurpose = (typeof oneTimeSecrets.$inferInsert)['purpose'];

export const oneTimeLifetimesMs: Record<OneTimePurpose, number> = {
  handoff: 60_000,
  challenge: 5 * 60_000,
  reset: 60 * 60_000,
};

export async function createOneTimeSecret(
  services: Services,
  db: Executor,
  purpose: OneTimePurpose,
  scope: { userId: string; tenantId?: string | null; ssoLink?: SsoLink } & SessionOrigin,
  lifetimeMs = oneTimeLifetimesMs[purpose],
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newSecret();
  const expiresAt = new Date(services.now().getTime() + lifetimeMs);
  await db.insert(oneTimeSecrets).values({
    purpose,
    secretHash: hashSecret(secret),
    userId: scope.userId,
    tenantId: scope.tenantId ?? null,
    saml: scope.saml ?? null,
    passwordWeakTenantIds: scope.passwordWeakTenantIds ?? null,
    ssoLink: scope.ssoLink ?? null,
    expiresAt,
  });
  return { secret, expiresAt };
}

/** The live secret row, unused and unexpired, or undefined. Does not consume it. */
export async function findOneTimeSecret(
  services: Services,
  db: Executor,
  purpose: OneTimePurpose,
  secret: string,
) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.secretHash, hashSecret(secret)),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, services.now()),
      ),
    );
  return row;
}

/**
 * Marks the secret used. The conditional update makes it exactly-once even when two requests
 * race: only one of them sees a row come back.
 */
export async function consumeOneTimeSecret(
  services: Services,
  db: Executor,
  purpose: OneTimePurpose,
  secret: string,
) {
  const [row] = await db
    .update(oneTimeSecrets)
    .set({ usedAt: services.now() })
    .where(
      and(
        eq(oneTimeSecrets.secretHash, hashSecret(secret)),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, services.now()),
      ),
    )
    .returning();
  return row;
}

/**
 * Ends what lets the members into this tenant: their access tokens for it, and their pending
 * handoffs and login challenges into it, are revoked for good. Every path that suspends a member
 * (the admin's suspend and batch suspend, SCIM's active=false and DELETE) calls this in the
 * suspension's transaction, so letting the member in again later does not bring an old token back:
 * they sign in afresh. Tokens for other tenants and user-scope tokens stay: suspension is per
 * tenant, and a user-scope token reaches this tenant only through a handoff, which refuses a
 * suspended membership. The callers' answers clear the resolved-token cache, here and on the
 * other instances (the onSend hooks in http/auth.ts and scim/index.ts).
 */
export async function revokeMemberSessions(
  tx: Executor,
  tenantId: string,
  memberIds: readonly string[],
  now: Date,
): Promise<void> {
  if (memberIds.length === 0) return;
  const accounts = tx
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), inArray(tenantMembers.id, [...memberIds])));
  await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.tenantId, tenantId),
        inArray(accessTokens.userId, accounts),
        isNull(accessTokens.revokedAt),
      ),
    );
  await tx
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeSecrets.tenantId, tenantId),
        inArray(oneTimeSecrets.userId, accounts),
        inArray(oneTimeSecrets.purpose, ['handoff', 'challenge']),
        isNull(oneTimeSecrets.usedAt),
      ),
    );
}

/**
 * How the caller's session came to be (tokens.ts `SessionOrigin`) and the tenant it is for. A
 * session an organization's IdP signed in (`saml`) is that organization's only: it never starts a
 * handoff into another one, nor changes what the account signs in with.
 */
export async function sessionOf(db: Executor, tokenId: string) {
  const [row] = await db
    .select({
      tenantId: accessTokens.tenantId,
      saml: accessTokens.saml,
      passwordWeakTenantIds: accessTokens.passwordWeakTenantIds,
    })
    .from(accessTokens)
    .where(eq(accessTokens.id, tokenId));
  return row;
}
