import type { AccessToken } from '#shared/contract/identity';

export const tokenStorageKey = 'kudos.accessToken';

/**
 * The contract's `accessToken` shape, checked by hand: the stored token is read before the first
 * paint, which must not wait for zod. The server checks the token itself on the first call.
 */
function isAccessToken(value: unknown): value is AccessToken {
  if (typeof value !== 'object' || value === null) return false;
  const token = value as Record<string, unknown>;
  return (
    typeof token.token === 'string' &&
    token.token.length > 0 &&
    typeof token.userId === 'string' &&
    (token.tenantId === null || typeof token.tenantId === 'string') &&
    typeof token.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(token.expiresAt))
  );
}

/** Reads a stored token; anything missing, unparsable or not shaped like a token gives null. */
export function parseStoredToken(raw: string | null): AccessToken | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isAccessToken(parsed)) return null;
    const { token, userId, tenantId, expiresAt } = parsed;
    return { token, userId, tenantId, expiresAt };
  } catch {
    return null;
  }
}
