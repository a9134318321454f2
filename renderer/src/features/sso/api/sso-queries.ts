import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSamlProviderRequest,
  samlProvider,
  samlProviderList,
  type UpdateSamlProviderRequest,
} from '#shared/contract/saml';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const ssoKeys = {
  all: queryKeys.identity.samlProviders,
  one: (id: string) => [...ssoKeys.all, id] as const,
};

export const ssoQueries = {
  list: () =>
    queryOptions({
      queryKey: ssoKeys.all,
      queryFn: async ({ signal }) =>
        samlProviderList.parse((await apiClient.get('/identity/samlProviders', { signal })).data),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ssoKeys.one(id),
      queryFn: async ({ signal }) =>
        samlProvider.parse((await apiClient.get(`/identity/samlProviders/${id}`, { signal })).data),
    }),
};

export function useCreateSamlProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSamlProviderRequest) =>
      samlProvider.parse((await apiClient.post('/identity/samlProviders', body)).data),
    onSuccess: (created) => {
      client.setQueryData(ssoKeys.one(created.id), created);
      return client.invalidateQueries({ queryKey: ssoKeys.all, exact: true });
    },
  });
}

export function useUpdateSamlProvider(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSamlProviderRequest) =>
      samlProvider.parse((await apiClient.patch(`/identity/samlProviders/${id}`, body)).data),
    onSuccess: (saved) => {
      client.setQueryData(ssoKeys.one(id), saved);
      return client.invalidateQueries({ queryKey: ssoKeys.all, exact: true });
    },
  });
}

export function useDeleteSamlProvider(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/identity/samlProviders/${id}`);
    },
    onSuccess: () => {
      client.removeQueries({ queryKey: ssoKeys.one(id) });
      return client.invalidateQueries({ queryKey: ssoKeys.all, exact: true });
    },
  });
}
