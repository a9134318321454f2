import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '#shared/contract/common';
import { memberPage, tenantMember } from '#shared/contract/identity';
import {
  type BatchAddToTeamsRequest,
  batchResult,
  type CreateMemberRequest,
} from '#shared/contract/members-admin';
import {
  type CreateTeamRequest,
  type PatchTeamRequest,
  team,
  teamMemberPage,
  teamMembersResult,
  teamPage,
} from '#shared/contract/teams';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { type MemberFilters, memberListParams } from '../lib/member-filters.ts';

/** Rows per page of the admin tables. */
export const adminPageSize = 50;

/**
 * Keys under identity/tenantMembers and identity/teams, as the People directory's: a change made
 * here refreshes the directory, the pickers and every page showing a member or a team.
 */
export const memberKeys = { all: queryKeys.identity.tenantMembers };
export const teamKeys = { all: queryKeys.identity.teams };

export const peopleAdminQueries = {
  members: (filters: MemberFilters) =>
    infiniteQueryOptions({
      queryKey: [...memberKeys.all, 'list', 'admin', filters],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: { ...memberListParams(filters), page: pageParam, pageSize: adminPageSize },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** Members whose name matches, for pickers (suspended ones left out). */
  memberOptions: (search: string) =>
    queryOptions({
      queryKey: [...memberKeys.all, 'list', 'options', { search }],
      queryFn: async ({ signal }) =>
        memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: { pageSize: 20, suspended: false, sorting: 'firstName', ...(search ? { search } : {}) },
              signal,
            })
          ).data,
        ),
    }),
  /** Which of `ids` are in the team (the batch add page greys them out). */
  membersAmong: (teamId: string, ids: string[]) =>
    queryOptions({
      queryKey: [...memberKeys.all, 'list', 'inTeam', teamId, ids],
      queryFn: async ({ signal }) =>
        memberPage
          .parse(
            (
              await apiClient.get('/identity/tenantMembers', {
                params: { teamIdIn: teamId, idIn: ids.join(','), pageSize: ids.length || 1 },
                signal,
              })
            ).data,
          )
          .results.map((member) => member.id),
    }),
  member: (id: string) =>
    queryOptions({
      queryKey: [...memberKeys.all, 'detail', id],
      queryFn: async ({ signal }) =>
        tenantMember.parse((await apiClient.get(`/identity/tenantMembers/${id}`, { signal })).data),
    }),
  teams: (search: string) =>
    infiniteQueryOptions({
      queryKey: [...teamKeys.all, 'list', 'admin', { search }],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        teamPage.parse(
          (
            await apiClient.get('/identity/teams', {
              params: {
                page: pageParam,
                pageSize: adminPageSize,
                sorting: 'name',
                ...(search ? { search } : {}),
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** The teams a member is in (the user page's "Teams" tab). */
  memberTeams: (memberId: string) =>
    infiniteQueryOptions({
      queryKey: [...teamKeys.all, 'list', 'member', memberId],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        teamPage.parse(
          (
            await apiClient.get('/identity/teams', {
              params: { memberIdIn: memberId, page: pageParam, pageSize: adminPageSize, sorting: 'name' },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** One team, for its page and its edit form. */
  team: (id: string) =>
    queryOptions({
      queryKey: [...teamKeys.all, 'detail', id],
      queryFn: async ({ signal }) =>
        team.parse((await apiClient.get(`/identity/teams/${id}`, { signal })).data),
    }),
  teamMembers: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...teamKeys.all, 'members', id],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        teamMemberPage.parse(
          (
            await apiClient.get(`/identity/teams/${id}/members`, {
              params: { page: pageParam, pageSize: adminPageSize },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};

/** A mutation that refreshes members and teams once it succeeded. */
function useRefreshing<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.all }),
        client.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}

export type MemberAction = 'suspend' | 'unsuspend' | 'welcome';

export const useMemberAction = () =>
  useRefreshing(async ({ id, action }: { id: string; action: MemberAction }) =>
    tenantMember.parse((await apiClient.post(`/identity/tenantMembers/${id}/${action}`)).data),
  );

/** Sets (or with null removes) another member's photo through the avatar upload pipeline. */
export const useSetMemberAvatar = () =>
  useRefreshing(async ({ id, file }: { id: string; file: File | null }) => {
    const mediaId = file ? (await uploadMedia('/identity/uploads/avatar', file)).id : null;
    return tenantMember.parse(
      (await apiClient.post(`/identity/tenantMembers/${id}/avatar`, { mediaId })).data,
    );
  });

export const useChangeRole = () =>
  useRefreshing(async ({ id, role }: { id: string; role: string }) =>
    tenantMember.parse((await apiClient.post(`/identity/tenantMembers/${id}/role`, { role })).data),
  );

/** Adds the person; with `invite` the server also mails them the invitation (set-password link). */
export const useInviteMember = () =>
  useRefreshing(async (body: CreateMemberRequest) =>
    tenantMember.parse((await apiClient.post('/identity/tenantMembers', body)).data),
  );

export const useBatchSuspend = () =>
  useRefreshing(
    async (memberIds: string[]) =>
      batchResult.parse((await apiClient.post('/identity/tenantMembers/batchSuspend', { memberIds })).data)
        .count,
  );

export const useBatchUnsuspend = () =>
  useRefreshing(
    async (memberIds: string[]) =>
      batchResult.parse((await apiClient.post('/identity/tenantMembers/batchUnsuspend', { memberIds })).data)
        .count,
  );

export const useBatchWelcome = () =>
  useRefreshing(
    async (memberIds: string[]) =>
      batchResult.parse((await apiClient.post('/identity/tenantMembers/batchWelcome', { memberIds })).data)
        .count,
  );

export const useBatchAddToTeams = () =>
  useRefreshing(
    async (body: BatchAddToTeamsRequest) =>
      batchResult.parse((await apiClient.post('/identity/tenantMembers/batchAddToTeams', body)).data).count,
  );

/** The CSV of the members matching the filters, as the server names it. */
export async function exportMembers(filters: MemberFilters): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.post(
    '/identity/tenantMembers/export',
    {
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.status === 'all' ? {} : { suspended: filters.status === 'suspended' }),
    },
    { responseType: 'blob' },
  );
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'members.csv';
  return { blob: response.data as Blob, fileName };
}

export const useCreateTeam = () =>
  useRefreshing(async (body: CreateTeamRequest) =>
    team.parse((await apiClient.post('/identity/teams', body)).data),
  );

export const useUpdateTeam = () =>
  useRefreshing(async ({ id, body }: { id: string; body: PatchTeamRequest }) =>
    team.parse((await apiClient.patch(`/identity/teams/${id}`, body)).data),
  );

export const useDeleteTeam = () =>
  useRefreshing(async (id: string) =>
    okResponse.parse((await apiClient.delete(`/identity/teams/${id}`)).data),
  );

export const useAddTeamMembers = () =>
  useRefreshing(
    async ({ id, memberIds }: { id: string; memberIds: string[] }) =>
      teamMembersResult.parse((await apiClient.post(`/identity/teams/${id}/members`, { memberIds })).data)
        .count,
  );

export const useRemoveTeamMember = () =>
  useRefreshing(
    async ({ id, memberId }: { id: string; memberId: string }) =>
      teamMembersResult.parse(
        (await apiClient.delete(`/identity/teams/${id}/members`, { params: { memberIds: memberId } })).data,
      ).count,
  );
