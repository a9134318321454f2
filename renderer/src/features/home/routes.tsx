import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/**
 * The timeline loads inside the member frame (its Suspense shows the spinner) rather than before
 * it: the frame, with the tenant logo, is drawn while the page's code still downloads.
 */
const HomePage = lazy(() => lazyWithRetry(() => import('./components/home-page.tsx')));

/** /home (the timeline) and view recognition {id} (001 §2). */
export const routes: RouteObject[] = [
  { path: '/home', Component: HomePage },
  {
    path: '/recognitions/:id',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/recognition-page.tsx'))).default,
    }),
  },
];
