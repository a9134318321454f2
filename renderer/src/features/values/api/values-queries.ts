import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '#shared/contract/common';
import {
  type RecognitionValue,
  recognitionValue,
  type ValueRequest,
  type ValueSettings,
  valueList,
  valueSettings,
} from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Keys under recognition/values, as the send dialog's list: every change here refreshes what the
 * dialog offers.
 */
export const valueKeys = { all: queryKeys.recognition.values };

export const valuesQueries = {
  /** Every value, archived ones included, in order. */
  all: () =>
    queryOptions({
      queryKey: [...valueKeys.all, 'admin'],
      queryFn: async ({ signal }) =>
        valueList.parse(
          (await apiClient.get('/recognition/values', { params: { archived: 'include' }, signal })).data,
        ).results,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...valueKeys.all, 'detail', id],
      queryFn: async ({ signal }) =>
        recognitionValue.parse((await apiClient.get(`/recognition/values/${id}`, { signal })).data),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...valueKeys.all, 'settings'],
      queryFn: async ({ signal }) =>
        valueSettings.parse((await apiClient.get('/recognition/values/settings', { signal })).data),
    }),
};

function useValuesMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: valueKeys.all }),
  });
}

export const useCreateValue = () =>
  useValuesMutation(async (body: ValueRequest) =>
    recognitionValue.parse((await apiClient.post('/recognition/values', body)).data),
  );

export const useUpdateValue = () =>
  useValuesMutation(async ({ id, body }: { id: string; body: ValueRequest }) =>
    recognitionValue.parse((await apiClient.put(`/recognition/values/${id}`, body)).data),
  );

export const useArchiveValue = () =>
  useValuesMutation(async ({ id, archived }: { id: string; archived: boolean }) =>
    recognitionValue.parse(
      (await apiClient.post(`/recognition/values/${id}/${archived ? 'archive' : 'unarchive'}`)).data,
    ),
  );

export const useDeleteValue = () =>
  useValuesMutation(async (id: string) =>
    okResponse.parse((await apiClient.delete(`/recognition/values/${id}`)).data),
  );

/** Saves a new order; the list shows it at once and goes back if the server refuses. */
export function useReorderValues() {
  const client = useQueryClient();
  const key = valuesQueries.all().queryKey;
  return useMutation({
    mutationFn: async (ids: string[]) =>
      valueList.parse((await apiClient.put('/recognition/values/ordering', { idIn: ids })).data).results,
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<RecognitionValue[]>(key);
      if (previous) {
        const byId = new Map(previous.map((value) => [value.id, value]));
        client.setQueryData(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: valueKeys.all }),
  });
}

export const useSaveValueSettings = () =>
  useValuesMutation(async (body: ValueSettings) =>
    valueSettings.parse((await apiClient.put('/recognition/values/settings', body)).data),
  );
