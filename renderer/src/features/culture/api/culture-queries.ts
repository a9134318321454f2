import { queryOptions } from '@tanstack/react-query';
import { cultureOverview } from '#shared/contract/culture';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The culture page's one read, under recognition's root: a new recognition refreshes it. */
export const cultureQueries = {
  overview: () =>
    queryOptions({
      queryKey: [...queryKeys.recognition.all, 'culture'],
      queryFn: async ({ signal }) =>
        cultureOverview.parse((await apiClient.get('/culture/overview', { signal })).data),
    }),
};
