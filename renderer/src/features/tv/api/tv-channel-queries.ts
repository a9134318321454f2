import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '#shared/contract/common';
import {
  type TvChannelPatch,
  type TvChannelRequest,
  tvChannel,
  tvChannelList,
  tvTeamList,
} from '#shared/contract/tv';
import { apiClient } from '../../../lib/api-client.ts';

export const tvChannelKeys = {
  all: ['tv', 'channels'] as const,
  list: () => [...tvChannelKeys.all, 'list'] as const,
  teams: () => [...tvChannelKeys.all, 'teams'] as const,
};

export const tvChannelQueries = {
  list: () =>
    queryOptions({
      queryKey: tvChannelKeys.list(),
      queryFn: async ({ signal }) =>
        tvChannelList.parse((await apiClient.get('/tv/channels', { signal })).data),
    }),
  teams: () =>
    queryOptions({
      queryKey: tvChannelKeys.teams(),
      queryFn: async ({ signal }) => tvTeamList.parse((await apiClient.get('/tv/teams', { signal })).data),
    }),
};

function useInvalidating<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: tvChannelKeys.all }),
  });
}

export const useCreateTvChannel = () =>
  useInvalidating(async (body: TvChannelRequest) =>
    tvChannel.parse((await apiClient.post('/tv/channels', body)).data),
  );

export const useUpdateTvChannel = () =>
  useInvalidating(async ({ id, body }: { id: string; body: TvChannelPatch }) =>
    tvChannel.parse((await apiClient.patch(`/tv/channels/${id}`, body)).data),
  );

export const useRegenerateTvToken = () =>
  useInvalidating(async (id: string) =>
    tvChannel.parse((await apiClient.post(`/tv/channels/${id}/token`)).data),
  );

export const useRevokeTvChannel = () =>
  useInvalidating(async (id: string) =>
    okResponse.parse((await apiClient.delete(`/tv/channels/${id}`)).data),
  );
