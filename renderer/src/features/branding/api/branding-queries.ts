import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantBrandingRequest } from '#shared/contract/branding';
import { type Tenant, tenant } from '#shared/contract/identity';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';

export const brandingKeys = {
  /** Every tenant answer: by id, the host's metadata (login page, shell, TV) and the user's list. */
  tenants: queryKeys.identity.tenants,
  tenant: (id: string) => [...queryKeys.identity.tenants, 'byId', id] as const,
};

export const brandingQueries = {
  tenant: (id: string) =>
    queryOptions({
      queryKey: brandingKeys.tenant(id),
      queryFn: async ({ signal }) =>
        tenant.parse((await apiClient.get(`/identity/tenants/${id}`, { signal })).data),
    }),
};

export type Picture = 'logo' | 'banner';

/** A failed logo or banner step: the page says it under that picture. */
export class PictureError extends Error {
  constructor(
    readonly picture: Picture,
    override readonly cause: unknown,
  ) {
    super(`${picture} not saved`);
  }
}

export type BrandingChanges = {
  tenantId: string;
  /** Name and colour, when either changed. */
  details?: TenantBrandingRequest;
  /** A new file, null to remove, undefined: unchanged. */
  logo?: File | null;
  banner?: File | null;
};

/**
 * Saves /customize: name and colour first (their mistakes are the form's), then each changed picture
 * through the upload pipeline and its attach call. Afterwards every tenant answer is refetched, so the
 * shell's logo, the login page and the TV show the new branding at once.
 */
export function useSaveBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: BrandingChanges): Promise<Tenant | null> => {
      const { tenantId } = changes;
      let saved: Tenant | null = null;
      if (changes.details) {
        saved = tenant.parse((await apiClient.patch(`/identity/tenants/${tenantId}`, changes.details)).data);
      }
      for (const picture of ['logo', 'banner'] as const) {
        const file = changes[picture];
        if (file === undefined) continue;
        try {
          const mediaId = file ? (await uploadMedia(`/identity/uploads/${picture}`, file)).id : null;
          saved = tenant.parse(
            (await apiClient.post(`/identity/tenants/${tenantId}/${picture}`, { mediaId })).data,
          );
        } catch (error) {
          throw new PictureError(picture, error);
        }
      }
      return saved;
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(brandingKeys.tenant(saved.id), saved);
    },
    // Also after a partial save (the name saved, a picture refused).
    onSettled: () => client.invalidateQueries({ queryKey: brandingKeys.tenants }),
  });
}
