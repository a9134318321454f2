import { apiClient } from '../api-client.ts';
import { isApiError } from '../api-error.ts';
import { identityContract, parsedWith } from '../lazy-contract.ts';
import { confirmSession, endSession, getSession, reloadStoredSession } from './session-store.ts';

/**
 * Checks a stored token with the server at start: a 401 clears the stored token; any other
 * failure (offline, maintenance) ends only the in-memory session (000 §4). The contract (and
 * zod with it) loads alongside the call, so an anonymous visit never fetches it.
 */
export async function restoreSession(): Promise<void> {
  const token = reloadStoredSession() ?? getSession().token;
  if (!token || getSession().status !== 'restoring') return;
  try {
    const info = await parsedWith(
      apiClient.get('/identity/accessToken/info', {
        headers: { Authorization: `Bearer ${token.token}` },
        ownsUnauthorized: true,
      }),
      identityContract,
      (c, data) => c.accessTokenInfo.parse(data),
    );
    confirmSession({ ...token, userId: info.userId, tenantId: info.tenantId, expiresAt: info.expiresAt });
  } catch (error) {
    endSession({ forgetStored: isApiError(error) && error.status === 401 });
  }
}
