import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** Reports (000 §2): the list under "Analytics", each report with its view in the address, sharing. */
export const routes: RouteObject[] = [
  {
    path: '/reports/all',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/reports-page.tsx'))).ReportsPage,
    }),
  },
  {
    path: '/reports/:id/share/:tab?/:sub?',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/share-page.tsx'))).SharePage,
    }),
  },
  {
    path: '/reports/:id/:range?/:teams?/:groupBy?',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/report-page.tsx'))).ReportPage,
    }),
  },
];
