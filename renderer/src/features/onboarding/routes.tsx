import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /dashboard: the admin onboarding dashboard (000 §2); the page checks its own gate. */
export const routes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/dashboard-page.tsx'))).DashboardPage,
    }),
  },
];
