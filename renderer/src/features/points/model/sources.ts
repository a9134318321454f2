/** Where points come from (001 §3 "allocation sources"), in the order the pages list them. */
export const allocationSources = [
  'allocation',
  'birthday',
  'anniversary',
  'onboarding',
  'welcome',
  'pointsBank',
] as const;
export type AllocationSourceName = (typeof allocationSources)[number];

/** The celebration page's sources: points given on a member's day or arrival. */
export const celebrationSources = ['birthday', 'anniversary', 'onboarding', 'welcome'] as const;

/** Each source's configure page (000 §2: allocation/configure/{id} and its "similar" routes). */
export function configurePathOf(source: AllocationSourceName): string {
  switch (source) {
    case 'birthday':
      return '/points/birthdays/configure';
    case 'onboarding':
      return '/points/onboarding/configure';
    case 'welcome':
      return '/points/welcome/configure';
    case 'anniversary':
      return '/points/anniversary/configure';
    default:
      return `/points/allocation/configure/${source}`;
  }
}

/** The page a source's configure page goes back to. */
export function parentPathOf(source: AllocationSourceName): string {
  if (source === 'allocation') return '/points/peer';
  if (source === 'pointsBank') return '/points/bank';
  return '/points/celebration';
}

export const isAllocationSource = (value: string | undefined): value is AllocationSourceName =>
  (allocationSources as readonly string[]).includes(value ?? '');
