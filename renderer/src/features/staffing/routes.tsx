import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await lazyWithRetry(load)).default,
});

/**
 * "HR records" (000 §2 admin routes): /staffing, /staffing/import/{integrations|csv},
 * /staffing/batch-invite/{id}, /staffing/{id}. The admin menu's "HR records" item shows once
 * /staffing exists.
 */
export const routes: RouteObject[] = [
  { path: '/staffing', lazy: page(() => import('./components/records-page.tsx')) },
  { path: '/staffing/import/integrations', lazy: page(() => import('./components/integrations-page.tsx')) },
  { path: '/staffing/import/csv', lazy: page(() => import('./components/import-page.tsx')) },
  { path: '/staffing/batch-invite/:id', lazy: page(() => import('./components/batch-invite-page.tsx')) },
  { path: '/staffing/:id', lazy: page(() => import('./components/record-page.tsx')) },
];
