import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { segmentValues } from '#shared/contract/staffing';
import {
  type QuickTeamConfiguration,
  quickTeamConfiguration,
  type TeamAutomation,
  team,
  teamAutomationPreview,
  teamPage,
} from '#shared/contract/teams';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adminPageSize, memberKeys, teamKeys } from './people-admin-queries.ts';

/** Segment values change with HR records; they sit beside them under identity/segments. */
export const segmentKeys = { all: queryKeys.identity.segments };

export const automationQueries = {
  /** Every segment value in use per kind (GET /identity/segments), for rules and quick teams. */
  segments: () =>
    queryOptions({
      queryKey: [...segmentKeys.all],
      queryFn: async ({ signal }) =>
        segmentValues.parse((await apiClient.get('/identity/segments', { signal })).data),
    }),
  /** Who the rules would take in; the last answer stays shown while the next one loads. */
  preview: (automation: TeamAutomation) =>
    queryOptions({
      queryKey: [...teamKeys.all, 'automationPreview', automation],
      queryFn: async ({ signal }) =>
        teamAutomationPreview.parse(
          (await apiClient.post('/identity/teams/automationPreview', automation, { signal })).data,
        ),
      placeholderData: keepPreviousData,
    }),
  /** The quick teams, by name, a page at a time. */
  quickTeams: () =>
    infiniteQueryOptions({
      queryKey: [...teamKeys.all, 'list', 'quick'],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        teamPage.parse(
          (
            await apiClient.get('/identity/teams', {
              params: { typeIn: 'quick', sorting: 'name', page: pageParam, pageSize: adminPageSize },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  quickTeamConfiguration: () =>
    queryOptions({
      queryKey: [...teamKeys.all, 'quickTeamConfiguration'],
      queryFn: async ({ signal }) =>
        quickTeamConfiguration.parse(
          (await apiClient.get('/identity/quickTeams/configuration', { signal })).data,
        ),
    }),
};

/** Rules change who is in the team: members and teams are refreshed. */
export function useSetAutomation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, automation }: { id: string; automation: TeamAutomation }) =>
      team.parse((await apiClient.put(`/identity/teams/${id}/automation`, automation)).data),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.all }),
        client.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}

/** Saving the configuration makes and removes quick teams. */
export function useSaveQuickTeamConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuickTeamConfiguration) =>
      quickTeamConfiguration.parse((await apiClient.put('/identity/quickTeams/configuration', body)).data),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.all }),
        client.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}
