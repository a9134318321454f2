import type { AccessToken } from '#shared/contract/identity';
import type { SamlLogoutResponse } from '#shared/contract/saml';
import { apiClient } from '../api-client.ts';
import { endSession, getSession, startSession } from './session-store.ts';

/** The browser's time zone, or null when the browser does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Starts a session from a fresh login (password, challenge or handoff) and, in tenant scope,
 * sends the member's time zone once for this login (000 §4). A failure to send it never blocks
 * signing in.
 */
export async function signIn(token: AccessToken): Promise<void> {
  // Someone else's session in this browser ends first, so its cached data goes with it.
  if (getSession().token) endSession({ forgetStored: false });
  startSession(token);
  const timezone = browserTimeZone();
  if (!token.tenantId || !timezone) return;
  try {
    await apiClient.patch('/identity/tenantMembers/timezone', { timezone });
  } catch {
    // The next login tries again.
  }
}

/**
 * Logout calls the server, then clears the session whether or not the call worked (000 §4). A
 * session an identity provider signed in answers where the browser goes next to end the IdP's
 * session too (SAML single logout, docs/saml.md); null otherwise.
 */
export async function signOut(): Promise<string | null> {
  try {
    const { data } = await apiClient.post<SamlLogoutResponse>(
      '/identity/saml/logout',
      {},
      { ownsUnauthorized: true },
    );
    return data.redirectUrl;
  } catch {
    // Cleared below regardless.
    return null;
  } finally {
    endSession({ forgetStored: true });
  }
}
