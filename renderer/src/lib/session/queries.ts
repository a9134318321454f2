import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { appsContract, identityContract, parsedWith } from '../lazy-contract.ts';
import { cacheTimes } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import { cacheTenantMetadata, readCachedTenantMetadata } from './branding-cache.ts';
import { parseTenantMetadata } from './tenant-metadata.ts';

/**
 * Query option factories the shell and several features share: branding, permissions, the own
 * member record and the token's own view of the session. Keys and options live together.
 */
export const sessionQueries = {
  tenantMetadata: (domain: string) =>
    queryOptions({
      queryKey: [...queryKeys.identity.tenants, 'metadata', domain],
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
      queryFn: ({ signal }) =>
        parsedWith(
          apiClient.get('/apps', { signal }),
          appsContract,
          (c, data) => c.appsResponse.parse(data).results,
        ),
      staleTime: cacheTimes.apps,
    }),
  ownMember: () =>
    queryOptions({
      queryKey: [...queryKeys.identity.tenantMembers, 'me'],
      queryFn: ({ signal }) =>
        parsedWith(apiClient.get('/identity/tenantMembers/me', { signal }), identityContract, (c, data) =>
          c.tenantMember.parse(data),
        ),
      staleTime: cacheTimes.ownMember,
    }),
  /** The member's points: allocation (to give) and redeemable (to spend); sends invalidate ['points']. */
  myPointsAccounts: () =>
    queryOptions({
      queryKey: queryKeys.points.myAccounts,
      queryFn: ({ signal }) =>
        parsedWith(
          apiClient.get('/points/accounts/my', { signal }),
          () => import('#shared/contract/points'),
          (c, data) => c.accountList.parse(data).results,
        ),
    }),
  myTenants: () =>
    queryOptions({
      queryKey: [...queryKeys.identity.tenants, 'my'],
      queryFn: ({ signal }) =>
        parsedWith(
          apiClient.get('/identity/tenants/my', { signal }),
          identityContract,
          (c, data) => c.myTenants.parse(data).results,
        ),
    }),
  accessTokenInfo: () =>
    queryOptions({
      queryKey: ['identity', 'accessToken', 'info'],
      queryFn: ({ signal }) =>
        parsedWith(apiClient.get('/identity/accessToken/info', { signal }), identityContract, (c, data) =>
          c.accessTokenInfo.parse(data),
        ),
      staleTime: 0,
    }),
};
