import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** Language and time (000 §2 Platform set up): /localization. */
export const routes: RouteObject[] = [
  {
    path: '/localization',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/localization-page.tsx'))).default,
    }),
  },
];
