import { type AccessToken, accessToken } from '#shared/contract/identity';

export const tokenStorageKey = 'kudos.accessToken';

/** Reads a stored token; anything missing, unparsable or not shaped like a token gives null. */
export function parseStoredToken(raw: string | null): AccessToken | null {
  if (!raw) return null;
  try {
    const parsed = accessToken.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
