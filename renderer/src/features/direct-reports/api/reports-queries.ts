import { queryOptions } from '@tanstack/react-query';
import { reportsPage } from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';

/** The manager report of own reports: page 1, page size 100 (001 §7, §9). */
export const reportsQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['recognition', 'managers', 'reports'],
      queryFn: async ({ signal }) =>
        reportsPage.parse(
          (
            await apiClient.get('/recognition/managers/reports', {
              params: { page: 1, pageSize: 100 },
              signal,
            })
          ).data,
        ),
    }),
};
