import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CardBackgroundRequest,
  cardBackground,
  cardBackgroundList,
  cardPage,
} from '#shared/contract/card';
import {
  type CelebrationMemberPreferencesRequest,
  type CelebrationTenantPreferences,
  calendarList,
  celebrationMemberPreferences,
  celebrationTenantPreferences,
} from '#shared/contract/celebration';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const celebrationKeys = {
  all: ['celebration'] as const,
  calendar: (from: string, to: string, teamId: string | null) =>
    ['celebration', 'calendar', from, to, teamId ?? 'all'] as const,
  upcoming: (teamId: string | null) => ['celebration', 'calendar', 'upcoming', teamId ?? 'all'] as const,
  tenantPreferences: ['celebration', 'tenantPreferences'] as const,
  myPreferences: ['celebration', 'memberPreferences', 'my'] as const,
  /**
   * The tenant's card background library. The cards feature reads the same call under the same
   * key, so a background added or removed here is what the card form offers next.
   */
  backgrounds: queryKeys.card.backgrounds,
};

const teamParams = (teamId: string | null) => (teamId ? { teamIdIn: teamId } : {});

export const celebrationQueries = {
  calendar: (from: string, to: string, teamId: string | null) =>
    queryOptions({
      queryKey: celebrationKeys.calendar(from, to, teamId),
      queryFn: async ({ signal }) =>
        calendarList.parse(
          (
            await apiClient.get('/celebration/calendar', {
              params: { from, to, ...teamParams(teamId) },
              signal,
            })
          ).data,
        ),
    }),
  upcoming: (teamId: string | null) =>
    queryOptions({
      queryKey: celebrationKeys.upcoming(teamId),
      queryFn: async ({ signal }) =>
        calendarList.parse(
          (await apiClient.get('/celebration/calendar/upcoming', { params: teamParams(teamId), signal }))
            .data,
        ),
    }),
  tenantPreferences: () =>
    queryOptions({
      queryKey: celebrationKeys.tenantPreferences,
      queryFn: async ({ signal }) =>
        celebrationTenantPreferences.parse(
          (await apiClient.get('/celebration/tenantPreferences', { signal })).data,
        ),
    }),
  /**
   * The group cards the member may see (their newest 100 by delivery day), so a calendar entry
   * links to its card to sign, or to the form to create one. Card keys start with 'card'.
   */
  cards: () =>
    queryOptions({
      queryKey: [...queryKeys.card.cards, 'list', 'all', 'calendar'] as const,
      queryFn: async ({ signal }) =>
        cardPage.parse(
          (await apiClient.get('/card/cards', { params: { list: 'all', pageSize: 100 }, signal })).data,
        ),
    }),
  /** The card background library (docs/card.md, "Backgrounds"), for its admin tab. */
  backgrounds: () =>
    queryOptions({
      queryKey: celebrationKeys.backgrounds,
      queryFn: async ({ signal }) =>
        cardBackgroundList.parse((await apiClient.get('/card/backgrounds', { signal })).data),
    }),
  myPreferences: () =>
    queryOptions({
      queryKey: celebrationKeys.myPreferences,
      queryFn: async ({ signal }) =>
        celebrationMemberPreferences.parse(
          (await apiClient.get('/celebration/memberPreferences/my', { signal })).data,
        ),
    }),
};

/** Saves the member's choices; the calendar is refetched since it may now show or hide them. */
export function useSaveMyPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: CelebrationMemberPreferencesRequest) =>
      celebrationMemberPreferences.parse(
        (await apiClient.post('/celebration/memberPreferences/my', change)).data,
      ),
    onSuccess: (saved) => client.setQueryData(celebrationKeys.myPreferences, saved),
    onSettled: () => client.invalidateQueries({ queryKey: celebrationKeys.all }),
  });
}

export function useSaveTenantPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: CelebrationTenantPreferences) =>
      celebrationTenantPreferences.parse(
        (await apiClient.put('/celebration/tenantPreferences', preferences)).data,
      ),
    onSuccess: (saved) => client.setQueryData(celebrationKeys.tenantPreferences, saved),
    onSettled: () => client.invalidateQueries({ queryKey: celebrationKeys.all }),
  });
}

/** Adds an uploaded cardBackground image to the library (cardApp manage). */
export function useAddBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CardBackgroundRequest) =>
      cardBackground.parse((await apiClient.post('/card/backgrounds', body)).data),
    onSettled: () => client.invalidateQueries({ queryKey: celebrationKeys.backgrounds }),
  });
}

/** Removes a background from the library; cards that use it keep their image (cardApp manage). */
export function useRemoveBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/card/backgrounds/${id}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: celebrationKeys.backgrounds }),
  });
}
