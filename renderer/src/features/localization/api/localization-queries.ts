import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TenantLocalization,
  type TenantLocalizationRequest,
  tenantLocalization,
} from '#shared/contract/localization';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const localizationKeys = {
  /** Every tenant answer, the host's metadata (which carries the language) among them. */
  tenants: queryKeys.identity.tenants,
  settings: [...queryKeys.identity.tenants, 'localization'] as const,
};

export const localizationQueries = {
  settings: () =>
    queryOptions({
      queryKey: localizationKeys.settings,
      queryFn: async ({ signal }) =>
        tenantLocalization.parse((await apiClient.get('/identity/tenants/localization', { signal })).data),
    }),
};

/**
 * Saves the four settings; the metadata is refetched so members without a language of their own
 * switch to the new default at once.
 */
export function useSaveLocalization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TenantLocalizationRequest): Promise<TenantLocalization> =>
      tenantLocalization.parse((await apiClient.put('/identity/tenants/localization', settings)).data),
    onSuccess: (saved) => client.setQueryData(localizationKeys.settings, saved),
    onSettled: () => client.invalidateQueries({ queryKey: localizationKeys.tenants }),
  });
}
