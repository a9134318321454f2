import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommentRequest, commentPage, type FlagRequest } from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A recognition's own reads and calls on the timeline: its comments, reactions, endorsements, flags and pin. */
export const recognitionInteractionQueries = {
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
};

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
