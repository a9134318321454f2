import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** Branding (000 §2 Platform set up): /customize. The admin menu item shows once it exists. */
export const routes: RouteObject[] = [
  {
    path: '/customize',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/customize-page.tsx'))).default,
    }),
  },
];
