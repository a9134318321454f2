import type { AwardType } from '#shared/contract/award';
import type { Media } from '#shared/contract/common';

/** The badge picture for a page or a card: the desktop variant when the server made one. */
export const badgeSrc = (badge: Media | null | undefined): string | undefined =>
  badge ? (badge.variants['award-badge-desktop'] ?? badge.url) : undefined;

export const fullName = (person: { firstName: string; lastName: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

/**
 * Whether the caller can nominate now: the window is open, the type lets them, and they have
 * nominations left (maxNominations null: no limit).
 */
export function canNominate(
  type: Pick<AwardType, 'nominationStatus' | 'permissions' | 'maxNominations' | 'ownNominees'>,
) {
  if (type.nominationStatus !== 'open' || !type.permissions.includes('nominate')) return false;
  return type.maxNominations === null || (type.ownNominees?.total ?? 0) < type.maxNominations;
}
