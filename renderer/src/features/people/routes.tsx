import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /user-directory: "People" in the left navigation, open to every member (000 §2). */
export const routes: RouteObject[] = [
  {
    path: '/user-directory',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/people-page.tsx'))).default,
    }),
  },
];
