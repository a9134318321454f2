import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { okResponse } from '#shared/contract/common';
import {
  authFactor,
  authFactorList,
  type changePasswordRequest,
  createdTotpFactor,
  type patchMemberRequest,
  tenantMember,
} from '#shared/contract/identity';
import {
  type ChannelPreferences,
  channelPreferences,
  type RecognitionNotificationSettings,
  recognitionNotificationSettings,
} from '#shared/contract/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';

export const settingsKeys = {
  channelPreferences: queryKeys.notifications.channelPreferences,
  recognitionNotificationSettings: queryKeys.recognition.notificationSettings,
  authFactors: ['identity', 'authFactors'] as const,
};

export const settingsQueries = {
  channelPreferences: () =>
    queryOptions({
      queryKey: settingsKeys.channelPreferences,
      queryFn: async ({ signal }) =>
        channelPreferences.parse(
          (await apiClient.get('/notifications/channelPreferences/', { signal })).data,
        ),
    }),
  recognitionNotificationSettings: () =>
    queryOptions({
      queryKey: settingsKeys.recognitionNotificationSettings,
      queryFn: async ({ signal }) =>
        recognitionNotificationSettings.parse(
          (await apiClient.get('/recognition/notificationSettings/', { signal })).data,
        ),
    }),
  authFactors: () =>
    queryOptions({
      queryKey: settingsKeys.authFactors,
      queryFn: async ({ signal }) =>
        authFactorList.parse((await apiClient.get('/identity/authFactors', { signal })).data).results,
    }),
};

/** PATCH /identity/tenantMembers/me; the cached own record takes the answer at once. */
export function useUpdateOwnMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof patchMemberRequest>) =>
      tenantMember.parse((await apiClient.patch('/identity/tenantMembers/me', body)).data),
    onSuccess: (member) => {
      client.setQueryData(sessionQueries.ownMember().queryKey, member);
      void client.invalidateQueries({ queryKey: queryKeys.identity.tenantMembers });
    },
  });
}

/**
 * Uploads a photo and makes it the caller's avatar, or removes it (`null`); the own record takes
 * the answer at once and every member view (avatar menu, profile, directory) reloads.
 */
export function useSetOwnAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      const mediaId = file ? (await uploadMedia('/identity/uploads/avatar', file)).id : null;
      return tenantMember.parse(
        (await apiClient.post('/identity/tenantMembers/me/avatar', { mediaId })).data,
      );
    },
    onSuccess: (member) => {
      client.setQueryData(sessionQueries.ownMember().queryKey, member);
      void client.invalidateQueries({ queryKey: queryKeys.identity.tenantMembers });
    },
  });
}

/**
 * Toggles move at once (optimistic) and snap back if the server refuses, so a switch never
 * lags behind the hand that flipped it.
 */
function useOptimistic<T extends object, B extends Partial<T>>(
  queryKey: readonly unknown[],
  send: (body: B) => Promise<T>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (body: B) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<T>(queryKey);
      if (previous) client.setQueryData<T>(queryKey, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) client.setQueryData<T>(queryKey, context.previous);
    },
    onSuccess: (data) => client.setQueryData<T>(queryKey, data),
  });
}

export function useUpdateChannelPreferences() {
  return useOptimistic<ChannelPreferences, Partial<ChannelPreferences>>(
    settingsKeys.channelPreferences,
    async (body) =>
      channelPreferences.parse((await apiClient.patch('/notifications/channelPreferences/', body)).data),
  );
}

export function useUpdateRecognitionNotificationSettings() {
  return useOptimistic<RecognitionNotificationSettings, RecognitionNotificationSettings>(
    settingsKeys.recognitionNotificationSettings,
    async (body) =>
      recognitionNotificationSettings.parse(
        (await apiClient.put('/recognition/notificationSettings/', body)).data,
      ),
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: z.input<typeof changePasswordRequest>) =>
      okResponse.parse((await apiClient.post('/identity/passwords/change', body)).data),
  });
}

export function useCreateTotpFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      createdTotpFactor.parse((await apiClient.post('/identity/authFactors/totp', {})).data),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.authFactors }),
  });
}

export function useConfirmFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) =>
      authFactor.parse(
        (await apiClient.post(`/identity/authFactors/${encodeURIComponent(id)}/confirm`, { code })).data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.authFactors }),
  });
}

export function useDeleteFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      okResponse.parse((await apiClient.delete(`/identity/authFactors/${encodeURIComponent(id)}`)).data),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.authFactors }),
  });
}
