import { queryOptions } from '@tanstack/react-query';
import { accountList, transactionRecipientPage } from '#shared/contract/points';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const memberExtrasQueries = {
  /**
   * A member's allocation and redeemable balances (GET /points/accounts/owner/{id}); the server
   * lets those holding pointsApp viewTransactions read another member's.
   */
  points: (memberId: string) =>
    queryOptions({
      queryKey: [...queryKeys.points.accounts, 'owner', memberId],
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
  /**
   * The member's latest ledger rows (GET /points/transactionRecipients?memberId=), newest first;
   * the points reporting page has them all. Under `points`, so points changes refresh it.
   */
  recentTransactions: (memberId: string) =>
    queryOptions({
      queryKey: [...queryKeys.points.transactions, 'recent', memberId],
      queryFn: async ({ signal }) =>
        transactionRecipientPage.parse(
          (
            await apiClient.get('/points/transactionRecipients', {
              params: { memberId, page: 1, pageSize: recentTransactionCount },
              signal,
            })
          ).data,
        ),
    }),
};

/** How many of a member's transactions their points tab shows. */
export const recentTransactionCount = 10;
