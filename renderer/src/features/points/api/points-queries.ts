import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type BudgetItemRequest,
  type BudgetItemUpdate,
  budgetItem,
  budgetItemPage,
} from '#shared/contract/award';
import {
  type AllocationSourceId,
  type AllocationSourceUpdate,
  accountList,
  adjustmentResult,
  allocationSource,
  allocationSourceList,
  budgetEstimate,
  budgetSettings,
  type budgetSettingsUpdate,
  fundAccount,
  fundAllocateRequest,
  fundAllocateResult,
  liabilitiesReport,
  memberBalancePage,
  memberPointsReport,
  type PointsAdjustment,
  type PointsTransactionType,
  payoutExpireRequest,
  payoutExpireResult,
  type pointsAudience,
  redeemableTotal,
  reversalResult,
  type TransactionCsvRequest,
  transactionRecipientPage,
} from '#shared/contract/points';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the transactions report is filtered by; empty values are left out of the call. */
export type TransactionFilters = {
  types: PointsTransactionType[];
  memberId?: string;
  from?: string;
  to?: string;
};

const filterParams = (filters: TransactionFilters) => ({
  ...(filters.types.length ? { typeIn: filters.types.join(',') } : {}),
  ...(filters.memberId ? { memberId: filters.memberId } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/** Every key of the points pages lives under `points` (the rewards pages invalidate it too). */
export const pointsKeys = {
  all: queryKeys.points.all,
  budgetSettings: ['points', 'budgetSettings'] as const,
  fund: ['points', 'fund'] as const,
  sources: ['points', 'sources'] as const,
  source: (id: AllocationSourceId) => ['points', 'sources', id] as const,
  budgetItems: (page: number) => ['points', 'budgetItems', page] as const,
  budgetItem: (id: string) => ['points', 'budgetItem', id] as const,
  accounts: (memberId: string) => [...queryKeys.points.accounts, memberId] as const,
  memberReport: (memberId: string) => ['points', 'memberReport', memberId] as const,
  transactions: (filters: TransactionFilters) => [...queryKeys.points.transactions, filters] as const,
  redeemableTotal: ['points', 'redeemable', 'total'] as const,
  balances: (search: string) => ['points', 'redeemable', 'balances', search] as const,
  liabilities: (from: string, to: string) => ['points', 'liabilities', from, to] as const,
};

export const pointsQueries = {
  budgetSettings: () =>
    queryOptions({
      queryKey: pointsKeys.budgetSettings,
      queryFn: async ({ signal }) =>
        budgetSettings.parse((await apiClient.get('/points/budgetSettings', { signal })).data),
    }),
  fund: () =>
    queryOptions({
      queryKey: pointsKeys.fund,
      queryFn: async ({ signal }) =>
        fundAccount.parse((await apiClient.get('/points/accounts/tenant', { signal })).data),
    }),
  sources: () =>
    queryOptions({
      queryKey: pointsKeys.sources,
      queryFn: async ({ signal }) =>
        allocationSourceList.parse((await apiClient.get('/points/allocationSources', { signal })).data)
          .results,
    }),
  source: (id: AllocationSourceId) =>
    queryOptions({
      queryKey: pointsKeys.source(id),
      queryFn: async ({ signal }) =>
        allocationSource.parse((await apiClient.get(`/points/allocationSources/${id}`, { signal })).data),
    }),
  budgetItems: (page: number) =>
    queryOptions({
      queryKey: pointsKeys.budgetItems(page),
      queryFn: async ({ signal }) =>
        budgetItemPage.parse(
          (await apiClient.get('/points/budgetItems', { params: { page, pageSize: 20 }, signal })).data,
        ),
      placeholderData: keepPreviousData,
    }),
  /** One bank: the API lists banks only, so the pages are walked until it turns up. */
  budgetItem: (id: string) =>
    queryOptions({
      queryKey: pointsKeys.budgetItem(id),
      queryFn: async ({ signal }) => {
        for (let page: number | null = 1; page !== null; ) {
          const list = budgetItemPage.parse(
            (await apiClient.get('/points/budgetItems', { params: { page, pageSize: 100 }, signal })).data,
          );
          const found = list.results.find((item) => item.id === id);
          if (found) return found;
          page = list.next;
        }
        return null;
      },
    }),
  /** A member's allocation and redeemable accounts, with what they received in all. */
  accounts: (memberId: string) =>
    queryOptions({
      queryKey: pointsKeys.accounts(memberId),
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
  memberReport: (memberId: string) =>
    queryOptions({
      queryKey: pointsKeys.memberReport(memberId),
      queryFn: async ({ signal }) =>
        memberPointsReport.parse(
          (await apiClient.get(`/points/reporting/members/${memberId}`, { signal })).data,
        ),
    }),
  transactions: (filters: TransactionFilters) =>
    infiniteQueryOptions({
      queryKey: pointsKeys.transactions(filters),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        transactionRecipientPage.parse(
          (
            await apiClient.get('/points/transactionRecipients', {
              params: { page: pageParam, pageSize: 50, ...filterParams(filters) },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
      placeholderData: keepPreviousData,
    }),
  redeemableTotal: () =>
    queryOptions({
      queryKey: pointsKeys.redeemableTotal,
      queryFn: async ({ signal }) =>
        redeemableTotal.parse((await apiClient.get('/points/accounts/redeemable/total', { signal })).data),
    }),
  balances: (search: string) =>
    infiniteQueryOptions({
      queryKey: pointsKeys.balances(search),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        memberBalancePage.parse(
          (
            await apiClient.get('/points/accounts/redeemable', {
              params: { page: pageParam, pageSize: 50, ...(search ? { search } : {}) },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
      placeholderData: keepPreviousData,
    }),
  liabilities: (from: string, to: string) =>
    queryOptions({
      queryKey: pointsKeys.liabilities(from, to),
      queryFn: async ({ signal }) =>
        liabilitiesReport.parse(
          (await apiClient.get('/points/liabilities', { params: { from, to, interval: 'month' }, signal }))
            .data,
        ),
    }),
};

/** Mutations refresh every points query: balances, totals and settings move together. */
function usePointsMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}

export const useSaveBudgetSettings = () =>
  usePointsMutation(async (body: z.input<typeof budgetSettingsUpdate>) =>
    budgetSettings.parse((await apiClient.put('/points/budgetSettings', body)).data),
  );

export const useSetFundEnabled = () =>
  usePointsMutation(async (enabled: boolean) => {
    await apiClient.post(`/points/accounts/fund/${enabled ? 'enable' : 'disable'}`);
  });

export const useSaveSource = () =>
  usePointsMutation(async ({ id, body }: { id: AllocationSourceId; body: AllocationSourceUpdate }) =>
    allocationSource.parse((await apiClient.put(`/points/allocationSources/${id}`, body)).data),
  );

export const useSaveBudgetItem = () =>
  usePointsMutation(async ({ id, body }: { id: string | null; body: BudgetItemRequest | BudgetItemUpdate }) =>
    budgetItem.parse(
      (id
        ? await apiClient.put(`/points/budgetItems/${id}`, body)
        : await apiClient.post('/points/budgetItems', body)
      ).data,
    ),
  );

export const useDeleteBudgetItem = () =>
  usePointsMutation(async (id: string) => {
    await apiClient.delete(`/points/budgetItems/${id}`);
  });

export const useReverse = () =>
  usePointsMutation(async ({ id, accountId }: { id: string; accountId: string }) =>
    reversalResult.parse((await apiClient.delete(`/points/transactions/${id}/account/${accountId}`)).data),
  );

export type Adjustment = {
  memberId: string;
  account: 'redeemable' | 'allocation';
  direction: 'add' | 'remove';
  body: PointsAdjustment;
};

/** Adds (POST) or removes (DELETE) points on a member's account: the verb says which way. */
export const useAdjust = () =>
  usePointsMutation(async ({ memberId, account, direction, body }: Adjustment) => {
    const path = `/points/accounts/${account}/${memberId}/points`;
    const response =
      direction === 'add' ? await apiClient.post(path, body) : await apiClient.delete(path, { data: body });
    return adjustmentResult.parse(response.data);
  });

/** Tops the tenant's fund up (POST /points/accounts/fund/points). */
export const useAddFundPoints = () =>
  usePointsMutation(async (body: PointsAdjustment) =>
    adjustmentResult.parse((await apiClient.post('/points/accounts/fund/points', body)).data),
  );

/** What giving `amount` to each active member of an audience would cost; changes nothing. */
export async function estimateAllocation(
  body: z.input<typeof pointsAudience> & { amount: number },
): Promise<z.output<typeof budgetEstimate>> {
  return budgetEstimate.parse((await apiClient.post('/points/budgetItems/estimate', body)).data);
}

/** Moves `amount` from the fund into each audience member's allocation (all or nothing). */
export const useAllocateFromFund = () =>
  usePointsMutation(async (body: z.input<typeof fundAllocateRequest>) =>
    fundAllocateResult.parse(
      (await apiClient.post('/points/accounts/fund/allocate', fundAllocateRequest.parse(body))).data,
    ),
  );

/** Expires the whole redeemable balance of an audience (after paying it out). */
export const useExpirePayout = () =>
  usePointsMutation(async (body: z.input<typeof payoutExpireRequest>) =>
    payoutExpireResult.parse(
      (await apiClient.post('/points/accounts/payout/expire', payoutExpireRequest.parse(body))).data,
    ),
  );

/** A CSV the server wrote, with the file name it gave. */
export type Download = { blob: Blob; fileName: string };

const downloadOf = (response: { data: unknown; headers: Record<string, unknown> }, fallback: string) => ({
  blob: response.data as Blob,
  fileName: /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? fallback,
});

export async function exportTransactions(filters: TransactionFilters): Promise<Download> {
  const body: TransactionCsvRequest = {
    ...(filters.types.length ? { typeIn: filters.types } : {}),
    ...(filters.memberId ? { memberId: filters.memberId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const response = await apiClient.post('/points/transactionRecipients/csv', body, { responseType: 'blob' });
  return downloadOf(response, 'points-transactions.csv');
}

export async function exportRedeemable(): Promise<Download> {
  const response = await apiClient.get('/points/accounts/redeemable/export', { responseType: 'blob' });
  return downloadOf(response, 'redeemable-points.csv');
}

/** Hands a downloaded file to the browser as a save. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
