import { startTransition, useEffect, useState } from 'react';
import type { AccessToken } from '#shared/contract/identity';
import { platform } from '../../platform/index.ts';

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';
export type Session = { status: SessionStatus; token: AccessToken | null };
export type Scope = 'anonymous' | 'user' | 'tenant';

const stored = platform.getToken();
let session: Session = stored ? { status: 'restoring', token: stored } : { status: 'signedOut', token: null };
const listeners = new Set<() => void>();
const clearListeners = new Set<() => void>();

function set(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export const getSession = (): Session => session;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs whenever a session ends, so caches holding the previous person's data are dropped. */
export function onSessionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

export function scopeOf(current: Session): Scope {
  if (current.status !== 'signedIn' || !current.token) return 'anonymous';
  return current.token.tenantId ? 'tenant' : 'user';
}

/** Keeps a new token, in storage and in memory. */
export function startSession(token: AccessToken): void {
  platform.setToken(token);
  set({ status: 'signedIn', token });
}

/** The stored token was checked with the server: the session is live. */
export function confirmSession(token: AccessToken): void {
  set({ status: 'signedIn', token });
}

/**
 * Ends the session. `forgetStored` also removes the stored token (after a 401 or a sign-out);
 * other failures end only the in-memory session (000 §4).
 */
export function endSession({ forgetStored }: { forgetStored: boolean }): void {
  if (forgetStored) platform.clearToken();
  const hadSession = session.token !== null;
  set({ status: 'signedOut', token: null });
  if (hadSession) for (const listener of clearListeners) listener();
}

/**
 * The session-expired handler: a call made with `sentToken` answered 401. Only the session that
 * sent it ends; a newer token (signed in meanwhile, maybe in another tab) is kept.
 */
export function expireSession(sentToken: string): void {
  if (session.token?.token === sentToken) endSession({ forgetStored: false });
  if (platform.getToken()?.token === sentToken) platform.clearToken();
}

/** Re-reads storage (after maintenance ends, say) so a stored session can be checked again. */
export function reloadStoredSession(): AccessToken | null {
  const token = platform.getToken();
  if (token && session.status === 'signedOut') set({ status: 'restoring', token });
  return token;
}

/**
 * The session as React renders it. A change (the stored session confirmed, a sign-in, a sign-out)
 * renders as a transition: the member frame it mounts or unmounts is drawn in slices that leave
 * the main thread free between them. useSyncExternalStore would render it in one blocking task, and
 * a session confirmed while the first render was still in progress would throw that render away
 * and redo it, blocking. The API client reads getSession() directly, so calls never lag behind.
 */
export function useSession(): Session {
  const [current, setCurrent] = useState(getSession);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(getSession()));
    // A change between this component's render and this effect.
    update();
    return subscribeSession(update);
  }, []);
  return current;
}
