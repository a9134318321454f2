import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** Security & access (000 §2 admin routes): /tenant/security. */
export const routes: RouteObject[] = [
  {
    path: '/tenant/security',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/security-page.tsx'))).default,
    }),
  },
];
