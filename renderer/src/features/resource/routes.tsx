import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/**
 * The resource hub (000 §2): /resource-hub/{all|recommended|favourites}, one resource, and the
 * page that marks it complete. The hub itself opens on the recommended tab.
 */
export const routes: RouteObject[] = [
  { path: '/resource-hub', element: <Navigate to="/resource-hub/recommended" replace /> },
  { path: '/resource-hub/:tab', lazy: named(() => import('./components/hub-page.tsx'), 'HubPage') },
  {
    path: '/resource-hub/resources/:id',
    lazy: named(() => import('./components/detail-page.tsx'), 'DetailPage'),
  },
  {
    path: '/resource-hub/resources/:id/complete',
    lazy: named(() => import('./components/complete-page.tsx'), 'CompletePage'),
  },
];
