import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /integrations/kudos-tvs, "TV integrations" (000 §2, admin routes). The screen is in display-routes.tsx. */
export const routes: RouteObject[] = [
  {
    path: '/integrations/kudos-tvs',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/tv-integrations-page.tsx')))
        .TvIntegrationsPage,
    }),
  },
];
