import { tenantLoginResponse } from '#shared/contract/identity';
import { apiClient } from '../api-client.ts';

/** Starts the handoff to a tenant: a one-time state and the tenant-host URL that completes it. */
export async function startTenantLogin(tenantId: string) {
  return tenantLoginResponse.parse((await apiClient.post(`/identity/tenants/${tenantId}/login`, {})).data);
}

/** Carries `next` over to the tenant host, where the handoff page honors it. */
export function handoffUrl(url: string, next: string | null): string {
  if (!next) return url;
  const target = new URL(url);
  target.searchParams.set('next', next);
  return target.toString();
}
