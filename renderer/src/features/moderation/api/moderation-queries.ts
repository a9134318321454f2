import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '#shared/contract/common';
import { flaggedCounts, flaggedPage, type ModerationQueue } from '#shared/contract/moderation';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const moderationKeys = {
  all: queryKeys.moderation.flagged,
  queue: (queue: ModerationQueue) => [...moderationKeys.all, 'queue', queue] as const,
  counts: () => [...moderationKeys.all, 'counts'] as const,
};

export const moderationQueries = {
  /** The first page of a queue (50 items, the most flagged first). */
  queue: (queue: ModerationQueue) =>
    queryOptions({
      queryKey: moderationKeys.queue(queue),
      queryFn: async ({ signal }) =>
        flaggedPage.parse(
          (await apiClient.get(`/moderation/flagged/${queue}`, { params: { pageSize: 50 }, signal })).data,
        ),
    }),
  counts: () =>
    queryOptions({
      queryKey: moderationKeys.counts(),
      queryFn: async ({ signal }) =>
        flaggedCounts.parse((await apiClient.get('/moderation/flagged/counts', { signal })).data),
    }),
};

export type ModerationAction = 'keep' | 'remove';

/** Keep or remove an item; the queues and their counts reload, and so does what readers see. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { queue: ModerationQueue; id: string; action: ModerationAction }) =>
      okResponse.parse(
        (await apiClient.post(`/moderation/flagged/${input.queue}/${input.id}/${input.action}`)).data,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.all }),
        // A removed item leaves the timeline and the recognition pages this moderator has open.
        client.invalidateQueries({ queryKey: queryKeys.timeline.all }),
        client.invalidateQueries({ queryKey: queryKeys.recognition.recognitions }),
      ]),
  });
}
