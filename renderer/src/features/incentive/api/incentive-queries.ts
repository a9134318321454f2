import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsBankList } from '#shared/contract/award';
import {
  batchApproveResponse,
  type ClaimRequest,
  type IncentiveRequestInput,
  incentive,
  incentiveBankList,
  incentiveClaim,
  incentiveClaimPage,
  incentivePage,
} from '#shared/contract/incentive';
import type { FlagRequest } from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';

const at = (id: string) => encodeURIComponent(id);

/**
 * Keys follow the API's paths: ['incentive'] refreshes the whole area; a decision also changes
 * ['points'] (balances) and ['timeline'] (the approved claim's item).
 */
export const incentiveKeys = {
  all: ['incentive'] as const,
  my: () => ['incentive', 'incentives', 'my'] as const,
  list: (page: number) => ['incentive', 'incentives', 'list', page] as const,
  one: (id: string) => ['incentive', 'incentives', 'one', id] as const,
  claims: (id: string, state: 'pending' | 'past', page: number) =>
    ['incentive', 'incentives', 'one', id, 'claims', state, page] as const,
  myClaims: () => ['incentive', 'claims', 'my'] as const,
  banks: () => ['incentive', 'banks'] as const,
  pointsBanks: () => ['points', 'pointsBanks'] as const,
};

export const incentiveQueries = {
  /** Active incentives open to the caller. */
  my: () =>
    queryOptions({
      queryKey: incentiveKeys.my(),
      queryFn: async ({ signal }) =>
        incentivePage.parse(
          (await apiClient.get('/incentive/incentives/my', { params: { pageSize: 100 }, signal })).data,
        ),
    }),
  /** The manage list (every incentive for editors and reviewers; the reviewed ones for managers). */
  list: (page: number) =>
    queryOptions({
      queryKey: incentiveKeys.list(page),
      queryFn: async ({ signal }) =>
        incentivePage.parse(
          (await apiClient.get('/incentive/incentives', { params: { page, pageSize: 20 }, signal })).data,
        ),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: incentiveKeys.one(id),
      queryFn: async ({ signal }) =>
        incentive.parse((await apiClient.get(`/incentive/incentives/${at(id)}`, { signal })).data),
    }),
  claims: (id: string, state: 'pending' | 'past', page: number) =>
    queryOptions({
      queryKey: incentiveKeys.claims(id, state, page),
      queryFn: async ({ signal }) =>
        incentiveClaimPage.parse(
          (
            await apiClient.get(`/incentive/incentives/${at(id)}/claims`, {
              params: { state, page, pageSize: 20 },
              signal,
            })
          ).data,
        ),
    }),
  myClaims: () =>
    queryOptions({
      queryKey: incentiveKeys.myClaims(),
      queryFn: async ({ signal }) =>
        incentiveClaimPage.parse(
          (await apiClient.get('/incentive/claims/my', { params: { pageSize: 50 }, signal })).data,
        ),
    }),
  /** The incentive banks page. */
  banks: () =>
    queryOptions({
      queryKey: incentiveKeys.banks(),
      queryFn: async ({ signal }) =>
        incentiveBankList.parse((await apiClient.get('/incentive/banks', { signal })).data),
    }),
  /** Every point bank, for the form's bank choice. */
  pointsBanks: () =>
    queryOptions({
      queryKey: incentiveKeys.pointsBanks(),
      queryFn: async ({ signal }) =>
        pointsBankList.parse((await apiClient.get('/points/pointsBanks', { signal })).data).results,
    }),
};

/** Refreshes the area, and the balances and timeline a decision changes. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: incentiveKeys.all }),
      client.invalidateQueries({ queryKey: ['points'] }),
      client.invalidateQueries({ queryKey: ['timeline'] }),
    ]);
  };
}

export function useSaveIncentive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: string | null; body: IncentiveRequestInput }) =>
      incentive.parse(
        (input.id
          ? await apiClient.put(`/incentive/incentives/${at(input.id)}`, input.body)
          : await apiClient.post('/incentive/incentives', input.body)
        ).data,
      ),
    onSuccess: refresh,
  });
}

export function useIncentiveStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: string; status: 'draft' | 'published' | 'archived' }) =>
      incentive.parse(
        (await apiClient.put(`/incentive/incentives/${at(input.id)}/status`, { status: input.status })).data,
      ),
    onSuccess: refresh,
  });
}

export function useDeleteIncentive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/incentive/incentives/${at(id)}`);
    },
    onSuccess: refresh,
  });
}

export function useClaim() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: string; body: ClaimRequest }) =>
      incentiveClaim.parse(
        (await apiClient.post(`/incentive/incentives/${at(input.id)}/claims`, input.body)).data,
      ),
    onSuccess: refresh,
  });
}

export function useDecide() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: string; decision: 'approve' | 'reject' | 'withdraw'; reason?: string }) =>
      incentiveClaim.parse(
        (
          await apiClient.post(
            `/incentive/claims/${at(input.id)}/${input.decision}`,
            input.decision === 'reject' ? { reason: input.reason } : undefined,
          )
        ).data,
      ),
    onSuccess: refresh,
  });
}

export function useApproveAll() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      batchApproveResponse.parse((await apiClient.post('/incentive/claims/approve', { ids })).data),
    onSuccess: refresh,
  });
}

/**
 * Flags an incentive timeline item for moderators (with the member's reason, if any), or withdraws
 * the member's flag (null). `id` is the item's: the incentive's or the approved claim's.
 */
export function useFlagIncentiveItem(id: string) {
  return useMutation({
    mutationFn: async (flag: { body: FlagRequest } | null) => {
      if (flag) await apiClient.put(`/incentive/timeline/${at(id)}/flags`, flag.body ?? {});
      else await apiClient.delete(`/incentive/timeline/${at(id)}/flags`);
    },
  });
}
