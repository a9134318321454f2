import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { memberPage } from '#shared/contract/identity';
import { teamPage } from '#shared/contract/teams';
import { apiClient } from '../../../lib/api-client.ts';
import type { DirectoryParams } from '../directory-params.ts';

/** Cards per page of the directory. */
export const directoryPageSize = 24;
/** Teams the filter offers at once; typing narrows them on the server. */
export const teamOptionsPageSize = 50;

/**
 * The People directory's reads. Member keys sit under identity/tenantMembers so member edits
 * refresh the directory too; team keys under identity/teams.
 */
export const peopleQueries = {
  /** Active members (suspended ones are not listed), by first name, a page at a time. */
  directory: ({ search, teamId }: DirectoryParams) =>
    infiniteQueryOptions({
      queryKey: ['identity', 'tenantMembers', 'list', 'directory', { search, teamId }],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: {
                page: pageParam,
                pageSize: directoryPageSize,
                sorting: 'firstName',
                suspended: false,
                ...(search ? { search } : {}),
                ...(teamId ? { teamIdIn: teamId } : {}),
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** Teams whose name matches the typed text, by name. */
  teams: (search: string) =>
    queryOptions({
      queryKey: ['identity', 'teams', 'list', { search }],
      queryFn: async ({ signal }) =>
        teamPage.parse(
          (
            await apiClient.get('/identity/teams', {
              params: { pageSize: teamOptionsPageSize, sorting: 'name', ...(search ? { search } : {}) },
              signal,
            })
          ).data,
        ),
    }),
  /** The team a URL names, for the filter's label. */
  team: (id: string) =>
    queryOptions({
      queryKey: ['identity', 'teams', 'list', { idIn: id }],
      queryFn: async ({ signal }) =>
        teamPage.parse((await apiClient.get('/identity/teams', { params: { idIn: id }, signal })).data)
          .results[0] ?? null,
    }),
};
