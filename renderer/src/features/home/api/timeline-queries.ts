import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { pinnedTimelinePageSize, recognitionPageSize, type TimelineItemType } from '#shared/constants';
import { goalResponse, recipientsSearch, recognition } from '#shared/contract/recognition';
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
