import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  completionResponse,
  type ResourcePatch,
  type ResourceRequest,
  type ResourceTab,
  resource,
  resourceCategories,
  resourcePage,
} from '#shared/contract/resource';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const resourcePageSize = 24;

const path = '/resource/resources';
const one = (id: string) => `${path}/${encodeURIComponent(id)}`;

export type ResourceFilters = { tab: ResourceTab; search: string; category: string; archived: boolean };

/** Keys under the API's own path: any change refreshes every tab, the categories and the detail. */
export const resourceKeys = {
  all: ['resource'] as const,
  list: (filters: ResourceFilters, page: number) => ['resource', 'resources', 'list', filters, page] as const,
  one: (id: string) => ['resource', 'resources', 'one', id] as const,
  categories: ['resource', 'categories'] as const,
};

export const resourceQueries = {
  list: (filters: ResourceFilters, page: number) =>
    queryOptions({
      queryKey: resourceKeys.list(filters, page),
      queryFn: async ({ signal }) =>
        resourcePage.parse(
          (
            await apiClient.get(path, {
              params: {
                tab: filters.tab,
                page,
                pageSize: resourcePageSize,
                ...(filters.search ? { search: filters.search } : {}),
                ...(filters.category ? { category: filters.category } : {}),
                ...(filters.archived ? { archived: true } : {}),
              },
              signal,
            })
          ).data,
        ),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: resourceKeys.one(id),
      queryFn: async ({ signal }) => resource.parse((await apiClient.get(one(id), { signal })).data),
    }),
  categories: () =>
    queryOptions({
      queryKey: resourceKeys.categories,
      queryFn: async ({ signal }) =>
        resourceCategories.parse((await apiClient.get('/resource/categories', { signal })).data).results,
    }),
};

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resourceKeys.all });
}

export function useSaveResource() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { id: string | null; body: ResourceRequest | ResourcePatch }) =>
      resource.parse(
        input.id
          ? (await apiClient.patch(one(input.id), input.body)).data
          : (await apiClient.post(path, input.body)).data,
      ),
    onSuccess: () => invalidate(),
  });
}

export function useFavourite(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (favourite: boolean) => {
      if (favourite) await apiClient.put(`${one(id)}/favourite`);
      else await apiClient.delete(`${one(id)}/favourite`);
    },
    onSuccess: () => invalidate(),
  });
}

/** The kernel's reaction calls on a resource: `null` removes the member's reaction. */
export function useReact(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (reaction: string | null) => {
      if (reaction) await apiClient.put(`${one(id)}/reactions`, { reaction });
      else await apiClient.delete(`${one(id)}/reactions`);
    },
    onSuccess: () => invalidate(),
  });
}

/** Completing pays points: the member's balances refresh too. */
export function useComplete(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => completionResponse.parse((await apiClient.post(`${one(id)}/completion`)).data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all }),
        client.invalidateQueries({ queryKey: queryKeys.points.all }),
      ]),
  });
}
