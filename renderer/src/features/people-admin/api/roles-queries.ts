import { queryOptions } from '@tanstack/react-query';
import { roleList } from '#shared/contract/roles';
import { apiClient } from '../../../lib/api-client.ts';

/** Roles change with member administration: a role change refreshes their member counts. */
export const roleKeys = { all: ['identity', 'roles'] as const };

export const roleQueries = {
  /** The built-in roles, then the organization's custom roles (GET /identity/roles). */
  list: () =>
    queryOptions({
      queryKey: [...roleKeys.all, 'list'],
      queryFn: async ({ signal }) =>
        roleList.parse((await apiClient.get('/identity/roles', { signal })).data),
    }),
};
