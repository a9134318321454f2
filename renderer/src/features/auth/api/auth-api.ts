import type { z } from 'zod';
import type {
  challengeRequest,
  loginRequest,
  recoveryRequest,
  resetRequest,
} from '#shared/contract/identity';
import type { acceptInvitationRequest } from '#shared/contract/members-admin';
import { apiClient } from '../../../lib/api-client.ts';
import { identityContract, parsedWith } from '../../../lib/lazy-contract.ts';

/** One function per identity call the anonymous pages make; each parses the contract's answer. */

export async function login(body: z.output<typeof loginRequest>) {
  return parsedWith(
    apiClient.post('/identity/passwords/login', body, { anonymous: true }),
    identityContract,
    (c, data) => c.loginResponse.parse(data),
  );
}

export async function completeChallenge(body: z.output<typeof challengeRequest>) {
  return parsedWith(
    apiClient.post('/identity/loginChallenges/totp', body, { anonymous: true }),
    identityContract,
    (c, data) => c.challengeResponse.parse(data),
  );
}

export async function requestRecovery(body: z.output<typeof recoveryRequest>) {
  await apiClient.post('/identity/passwordIdentities/recovery/', body, { anonymous: true });
}

export async function acceptInvitation(body: z.output<typeof acceptInvitationRequest>) {
  return parsedWith(
    apiClient.post('/identity/invitations/accept', body, { anonymous: true }),
    identityContract,
    (c, data) => c.loginResponse.parse(data),
  );
}

export async function resetPassword(body: z.output<typeof resetRequest>) {
  await apiClient.post('/identity/passwords/reset', body, { anonymous: true });
}

/**
 * The tenant handoff: the state is exchanged once for a tenant token. The browser's stored
 * session (if any) is not sent: the state alone says who signs in.
 */
const exchanges = new Map<string, ReturnType<typeof exchange>>();
async function exchange(state: string) {
  return parsedWith(
    apiClient.get('/identity/tenants/accessToken', {
      params: { state },
      anonymous: true,
      ownsUnauthorized: true,
    }),
    identityContract,
    (c, data) => c.accessToken.parse(data),
  );
}

/** Exchanges a state at most once per page load, however often the page renders. */
export function exchangeHandoff(state: string) {
  let pending = exchanges.get(state);
  if (!pending) {
    pending = exchange(state);
    exchanges.set(state, pending);
  }
  return pending;
}
