import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /direct-reports for managers (members with reports). */
export const routes: RouteObject[] = [
  {
    path: '/direct-reports',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/direct-reports-page.tsx'))).default,
    }),
  },
];
