import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const TvDisplayPage = lazyPage(() => import('./components/tv-display-page.tsx'));

/** The public lobby screen (000 §2, anonymous routes): no session, no layout, only the token. */
export const tvDisplayRoutes: RouteObject[] = [{ path: '/tv/watch/:token', element: <TvDisplayPage /> }];
