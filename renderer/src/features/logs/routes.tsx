import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** Logs (000 §2 admin routes): /logs, the audit trail. Its menu item stays hidden (000 §2). */
export const routes: RouteObject[] = [
  {
    path: '/logs',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/logs-page.tsx'))).default,
    }),
  },
];
