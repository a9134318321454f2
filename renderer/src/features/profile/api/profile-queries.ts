import { queryOptions } from '@tanstack/react-query';
import { memberPage, tenantMember } from '#shared/contract/identity';
import { apiClient } from '../../../lib/api-client.ts';
import { cacheTimes } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A profile's reads; keys sit under identity/tenantMembers so member edits invalidate them too. */
export const profileQueries = {
  member: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.identity.tenantMembers, id],
      queryFn: async ({ signal }) =>
        tenantMember.parse(
          (await apiClient.get(`/identity/tenantMembers/${encodeURIComponent(id)}`, { signal })).data,
        ),
      staleTime: cacheTimes.ownMember,
    }),
  reports: (managerId: string) =>
    queryOptions({
      queryKey: [...queryKeys.identity.tenantMembers, 'list', { managerIdIn: managerId }],
      queryFn: async ({ signal }) =>
        memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: { managerIdIn: managerId, pageSize: 100, sorting: 'firstName' },
              signal,
            })
          ).data,
        ),
    }),
};
