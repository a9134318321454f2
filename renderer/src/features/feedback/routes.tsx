import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** /feedback, "Provide feedback" (000 §2). */
export const routes: RouteObject[] = [
  {
    path: '/feedback',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/feedback-page.tsx'))).FeedbackPage,
    }),
  },
];
