import type { Media } from '#shared/contract/common';

/** Avatar sizes map to media variants (000 §3): 40 and 48 small, 88 medium, 120 large, else extra large. */
export function avatarVariant(size: number): 'avatar-sm' | 'avatar-md' | 'avatar-lg' | 'avatar-xl' {
  if (size === 40 || size === 48) return 'avatar-sm';
  if (size === 88) return 'avatar-md';
  if (size === 120) return 'avatar-lg';
  return 'avatar-xl';
}

/** The image URL for an avatar shown at `size` pixels, falling back to the original upload. */
export function avatarUrl(media: Media | null | undefined, size: number): string | undefined {
  if (!media) return undefined;
  return media.variants[avatarVariant(size)] ?? media.url;
}
