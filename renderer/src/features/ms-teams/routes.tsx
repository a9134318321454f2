import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /teams-link (000 §2, behind the msTeamsV1 flag); the tabs' own pages are in tab-routes.tsx. */
export const routes: RouteObject[] = [
  {
    path: '/teams-link',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/teams-link-page.tsx')))
        .TeamsLinkPage as ComponentType,
    }),
  },
  // The channel tab's address: after sign-in (the member frame's guard) it is the home page.
  { path: '/teams-link/open', element: <Navigate to="/home" replace /> },
];
