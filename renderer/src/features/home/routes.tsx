import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadTimelineCards } from '../../components/timeline-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/**
 * The items' cards are the areas' (registered in their routes.tsx) and load with the page.
 * The timeline loads inside the member frame (its Suspense shows the spinner) rather than before
 * it: the frame, with the tenant logo, is drawn while the page's code still downloads.
 */
const HomePage = lazy(() =>
  lazyWithRetry(() =>
    Promise.all([import('./components/home-page.tsx'), loadTimelineCards()]).then(([page]) => page),
  ),
);

/** /home (the timeline) and view recognition {id} (001 §2). */
export const routes: RouteObject[] = [
  { path: '/home', Component: HomePage },
  {
    path: '/recognitions/:id',
    lazy: async () => ({
      Component: (
        await lazyWithRetry(() =>
          Promise.all([import('./components/recognition-page.tsx'), loadTimelineCards()]).then(
            ([page]) => page,
          ),
        )
      ).default,
    }),
  },
];
