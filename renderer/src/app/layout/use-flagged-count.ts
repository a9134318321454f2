import { useQuery } from '@tanstack/react-query';
import { flaggedCounts } from '#shared/contract/moderation';
import { apiClient } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * How many flagged items wait for the admin (000 §2: counts in the menu). The key is the one the
 * Flagged content page's keep and remove refresh. Asked only while the admin menu shows the item.
 */
export function useFlaggedCount(enabled: boolean): number {
  const counts = useQuery({
    queryKey: [...queryKeys.moderation.flagged, 'counts'],
    queryFn: async ({ signal }) =>
      flaggedCounts.parse((await apiClient.get('/moderation/flagged/counts', { signal })).data),
    enabled,
    staleTime: 60_000,
  });
  return counts.data?.total ?? 0;
}
