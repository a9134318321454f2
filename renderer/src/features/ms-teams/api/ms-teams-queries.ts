import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MsTeamsConnectionRequest,
  type MsTeamsRedeemRequest,
  msTeamsConnectionResponse,
  msTeamsLink,
  msTeamsLinkCode,
  msTeamsRedeemResponse,
} from '#shared/contract/ms-teams';
import { apiClient } from '../../../lib/api-client.ts';

const root = ['ms-teams'] as const;

/** Microsoft Teams (/teams-link): the member's own link and the admin's channel. */
export const msTeamsQueries = {
  link: () =>
    queryOptions({
      queryKey: [...root, 'link'],
      queryFn: async ({ signal }) =>
        msTeamsLink.parse((await apiClient.get('/ms-teams/link', { signal })).data),
    }),
  connection: () =>
    queryOptions({
      queryKey: [...root, 'connection'],
      queryFn: async ({ signal }) =>
        msTeamsConnectionResponse.parse((await apiClient.get('/ms-teams/connection', { signal })).data),
    }),
};

export function useIssueLinkCode() {
  return useMutation({
    mutationFn: async () => msTeamsLinkCode.parse((await apiClient.post('/ms-teams/link/code')).data),
  });
}

export function useUnlink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete('/ms-teams/link');
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'link'] }),
  });
}

/** Connect, resume or disconnect: each answers the connection as it is now. */
export function useConnectionChange() {
  const client = useQueryClient();
  const save = (data: unknown) =>
    client.setQueryData(msTeamsQueries.connection().queryKey, msTeamsConnectionResponse.parse(data));
  return {
    connect: useMutation({
      mutationFn: async (body: MsTeamsConnectionRequest) =>
        (await apiClient.put('/ms-teams/connection', body)).data,
      onSuccess: save,
    }),
    resume: useMutation({
      mutationFn: async () => (await apiClient.post('/ms-teams/connection/resume')).data,
      onSuccess: save,
    }),
    disconnect: useMutation({
      mutationFn: async () => {
        await apiClient.delete('/ms-teams/connection');
      },
      onSuccess: () => save({ connection: null }),
    }),
  };
}

/** The organization's Teams app package, as the server names it. */
export async function downloadAppPackage(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.get('/ms-teams/package', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'kudos-teams.zip';
  return { blob: response.data as Blob, fileName };
}

/** Called from the Teams tab, without a session: the code is the member's proof. */
export async function redeemLinkCode(body: MsTeamsRedeemRequest) {
  return msTeamsRedeemResponse.parse((await apiClient.post('/ms-teams/link/redeem', body)).data);
}
