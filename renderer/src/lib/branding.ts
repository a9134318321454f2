import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TenantMetadata } from '#shared/contract/identity';
import { sessionQueries } from './session/queries.ts';

/** The host the tenant is chosen from (000 §1), port included as the server expects it. */
export const currentDomain = () => (typeof window === 'undefined' ? 'localhost' : window.location.host);

export type Branding = {
  /** The tenant's name, or the generic product name when none is supplied. */
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  /** `#RRGGBB` the Fluent theme is generated from (app/theme.ts themeFor); null: Fluent's own. */
  brandColor: string | null;
  language: string | null;
  metadata: TenantMetadata | undefined;
};

/** Picks the best URL of a media object for a variant, else its original. */
export function mediaUrl(
  media: { url: string; variants: Record<string, string> } | null | undefined,
  variant: string,
): string | null {
  if (!media) return null;
  return media.variants[variant] ?? media.url;
}

/** Branding of this host, cached 15 minutes (000 §9); falls back to the generic name. */
export function useBranding(): Branding {
  const { t } = useTranslation('common');
  const { data } = useQuery(sessionQueries.tenantMetadata(currentDomain()));
  return {
    name: data?.name?.trim() || t('productName'),
    logoUrl: mediaUrl(data?.logoUrls, 'logo'),
    bannerUrl: mediaUrl(data?.bannerUrls, 'banner'),
    brandColor: data?.brandColor ?? null,
    language: data?.language ?? null,
    metadata: data,
  };
}

/** "Name - Page" (000 §1): the product name, a dash, then the page title. */
export function documentTitle(name: string, pageTitle?: string | null): string {
  return pageTitle ? `${name} - ${pageTitle}` : name;
}
