import { queryOptions } from '@tanstack/react-query';
import { accountList } from '#shared/contract/points';
import { apiClient } from '../../../lib/api-client.ts';

export const memberExtrasQueries = {
  /**
   * A member's allocation and redeemable balances (GET /points/accounts/owner/{id}); the server
   * lets those holding pointsApp viewTransactions read another member's.
   */
  points: (memberId: string) =>
    queryOptions({
      queryKey: ['points', 'accounts', 'owner', memberId],
      queryFn: async ({ signal }) =>
        accountList.parse(
          (
            await apiClient.get(`/points/accounts/owner/${memberId}`, {
              params: { embed: 'allTimeReceived' },
              signal,
            })
          ).data,
        ).results,
    }),
};
