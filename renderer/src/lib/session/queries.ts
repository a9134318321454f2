import { queryOptions } from '@tanstack/react-query';
import { appsResponse } from '#shared/contract/apps';
import { accessTokenInfo, myTenants, tenantMember, tenantMetadata } from '#shared/contract/identity';
import { apiClient } from '../api-client.ts';
import { cacheTimes } from '../query-client.ts';

/**
 * Query option factories the shell and several features share: branding, permissions, the own
 * member record and the token's own view of the session. Keys and options live together.
 */
export const sessionQueries = {
  tenantMetadata: (domain: string) =>
    queryOptions({
      queryKey: ['identity', 'tenants', 'metadata', domain],
      queryFn: async ({ signal }) =>
        tenantMetadata.parse(
          (await apiClient.get('/identity/tenants/metadata', { params: { domain }, signal })).data,
        ),
      staleTime: cacheTimes.tenantMetadata,
    }),
  apps: () =>
    queryOptions({
      queryKey: ['apps'],
      queryFn: async ({ signal }) =>
        appsResponse.parse((await apiClient.get('/apps', { signal })).data).results,
      staleTime: cacheTimes.apps,
    }),
  ownMember: () =>
    queryOptions({
      queryKey: ['identity', 'tenantMembers', 'me'],
      queryFn: async ({ signal }) =>
        tenantMember.parse((await apiClient.get('/identity/tenantMembers/me', { signal })).data),
      staleTime: cacheTimes.ownMember,
    }),
  myTenants: () =>
    queryOptions({
      queryKey: ['identity', 'tenants', 'my'],
      queryFn: async ({ signal }) =>
        myTenants.parse((await apiClient.get('/identity/tenants/my', { signal })).data).results,
    }),
  accessTokenInfo: () =>
    queryOptions({
      queryKey: ['identity', 'accessToken', 'info'],
      queryFn: async ({ signal }) =>
        accessTokenInfo.parse((await apiClient.get('/identity/accessToken/info', { signal })).data),
      staleTime: 0,
    }),
};
