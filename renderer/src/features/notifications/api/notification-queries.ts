import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationPageSize } from '#shared/constants';
import { pageOf } from '#shared/contract/common';
import { countResponse, notificationMessage } from '#shared/contract/notifications';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The list as the bell reads it: one message with an unreadable date shows "(invalid)" (000 §8)
 * rather than failing the whole list.
 */
const bellMessage = notificationMessage.extend({ createdAt: z.string() });
export type BellMessage = z.infer<typeof bellMessage>;
const bellPage = pageOf(bellMessage);

/** Keys and options of the bell's calls together, so mutations invalidate exactly what they change. */
export const notificationKeys = {
  all: ['notifications', 'messages'] as const,
  unreadCount: () => [...notificationKeys.all, 'count', { read: false }] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const notificationQueries = {
  unreadCount: () =>
    queryOptions({
      queryKey: notificationKeys.unreadCount(),
      queryFn: async ({ signal }) =>
        countResponse.parse(
          (await apiClient.get('/notifications/messages/count/', { params: { read: false }, signal })).data,
        ).count,
      // New messages arrive while the page is open; a minute is fresh enough for a badge.
      refetchInterval: 60_000,
    }),
  list: () =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        bellPage.parse(
          (
            await apiClient.get('/notifications/messages/', {
              params: {
                page: pageParam,
                pageSize: notificationPageSize,
                sorting: '-createdAt',
                embed: 'fromMember',
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/notifications/messages/${encodeURIComponent(id)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete('/notifications/messages/');
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The newest unread messages, for announcing what just arrived. */
export async function fetchNewestUnread(count: number): Promise<BellMessage[]> {
  const { data } = await apiClient.get('/notifications/messages/', {
    params: { page: 1, pageSize: count, sorting: '-createdAt', read: false },
  });
  return bellPage.parse(data).results;
}
