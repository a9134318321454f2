import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pinnedTimelinePageSize, recognitionPageSize, type TimelineItemType } from '#shared/constants';
import {
  type CommentRequest,
  commentPage,
  type FlagRequest,
  goalResponse,
  recipientsSearch,
  recognition,
} from '#shared/contract/recognition';
import { timelineItem, timelinePage } from '#shared/contract/timeline';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The timeline's embeds (001 §3 "Timeline item"). */
export const timelineEmbeds =
  'sender,qualities,sendTo,attachmentUrls,endorsementStats,reactionCounts,comments,ownReaction,recipientCount,ownRecipient';

export type TimelineFilters = { teamIdIn: string[]; itemTypeIn: TimelineItemType[] };

const minutes = (n: number) => n * 60_000;

export const timelineKeys = {
  all: queryKeys.timeline.all,
  items: (filters: TimelineFilters) => ['timeline', 'items', filters] as const,
  pinned: (filters: TimelineFilters) => ['timeline', 'pinned', filters] as const,
};

const filterParams = (filters: TimelineFilters) => ({
  teamIdIn: filters.teamIdIn.length ? filters.teamIdIn.join(',') : undefined,
  itemTypeIn: filters.itemTypeIn.length ? filters.itemTypeIn.join(',') : undefined,
});

export const timelineQueries = {
  /** The feed, paged by cursor; 60 seconds fresh (001 §7). */
  items: (filters: TimelineFilters) =>
    infiniteQueryOptions({
      queryKey: timelineKeys.items(filters),
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam, signal }) =>
        timelinePage.parse(
          (
            await apiClient.get('/timeline/items', {
              params: {
                ...filterParams(filters),
                cursor: pageParam ?? undefined,
                pageSize: recognitionPageSize,
                embed: timelineEmbeds,
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: minutes(1),
    }),
  pinned: (filters: TimelineFilters) =>
    queryOptions({
      queryKey: timelineKeys.pinned(filters),
      queryFn: async ({ signal }) =>
        timelinePage.parse(
          (
            await apiClient.get('/timeline/items/pinned', {
              params: { ...filterParams(filters), pageSize: pinnedTimelinePageSize, embed: timelineEmbeds },
              signal,
            })
          ).data,
        ).results,
      staleTime: minutes(1),
    }),
  /** The recognition goal: 1 hour fresh (001 §7). */
  goal: () =>
    queryOptions({
      queryKey: [...queryKeys.recognition.recognitions, 'goal'],
      queryFn: async ({ signal }) =>
        goalResponse.parse((await apiClient.get('/recognition/recognitions/goal', { signal })).data),
      staleTime: minutes(60),
    }),
  recognition: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.recognition.recognitions, 'view', id],
      queryFn: async ({ signal }) =>
        recognition.parse(
          (
            await apiClient.get(`/recognition/recognitions/${encodeURIComponent(id)}`, {
              params: { embed: timelineEmbeds },
              signal,
            })
          ).data,
        ),
    }),
  comments: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.recognition.recognitions, 'comments', id],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        commentPage.parse(
          (
            await apiClient.get(`/recognition/recognitions/${encodeURIComponent(id)}/comments`, {
              params: { page: pageParam, pageSize: 20 },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  teams: (search: string) =>
    queryOptions({
      queryKey: [...queryKeys.recognition.recipients, 'teams', search],
      queryFn: async ({ signal }) =>
        recipientsSearch.parse(
          (
            await apiClient.get('/recognition/recipients', {
              params: { search: search || undefined, pageSize: 20 },
              signal,
            })
          ).data,
        ).teams,
      staleTime: minutes(5),
    }),
};

export const parseTimelineItem = (data: unknown) => timelineItem.parse(data);

/** Reactions, comments, endorsements, flags and pins change the feed and the balances. */
function useInteraction<T>(call: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.timeline.all }),
        client.invalidateQueries({ queryKey: queryKeys.recognition.recognitions }),
        client.invalidateQueries({ queryKey: queryKeys.points.all }),
      ]),
  });
}

const path = (id: string, rest = '') => `/recognition/recognitions/${encodeURIComponent(id)}${rest}`;

export const useReact = (id: string) =>
  useInteraction((reaction: string | null) =>
    reaction ? apiClient.put(path(id, '/reactions'), { reaction }) : apiClient.delete(path(id, '/reactions')),
  );
export const useComment = (id: string) =>
  useInteraction((comment: CommentRequest) => apiClient.post(path(id, '/comments'), comment));
export const useEndorse = (id: string) =>
  useInteraction((amount: number) => apiClient.post(path(id, '/endorsements'), { amount }));
/** Flags the recognition for moderators, with the member's reason if they gave one. */
export const useFlag = (id: string) =>
  useInteraction((body: FlagRequest) => apiClient.put(path(id, '/flags'), body ?? {}));
/** Withdraws the member's own flag. */
export const useUnflag = (id: string) => useInteraction(() => apiClient.delete(path(id, '/flags')));
/** Flags a comment for moderators (flagging twice keeps one flag). */
export const useFlagComment = (id: string) =>
  useInteraction((flag: { commentId: string; body: FlagRequest }) =>
    apiClient.put(path(id, `/comments/${encodeURIComponent(flag.commentId)}/flags`), flag.body ?? {}),
  );
export const usePin = (id: string) =>
  useInteraction((pinForDays: 0 | 1 | 3 | 7) =>
    apiClient.put(`/timeline/items/${encodeURIComponent(id)}/pin`, { pinForDays }),
  );
