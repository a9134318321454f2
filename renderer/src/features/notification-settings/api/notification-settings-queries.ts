import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TenantNotificationDefaults, tenantNotificationDefaults } from '#shared/contract/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const notificationSettingsKeys = {
  tenantDefaults: ['notifications', 'tenantDefaults'] as const,
  /** Members' own settings follow the defaults: their cached answers are refetched after a change. */
  own: [queryKeys.notifications.channelPreferences, queryKeys.recognition.notificationSettings] as const,
};

export const notificationSettingsQueries = {
  tenantDefaults: () =>
    queryOptions({
      queryKey: notificationSettingsKeys.tenantDefaults,
      queryFn: async ({ signal }) =>
        tenantNotificationDefaults.parse(
          (await apiClient.get('/notifications/tenantDefaults/', { signal })).data,
        ),
    }),
};

/** PUT /notifications/tenantDefaults/: the cache takes the saved defaults at once. */
export function useSaveTenantDefaults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TenantNotificationDefaults) =>
      tenantNotificationDefaults.parse((await apiClient.put('/notifications/tenantDefaults/', body)).data),
    onSuccess: (saved) => {
      client.setQueryData(notificationSettingsKeys.tenantDefaults, saved);
      for (const queryKey of notificationSettingsKeys.own) void client.invalidateQueries({ queryKey });
    },
  });
}
