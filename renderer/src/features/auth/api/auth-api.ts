import type { z } from 'zod';
import {
  accessToken,
  type challengeRequest,
  challengeResponse,
  type loginRequest,
  loginResponse,
  type recoveryRequest,
  type resetRequest,
} from '#shared/contract/identity';
import { apiClient } from '../../../lib/api-client.ts';

/** One function per identity call the anonymous pages make; each parses the contract's answer. */

export async function login(body: z.output<typeof loginRequest>) {
  return loginResponse.parse(
    (await apiClient.post('/identity/passwords/login', body, { anonymous: true })).data,
  );
}

export async function completeChallenge(body: z.output<typeof challengeRequest>) {
  return challengeResponse.parse(
    (await apiClient.post('/identity/loginChallenges/totp', body, { anonymous: true })).data,
  );
}

export async function requestRecovery(body: z.output<typeof recoveryRequest>) {
  await apiClient.post('/identity/passwordIdentities/recovery/', body, { anonymous: true });
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
  const { data } = await apiClient.get('/identity/tenants/accessToken', {
    params: { state },
    anonymous: true,
    ownsUnauthorized: true,
  });
  return accessToken.parse(data);
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
