import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const MaintenancePage = lazyPage(() => import('./components/maintenance-page.tsx'));

export const maintenanceRoutes: RouteObject[] = [{ path: '/maintenance', element: <MaintenancePage /> }];
