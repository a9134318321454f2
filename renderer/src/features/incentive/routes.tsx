import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { registerTimelineCard } from '../../components/timeline-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

const form = () => import('./components/configure-page.tsx');
const review = () => import('./components/review-page.tsx');

/**
 * Incentives (000 §2; docs/incentive.md): the member's /incentives, the manage list, the review
 * pages of one incentive, the form (new, edit, duplicate) and the incentive banks page.
 */
export const routes: RouteObject[] = [
  { path: '/incentives', lazy: named(() => import('./components/incentives-page.tsx'), 'IncentivesPage') },
  { path: '/incentives/manage', lazy: named(() => import('./components/manage-page.tsx'), 'ManagePage') },
  { path: '/incentives/manage/:id', element: <Navigate to="pending" replace /> },
  { path: '/incentives/manage/:id/:tab', lazy: named(review, 'ReviewPage') },
  { path: '/incentives/configure', lazy: named(form, 'CreateIncentivePage') },
  { path: '/incentives/configure/:id', lazy: named(form, 'EditIncentivePage') },
  { path: '/incentives/duplicate/:id', lazy: named(form, 'DuplicateIncentivePage') },
  { path: '/points/incentive', lazy: named(() => import('./components/bank-page.tsx'), 'IncentiveBankPage') },
];

/** An incentive's card on the timeline (home draws it among the items). */
registerTimelineCard(
  'incentive',
  async () => (await import('./components/incentive-card.tsx')).IncentiveCard,
);
