import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CheckInAnswerRequest,
  type CheckInAudience,
  type CheckInCategoryRequest,
  type CheckInQuestionRequest,
  checkInCategory,
  checkInCategoryList,
  checkInDue,
  checkInNext,
} from '#shared/contract/check-in';
import { apiClient } from '../../../lib/api-client.ts';

const one = (id: string) => `/checkIn/categories/${encodeURIComponent(id)}`;

/** Keys under the API's path: any change refreshes the lists, the member's due questions and the card. */
export const checkInKeys = {
  all: ['checkIn'] as const,
  categories: ['checkIn', 'categories'] as const,
  category: (id: string) => ['checkIn', 'categories', id] as const,
  due: ['checkIn', 'due', 'my'] as const,
  next: (id: string) => ['checkIn', 'next', id] as const,
};

export const checkInQueries = {
  categories: () =>
    queryOptions({
      queryKey: checkInKeys.categories,
      queryFn: async ({ signal }) =>
        checkInCategoryList.parse((await apiClient.get('/checkIn/categories', { signal })).data).results,
    }),
  category: (id: string) =>
    queryOptions({
      queryKey: checkInKeys.category(id),
      queryFn: async ({ signal }) => checkInCategory.parse((await apiClient.get(one(id), { signal })).data),
    }),
  due: () =>
    queryOptions({
      queryKey: checkInKeys.due,
      queryFn: async ({ signal }) =>
        checkInDue.parse((await apiClient.get('/checkIn/due/my', { signal })).data),
    }),
  next: (id: string) =>
    queryOptions({
      queryKey: checkInKeys.next(id),
      queryFn: async ({ signal }) =>
        checkInNext.parse((await apiClient.get(`${one(id)}/next`, { signal })).data),
    }),
};

/** One manage call; every one answers the category (or the list) as it now is. */
export function useCheckInChange<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}

export const checkInCalls = {
  createCategory: (body: CheckInCategoryRequest) => apiClient.post('/checkIn/categories', body),
  updateCategory: ({ id, ...body }: CheckInCategoryRequest & { id: string }) => apiClient.put(one(id), body),
  archive: ({ id, archived }: { id: string; archived: boolean }) =>
    apiClient.post(`${one(id)}/${archived ? 'archive' : 'unarchive'}`),
  orderCategories: (ids: string[]) => apiClient.post('/checkIn/categories/order', { ids }),
  setAudience: ({ id, ...audience }: CheckInAudience & { id: string }) =>
    apiClient.put(`${one(id)}/audience`, audience),
  addQuestion: ({ categoryId, ...body }: CheckInQuestionRequest & { categoryId: string }) =>
    apiClient.post(`${one(categoryId)}/questions`, body),
  editQuestion: ({ id, ...body }: CheckInQuestionRequest & { id: string }) =>
    apiClient.put(`/checkIn/questions/${encodeURIComponent(id)}`, body),
  removeQuestion: (id: string) => apiClient.delete(`/checkIn/questions/${encodeURIComponent(id)}`),
  orderQuestions: ({ categoryId, ids }: { categoryId: string; ids: string[] }) =>
    apiClient.post(`${one(categoryId)}/questions/order`, { ids }),
};

/** Answers (or, with null, skips) a question; the answer is the category's next due question. */
export function useRespond(categoryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { questionId: string; answer: CheckInAnswerRequest | null }) =>
      checkInNext.parse(
        (
          await apiClient.post(
            `/checkIn/questions/${encodeURIComponent(input.questionId)}/${input.answer ? 'answer' : 'skip'}`,
            input.answer ?? undefined,
          )
        ).data,
      ),
    onSuccess: (next) => client.setQueryData(checkInKeys.next(categoryId), next),
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.due }),
  });
}
