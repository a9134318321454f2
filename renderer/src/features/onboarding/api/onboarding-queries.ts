import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingItemAlias } from '#shared/constants';
import {
  checklistItem,
  checklistResponse,
  dismissedItem,
  dismissedResponse,
} from '#shared/contract/onboarding';
import { apiClient } from '../../../lib/api-client.ts';

export const onboardingKeys = {
  checklist: ['onboarding', 'checklistItems'] as const,
  dismissed: ['onboarding', 'dismissedItems'] as const,
};

export const onboardingQueries = {
  checklist: () =>
    queryOptions({
      queryKey: onboardingKeys.checklist,
      queryFn: async ({ signal }) =>
        checklistResponse.parse((await apiClient.get('/onboarding/checklistItems', { signal })).data).results,
    }),
  dismissed: () =>
    queryOptions({
      queryKey: onboardingKeys.dismissed,
      queryFn: async ({ signal }) =>
        dismissedResponse.parse((await apiClient.get('/onboarding/dismissedItems', { signal })).data).results,
    }),
};

/** Marks a step done or not done for the whole organization. */
export function useSetItemCompleted() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...onboardingKeys.checklist, 'set'],
    mutationFn: async (body: { itemAlias: OnboardingItemAlias; completed: boolean }) =>
      checklistItem.parse((await apiClient.put('/onboarding/checklistItems', body)).data),
    // The box ticks at once; a refusal puts it back.
    onMutate: async (body) => {
      const { queryKey } = onboardingQueries.checklist();
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (items) =>
        items?.map((item) => (item.itemAlias === body.itemAlias ? { ...item, ...body } : item)),
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) client.setQueryData(onboardingQueries.checklist().queryKey, context.previous);
    },
    // Refetch once the last of several quick ticks has settled: an earlier refetch would answer
    // without the later ticks and untick them until their own answers came.
    onSettled: () =>
      client.isMutating({ mutationKey: [...onboardingKeys.checklist, 'set'] }) === 1
        ? client.invalidateQueries({ queryKey: onboardingKeys.checklist })
        : undefined,
  });
}

/** Skips (or brings back) an optional launch step, for this admin. */
export function useSetItemDismissed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { itemAlias: OnboardingItemAlias; dismissed: boolean }) =>
      dismissedItem.parse((await apiClient.put('/onboarding/dismissedItems', body)).data),
    onSuccess: (saved) =>
      client.setQueryData(onboardingQueries.dismissed().queryKey, (items) =>
        items?.map((item) => (item.itemAlias === saved.itemAlias ? saved : item)),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: onboardingKeys.dismissed }),
  });
}
