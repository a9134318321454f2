import { matchRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';

/**
 * Member and admin pages: the shell's own, then every feature's `routes.tsx` (absolute paths,
 * lazy elements). A feature that is not built has no file, so its pages and menu items are absent.
 */
const featureModules = import.meta.glob<{ routes?: RouteObject[] }>('../features/*/routes.tsx', {
  eager: true,
});
export const featureRoutes: RouteObject[] = Object.values(featureModules).flatMap(
  (module) => module.routes ?? [],
);

const HomePage = lazyPage(() => import('./pages/home-page.tsx'));

/** The shell's home page yields to a feature that brings its own /home. */
const ownRoutes: RouteObject[] = featureRoutes.some((route) => route.path === '/home')
  ? []
  : [{ path: '/home', element: <HomePage /> }];

export const memberRoutes: RouteObject[] = [...ownRoutes, ...featureRoutes];

/** True when a page exists at this path (a menu item without a page is not shown). */
export function routeExists(path: string, routes: RouteObject[] = memberRoutes): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1);
  return !!last && last.route.path !== '*';
}
