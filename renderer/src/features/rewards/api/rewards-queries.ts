import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { okResponse } from '#shared/contract/common';
import { accountList } from '#shared/contract/points';
import {
  deposit,
  type RewardBody,
  type RewardOrderState,
  redemptionResult,
  reward,
  rewardList,
  rewardOrder,
  rewardOrderPage,
  rewardProvider,
  rewardProviderList,
  storeFunds,
  type TangoSettings,
} from '#shared/contract/rewards';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every key of the stores lives under `rewards`; the redeemable balance under points/my. */
export const rewardKeys = {
  all: ['rewards'] as const,
  providers: (all: boolean) => ['rewards', 'providers', { all }] as const,
  provider: (id: string) => ['rewards', 'provider', id] as const,
  rewards: (providerId: string, archived: boolean) =>
    ['rewards', 'provider', providerId, 'rewards', { archived }] as const,
  reward: (id: string) => ['rewards', 'reward', id] as const,
  history: (page: number) => ['rewards', 'history', page] as const,
  orders: (states: RewardOrderState[], page: number) => ['rewards', 'orders', states, page] as const,
  funds: (id: string) => ['rewards', 'funds', id] as const,
  balance: ['rewards', 'balance'] as const,
};

export const rewardsQueries = {
  providers: (all = false) =>
    queryOptions({
      queryKey: rewardKeys.providers(all),
      queryFn: async ({ signal }) =>
        rewardProviderList.parse(
          (
            await apiClient.get('/rewards/providers', {
              params: all ? { includeDisabled: 'true' } : {},
              signal,
            })
          ).data,
        ).results,
    }),
  provider: (id: string) =>
    queryOptions({
      queryKey: rewardKeys.provider(id),
      queryFn: async ({ signal }) =>
        rewardProvider.parse((await apiClient.get(`/rewards/providers/${id}`, { signal })).data),
    }),
  rewards: (providerId: string, archived = false) =>
    queryOptions({
      queryKey: rewardKeys.rewards(providerId, archived),
      queryFn: async ({ signal }) =>
        rewardList.parse(
          (
            await apiClient.get(`/rewards/providers/${providerId}/rewards`, {
              params: archived ? { includeArchived: 'true' } : {},
              signal,
            })
          ).data,
        ).results,
    }),
  reward: (providerId: string, id: string) =>
    queryOptions({
      queryKey: rewardKeys.reward(id),
      queryFn: async ({ signal }) =>
        reward.parse(
          (await apiClient.get(`/rewards/providers/${providerId}/rewards/${id}`, { signal })).data,
        ),
    }),
  /** Admin: a reward by its id alone (the edit page). */
  adminReward: (id: string) =>
    queryOptions({
      queryKey: [...rewardKeys.reward(id), 'admin'],
      queryFn: async ({ signal }) =>
        reward.parse((await apiClient.get(`/rewards/rewards/${id}`, { signal })).data),
    }),
  history: (page: number) =>
    queryOptions({
      queryKey: rewardKeys.history(page),
      queryFn: async ({ signal }) =>
        rewardOrderPage.parse(
          (await apiClient.get('/rewards/redemptions', { params: { page }, signal })).data,
        ),
      placeholderData: keepPreviousData,
    }),
  orders: (states: RewardOrderState[], page: number) =>
    queryOptions({
      queryKey: rewardKeys.orders(states, page),
      queryFn: async ({ signal }) =>
        rewardOrderPage.parse(
          (
            await apiClient.get('/rewards/orders', {
              params: { page, ...(states.length ? { stateIn: states.join(',') } : {}) },
              signal,
            })
          ).data,
        ),
      placeholderData: keepPreviousData,
    }),
  funds: (id: string) =>
    queryOptions({
      queryKey: rewardKeys.funds(id),
      queryFn: async ({ signal }) =>
        storeFunds.parse((await apiClient.get(`/rewards/providers/${id}/funds`, { signal })).data),
      retry: false,
    }),
  /** The member's redeemable balance (GET /points/accounts/my). */
  balance: () =>
    queryOptions({
      queryKey: rewardKeys.balance,
      queryFn: async ({ signal }) => {
        const accounts = accountList.parse(
          (await apiClient.get('/points/accounts/my', { signal })).data,
        ).results;
        return accounts.find((account) => account.type === 'redeemable')?.balance ?? 0;
      },
    }),
};

function useRewardsMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rewardKeys.all });
      await client.invalidateQueries({ queryKey: queryKeys.points.all });
    },
  });
}

export const useRedeem = () =>
  useRewardsMutation(async (body: { rewardId: string; idempotencyKey: string }) =>
    redemptionResult.parse((await apiClient.post('/rewards/redemptions', body)).data),
  );

export const useSettleOrder = () =>
  useRewardsMutation(async ({ id, action }: { id: string; action: 'fulfil' | 'refund' }) =>
    rewardOrder.parse((await apiClient.post(`/rewards/orders/${id}/${action}`)).data),
  );

export type StoreFields = { name: string; description: string; enabled: boolean };
export type TangoFields = StoreFields & { tango: TangoSettings & { platformKey?: string } };

export const useCreateStore = () =>
  useRewardsMutation(async (body: StoreFields) =>
    rewardProvider.parse((await apiClient.post('/rewards/providers', body)).data),
  );
export const useUpdateStore = () =>
  useRewardsMutation(async ({ id, body }: { id: string; body: StoreFields }) =>
    rewardProvider.parse((await apiClient.put(`/rewards/providers/${id}`, body)).data),
  );
export const useSaveTango = () =>
  useRewardsMutation(async ({ id, body }: { id: string | null; body: TangoFields }) =>
    rewardProvider.parse(
      (id
        ? await apiClient.put(`/rewards/providers/${id}/tango`, body)
        : await apiClient.post('/rewards/providers/tango', body)
      ).data,
    ),
  );
export const useArchiveStore = () =>
  useRewardsMutation(async (id: string) =>
    okResponse.parse((await apiClient.delete(`/rewards/providers/${id}`)).data),
  );
export const useSyncCatalogue = () =>
  useRewardsMutation(async (id: string) =>
    z.object({ count: z.number() }).parse((await apiClient.post(`/rewards/providers/${id}/sync`)).data),
  );
export const useAddFunds = () =>
  useRewardsMutation(
    async ({ id, amount, creditCardToken }: { id: string; amount: number; creditCardToken: string }) =>
      deposit.parse(
        (await apiClient.post(`/rewards/providers/${id}/funds`, { amount, creditCardToken })).data,
      ),
  );

export const useCreateReward = () =>
  useRewardsMutation(async ({ providerId, body }: { providerId: string; body: RewardBody }) =>
    reward.parse((await apiClient.post(`/rewards/providers/${providerId}/rewards`, body)).data),
  );
export const useUpdateReward = () =>
  useRewardsMutation(async ({ id, body }: { id: string; body: RewardBody }) =>
    reward.parse((await apiClient.put(`/rewards/rewards/${id}`, body)).data),
  );
export const useArchiveReward = () =>
  useRewardsMutation(async (id: string) =>
    okResponse.parse((await apiClient.delete(`/rewards/rewards/${id}`)).data),
  );

/** The orders as the server's CSV, named as it names it. */
export async function exportOrders(states: RewardOrderState[]): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.get('/rewards/orders/export', {
    params: states.length ? { stateIn: states.join(',') } : {},
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'reward-orders.csv';
  return { blob: response.data as Blob, fileName };
}
