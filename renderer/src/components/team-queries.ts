import { queryOptions } from '@tanstack/react-query';
import { teamPage } from '#shared/contract/teams';
import { apiClient } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Teams a picker offers at once; typing narrows them on the server. */
export const teamOptionsPageSize = 50;

/** The team filter's reads, under identity/teams so team edits refresh them. */
export const teamQueries = {
  options: (search: string) =>
    queryOptions({
      queryKey: [...queryKeys.identity.teams, 'list', 'options', { search }],
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
  byId: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.identity.teams, 'list', { idIn: id }],
      queryFn: async ({ signal }) =>
        teamPage
          .parse((await apiClient.get('/identity/teams', { params: { idIn: id }, signal })).data)
          .results.at(0) ?? null,
    }),
};
