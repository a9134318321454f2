import { useSyncExternalStore } from 'react';

/** Breakpoints of the spec (000 §9), in CSS pixels. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media query for "at least this breakpoint", for styles and for `useMediaQuery`. */
export const up = (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`;
export const down = (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`;

export function useMediaQuery(query: string): boolean {
  const normalized = query.replace(/^@media\s*/, '');
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(normalized);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(normalized).matches,
    () => false,
  );
}

/** Below md the shell switches to the mobile layout: bottom bar and right-hand drawer. */
export const useIsMobile = () => !useMediaQuery(up('md'));
