import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const FeatureFlagsPage = lazyPage(() => import('./components/feature-flags-page.tsx'));

/** Mounted by the shell only where the environment allows it (never in production). */
export const featureFlagRoutes: RouteObject[] = [{ path: '/feature-flags', element: <FeatureFlagsPage /> }];
