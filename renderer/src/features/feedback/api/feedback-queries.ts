import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateFeedbackRequest, feedback, feedbackPage } from '#shared/contract/feedback';
import { apiClient } from '../../../lib/api-client.ts';

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: () => [...feedbackKeys.all, 'list'] as const,
};

export const feedbackQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: feedbackKeys.list(),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        feedbackPage.parse(
          (await apiClient.get('/feedback', { params: { page: pageParam, pageSize: 20 }, signal })).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFeedbackRequest) =>
      feedback.parse((await apiClient.post('/feedback', body)).data),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
