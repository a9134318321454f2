import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const TenantsPage = lazyPage(() => import('./components/tenants-page.tsx'));

/** The user-scope routes (the shell guards them). */
export const tenantRoutes: RouteObject[] = [{ path: '/tenants', element: <TenantsPage /> }];
