import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/**
 * "Flagged content" (000 §2 admin routes, Admin tools; the moderate permissions):
 * /content/flagged opens on awards, /content/flagged/{awards|cards|comments|recognition} are the queues.
 */
export const routes: RouteObject[] = [
  { path: '/content/flagged', element: <Navigate to="/content/flagged/awards" replace /> },
  {
    path: '/content/flagged/:queue',
    lazy: named(() => import('./components/flagged-page.tsx'), 'FlaggedPage'),
  },
];
