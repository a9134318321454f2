import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { registerHomeCard } from '../../components/home-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/**
 * Check-ins (000 §2): a member's next due question of a category, and the admin pages to manage
 * categories and their audience (checkInApp manage).
 */
export const routes: RouteObject[] = [
  {
    path: '/check-ins/category/:id/question',
    lazy: named(() => import('./components/question-page.tsx'), 'QuestionPage'),
  },
  { path: '/check-ins/manage', lazy: named(() => import('./components/manage-page.tsx'), 'ManagePage') },
  {
    path: '/check-ins/category/:id/audience',
    lazy: named(() => import('./components/audience-page.tsx'), 'AudiencePage'),
  },
];

/** "Questions waiting" at the top of /home while any are due. */
registerHomeCard(
  'check-ins',
  async () => (await lazyWithRetry(() => import('./components/home-card.tsx'))).CheckInHomeCard,
);
