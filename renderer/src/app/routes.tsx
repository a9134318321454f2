import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { authRoutes, loginRoutes } from '../features/auth/auth-routes.tsx';
import { featureFlagRoutes } from '../features/feature-flags/feature-flag-routes.tsx';
import { maintenanceRoutes } from '../features/maintenance/maintenance-routes.tsx';
import { msTeamsTabRoutes } from '../features/ms-teams/tab-routes.tsx';
import { tenantRoutes } from '../features/tenants/tenant-routes.tsx';
import { tvDisplayRoutes } from '../features/tv/display-routes.tsx';
import { currentEnvironment } from '../lib/environments.ts';
import { loadEnglishCatalogs } from '../lib/i18n.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { AnonymousOnly, RequireTenant, RequireUserScope } from './guards.tsx';
import { loadAppLayout } from './load-app-layout.ts';
import { Loading } from './loading.tsx';
import { memberRoutes } from './member-routes.tsx';
import { NotFoundRoute } from './pages/not-found-route.tsx';
import { Root } from './root.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const AppLayout = lazy(() => lazyWithRetry(loadAppLayout));

/**
 * Starts loading the member frame before the stored session is confirmed, in parallel with that
 * check, rather than after it. A failure is left to the lazy element, which retries.
 */
export function preloadAppLayout(): void {
  loadAppLayout().catch(() => {});
}

/**
 * Every page outside the member frame but sign-in: drawn once the English catalogs are in (with
 * the spec's retry and reload guard). Sign-in reads only what the entry carries.
 */
const WithCatalogs = lazy(() => lazyWithRetry(() => loadEnglishCatalogs().then(() => ({ default: Outlet }))));
const withCatalogs = (routes: RouteObject[]): RouteObject[] =>
  routes.length > 0 ? [{ element: <WithCatalogs />, children: routes }] : [];
/** The sign-in page itself (`/`): it needs no catalog beyond the entry's. */
const isSignIn = (route: RouteObject) => route.path === '/';

/**
 * Every route of the app and the guard in front of it (000 §2). A page whose code loads with its
 * route (`lazy`) is not drawn until that code is in; on the first load of the app the router then
 * shows the nearest `HydrateFallback` above it: the member frame's spinner for member pages (the
 * frame is drawn meanwhile), the full-page spinner for the others.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    children: [
      {
        element: <AnonymousOnly />,
        children: [
          ...loginRoutes.filter(isSignIn),
          ...withCatalogs(loginRoutes.filter((route) => !isSignIn(route))),
        ],
      },
      ...withCatalogs([
        ...authRoutes,
        ...maintenanceRoutes,
        ...tvDisplayRoutes,
        ...msTeamsTabRoutes,
        ...(currentEnvironment.featureFlagsPage ? featureFlagRoutes : []),
        { element: <RequireUserScope />, children: tenantRoutes },
      ]),
      {
        element: <RequireTenant />,
        children: [
          {
            element: <AppLayout />,
            children: [{ hydrateFallbackElement: <Loading />, children: memberRoutes }],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
