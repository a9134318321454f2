import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, oneTimeSecrets, type SamlSessionRef } from '../../db/schema.ts';
import { hashSecret, newSecret } from '../../http/secrets.ts';
import type { Services } from '../../services.ts';

export async function issueAccessToken(
  services: Services,
  db: Executor,
  scope: { userId: string; tenantId: string | null },
  saml: SamlSessionRef | null = null,
) {
  const token = newSecret();
  const expiresAt = new Date(services.now().getTime() + services.config.tokenTtlMs);
  await db.insert(accessTokens).values({ tokenHash: hashSecret(token), ...scope, expiresAt, saml });
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
  scope: { userId: string; tenantId?: string | null; saml?: SamlSessionRef },
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
