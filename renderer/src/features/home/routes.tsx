import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /home (the timeline) and view recognition {id} (001 §2). */
export const routes: RouteObject[] = [
  {
    path: '/home',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/home-page.tsx'))).default,
    }),
  },
  {
    path: '/recognitions/:id',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/recognition-page.tsx'))).default,
    }),
  },
];
