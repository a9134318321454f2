import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** The culture page (000 §2 /culture, recognitionApp browseCulture). */
export const routes: RouteObject[] = [
  {
    path: '/culture',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/culture-page.tsx')))
        .CulturePage as ComponentType,
    }),
  },
];
