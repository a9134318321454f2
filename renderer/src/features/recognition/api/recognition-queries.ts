import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { recognitionPageSize } from '#shared/constants';
import { memberPage } from '#shared/contract/identity';
import { accountList } from '#shared/contract/points';
import {
  countResponse,
  type RecognitionRequest,
  recognition,
  recognitionPage,
  valueList,
  valueSettings,
} from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Keys sit under the API's own paths so that any feature invalidating `['recognition']` or
 * `['points']` (a send, an endorsement) refreshes what the dialog shows too.
 */
export const recognitionKeys = {
  all: queryKeys.recognition.all,
  values: () => queryKeys.recognition.values,
  valueSettings: () => [...queryKeys.recognition.values, 'settings'] as const,
  draftCount: () => [...queryKeys.recognition.recognitions, 'count'] as const,
  drafts: () => [...queryKeys.recognition.recognitions, 'drafts'] as const,
  one: (id: string) => [...queryKeys.recognition.recognitions, 'one', id] as const,
  mentions: (search: string, selfId: string) => ['recognition', 'mentions', search, selfId] as const,
  myAccounts: () => queryKeys.points.myAccounts,
};

const draftEmbeds = 'sendTo,attachmentUrls,qualities';

export const recognitionQueries = {
  values: () =>
    queryOptions({
      queryKey: recognitionKeys.values(),
      queryFn: async ({ signal }) =>
        valueList.parse((await apiClient.get('/recognition/values', { signal })).data).results,
      staleTime: 5 * 60_000,
    }),
  valueSettings: () =>
    queryOptions({
      queryKey: recognitionKeys.valueSettings(),
      queryFn: async ({ signal }) =>
        valueSettings.parse((await apiClient.get('/recognition/values/settings', { signal })).data),
      staleTime: 5 * 60_000,
    }),
  myAccounts: () =>
    queryOptions({
      queryKey: recognitionKeys.myAccounts(),
      queryFn: async ({ signal }) =>
        accountList.parse((await apiClient.get('/points/accounts/my', { signal })).data).results,
    }),
  draftCount: () =>
    queryOptions({
      queryKey: recognitionKeys.draftCount(),
      queryFn: async ({ signal }) =>
        countResponse.parse((await apiClient.get('/recognition/recognitions/count', { signal })).data).total,
    }),
  drafts: (memberId: string) =>
    infiniteQueryOptions({
      queryKey: [...recognitionKeys.drafts(), memberId],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        recognitionPage.parse(
          (
            await apiClient.get('/recognition/recognitions', {
              params: {
                statusIn: 'draft',
                sentByIdIn: memberId,
                page: pageParam,
                pageSize: recognitionPageSize,
                sorting: '-createdAt',
                embed: draftEmbeds,
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: recognitionKeys.one(id),
      queryFn: async ({ signal }) =>
        recognition.parse(
          (
            await apiClient.get(`/recognition/recognitions/${encodeURIComponent(id)}`, {
              params: { embed: draftEmbeds },
              signal,
            })
          ).data,
        ),
    }),
  /** Mention suggestions: up to 5 members, never the caller nor suspended members (001 §5). */
  mentions: (search: string, selfId: string) =>
    queryOptions({
      queryKey: recognitionKeys.mentions(search, selfId),
      queryFn: async ({ signal }) =>
        memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: { search, notIdIn: selfId, suspended: 'false', page: 1, pageSize: 5 },
              signal,
            })
          ).data,
        ).results,
      staleTime: 30_000,
    }),
};

/** Everything a send or a draft change can alter: lists, counts, balances, the timeline. */
function useRefreshAfterSave() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.recognition.all }),
      client.invalidateQueries({ queryKey: queryKeys.points.all }),
      client.invalidateQueries({ queryKey: queryKeys.timeline.all }),
    ]);
}

export function useSaveRecognition() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: RecognitionRequest }) => {
      const response = id
        ? await apiClient.put(`/recognition/recognitions/${encodeURIComponent(id)}`, body)
        : await apiClient.post('/recognition/recognitions', body);
      return recognition.parse(response.data);
    },
    onSuccess: () => refresh(),
  });
}

export function useDeleteRecognition() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/recognition/recognitions/${encodeURIComponent(id)}`);
    },
    onSuccess: () => refresh(),
  });
}

const refinementResponse = z.object({ refinementId: z.string(), output: z.string() });

export function useRefine() {
  return useMutation({
    mutationFn: async (body: { message: string; sessionId: string }) =>
      refinementResponse.parse((await apiClient.post('/refinement/refinements', body)).data),
  });
}
