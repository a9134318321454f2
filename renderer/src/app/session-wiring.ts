import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api-client.ts';
import { expireSession, getSession, onSessionCleared } from '../lib/session/session-store.ts';

/**
 * Connects the API client to the session and the app: the token to send, the session-expired
 * handler for 401 and the maintenance handler for 503 (000 §4). The stored session is restored by
 * the app's first calls (app.tsx).
 */
export function wireSession(queryClient: QueryClient, goToMaintenance: () => void): void {
  configureApiClient({
    token: () => getSession().token?.token ?? null,
    onUnauthorized: (sentToken) => expireSession(sentToken),
    onMaintenance: goToMaintenance,
  });
  // A new person must never see the previous person's cached data.
  onSessionCleared(() => queryClient.clear());
}
