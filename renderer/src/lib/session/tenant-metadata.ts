import type { Media } from '#shared/contract/common';
import type { TenantMetadata } from '#shared/contract/identity';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asMedia(value: unknown): Media | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.url !== 'string') return undefined;
  if (!isRecord(value.variants)) return undefined;
  const variants: Record<string, string> = {};
  for (const [name, url] of Object.entries(value.variants)) {
    if (typeof url !== 'string') return undefined;
    variants[name] = url;
  }
  return { id: value.id, url: value.url, variants };
}

const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

/** Language and time settings; one the answer lacks or garbles falls back to the default. */
function localizationOf(value: Record<string, unknown>): Partial<TenantMetadata> {
  const localization: Partial<TenantMetadata> = {};
  if (typeof value.timeZone === 'string') localization.timeZone = value.timeZone;
  const weekStart = oneOf(value.weekStart, ['monday', 'sunday', 'saturday'] as const);
  if (weekStart) localization.weekStart = weekStart;
  const dateFormat = oneOf(value.dateFormat, [
    'locale',
    'dayMonthYear',
    'monthDayYear',
    'yearMonthDay',
  ] as const);
  if (dateFormat) localization.dateFormat = dateFormat;
  return localization;
}

/**
 * The host's branding answer (`tenantMetadata` in shared/src/contract/identity.ts), checked by
 * hand: the sign-in page shows it, and must not wait for zod to load for one small object.
 */
export function parseTenantMetadata(value: unknown): TenantMetadata {
  if (
    isRecord(value) &&
    (value.id === null || typeof value.id === 'string') &&
    typeof value.name === 'string' &&
    typeof value.language === 'string'
  ) {
    const logoUrls = asMedia(value.logoUrls);
    const bannerUrls = asMedia(value.bannerUrls);
    // A colour that is not `#RRGGBB` (or an answer kept from before brand colours) themes nothing.
    const brandColor =
      typeof value.brandColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(value.brandColor)
        ? value.brandColor
        : null;
    if (logoUrls !== undefined && bannerUrls !== undefined)
      return {
        id: value.id,
        name: value.name,
        language: value.language,
        logoUrls,
        bannerUrls,
        brandColor,
        ...localizationOf(value),
      };
  }
  throw new TypeError('The tenant metadata answer does not match the contract');
}
