import { infiniteQueryOptions } from '@tanstack/react-query';
import { memberPage } from '#shared/contract/identity';
import { apiClient } from '../../../lib/api-client.ts';
import type { DirectoryParams } from '../directory-params.ts';

/** Cards per page of the directory. */
export const directoryPageSize = 24;

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
};
