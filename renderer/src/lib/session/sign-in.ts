import type { AccessToken } from '#shared/contract/identity';
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

/** Logout calls the server, then clears the session whether or not the call worked (000 §4). */
export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/identity/logout', {}, { ownsUnauthorized: true });
  } catch {
    // Cleared below regardless.
  } finally {
    endSession({ forgetStored: true });
  }
}
