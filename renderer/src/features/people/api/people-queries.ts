import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { memberPage } from '#shared/contract/identity';
import { segmentValues } from '#shared/contract/staffing';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { DirectoryParams } from '../directory-params.ts';

/** Cards per page of the directory. */
export const directoryPageSize = 24;

/**
 * The People directory's reads. Member keys sit under identity/tenantMembers so member edits
 * refresh the directory too; team keys under identity/teams.
 */
export const peopleQueries = {
  /** Active members (suspended ones are not listed), by first name, a page at a time. */
  directory: ({ search, teamId, segmentKind, segmentValue }: DirectoryParams) =>
    infiniteQueryOptions({
      queryKey: [
        'identity',
        'tenantMembers',
        'list',
        'directory',
        { search, teamId, segmentKind, segmentValue },
      ],
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
                ...(segmentKind && segmentValue ? { segmentKind, segmentValue } : {}),
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** Every segment value in use per kind (GET /identity/segments), for the segment filter. */
  segments: () =>
    queryOptions({
      queryKey: queryKeys.identity.segments,
      queryFn: async ({ signal }) =>
        segmentValues.parse((await apiClient.get('/identity/segments', { signal })).data),
    }),
};
