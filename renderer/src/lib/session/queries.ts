import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { cacheTimes } from '../query-client.ts';
import { cacheTenantMetadata, readCachedTenantMetadata } from './branding-cache.ts';
import { parseTenantMetadata } from './tenant-metadata.ts';

/**
 * The contract's schemas load with the first call that needs them, in parallel with the call:
 * the sign-in page makes none of these calls but the branding one, so it never loads zod.
 */
const identityContract = () => import('#shared/contract/identity');
const appsContract = () => import('#shared/contract/apps');

/**
 * Query option factories the shell and several features share: branding, permissions, the own
 * member record and the token's own view of the session. Keys and options live together.
 */
export const sessionQueries = {
  tenantMetadata: (domain: string) =>
    queryOptions({
      queryKey: ['identity', 'tenants', 'metadata', domain],
      queryFn: async ({ signal }) => {
        const metadata = parseTenantMetadata(
          (await apiClient.get('/identity/tenants/metadata', { params: { domain }, signal })).data,
        );
        cacheTenantMetadata(domain, metadata);
        return metadata;
      },
      // The answer kept from the last visit is shown at once, and counts as stale so the call is
      // still made at start and replaces it.
      initialData: () => readCachedTenantMetadata(domain),
      initialDataUpdatedAt: 0,
      staleTime: cacheTimes.tenantMetadata,
    }),
  apps: () =>
    queryOptions({
      queryKey: ['apps'],
      queryFn: async ({ signal }) => {
        const [{ data }, { appsResponse }] = await Promise.all([
          apiClient.get('/apps', { signal }),
          appsContract(),
        ]);
        return appsResponse.parse(data).results;
      },
      staleTime: cacheTimes.apps,
    }),
  ownMember: () =>
    queryOptions({
      queryKey: ['identity', 'tenantMembers', 'me'],
      queryFn: async ({ signal }) => {
        const [{ data }, { tenantMember }] = await Promise.all([
          apiClient.get('/identity/tenantMembers/me', { signal }),
          identityContract(),
        ]);
        return tenantMember.parse(data);
      },
      staleTime: cacheTimes.ownMember,
    }),
  myTenants: () =>
    queryOptions({
      queryKey: ['identity', 'tenants', 'my'],
      queryFn: async ({ signal }) => {
        const [{ data }, { myTenants }] = await Promise.all([
          apiClient.get('/identity/tenants/my', { signal }),
          identityContract(),
        ]);
        return myTenants.parse(data).results;
      },
    }),
  accessTokenInfo: () =>
    queryOptions({
      queryKey: ['identity', 'accessToken', 'info'],
      queryFn: async ({ signal }) => {
        const [{ data }, { accessTokenInfo }] = await Promise.all([
          apiClient.get('/identity/accessToken/info', { signal }),
          identityContract(),
        ]);
        return accessTokenInfo.parse(data);
      },
      staleTime: 0,
    }),
};
