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

/**
 * A route whose `handle` names a `backdrop` path (the recognition dialog's routes name /home) is
 * drawn over that page: it becomes a child of the backdrop's route, which turns into a pathless
 * parent keeping its page mounted, so the page stays visible (and keeps its state and scroll)
 * behind the dialog. The backdrop's page renders an `<Outlet />` for it. Without the backdrop
 * page (its feature not built) the route stays on its own.
 */
export function withBackdrops(routes: RouteObject[]): RouteObject[] {
  const backdropOf = (route: RouteObject) => (route.handle as { backdrop?: string } | undefined)?.backdrop;
  const present = new Set(
    routes.filter((route) => !route.index && !route.children).map((route) => route.path),
  );
  const overlays = new Map<string, RouteObject[]>();
  for (const route of routes) {
    const backdrop = backdropOf(route);
    if (backdrop && present.has(backdrop)) overlays.set(backdrop, [...(overlays.get(backdrop) ?? []), route]);
  }
  return routes.flatMap((route): RouteObject[] => {
    const backdrop = backdropOf(route);
    if (backdrop && overlays.has(backdrop)) return [];
    const over = route.path ? overlays.get(route.path) : undefined;
    if (!over || route.index) return [route];
    // The page's path moves to an empty child; the parent keeps the page (and says which it is).
    const { path, ...page } = route;
    return [{ ...page, handle: { ...page.handle, page: path }, children: [{ path }, ...over] }];
  });
}

export const memberRoutes: RouteObject[] = withBackdrops([...ownRoutes, ...featureRoutes]);

/** True when a page exists at this path (a menu item without a page is not shown). */
export function routeExists(path: string, routes: RouteObject[] = memberRoutes): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1);
  return !!last && last.route.path !== '*';
}
