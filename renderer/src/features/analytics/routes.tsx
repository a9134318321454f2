import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { registerHomeCard } from '../../components/home-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/** Analytics (000 §2): dashboards, burnout insights and one insight (docs/insight.md). */
export const routes: RouteObject[] = [
  {
    path: '/analytics/dashboards',
    lazy: named(() => import('./components/dashboards-page.tsx'), 'DashboardsPage'),
  },
  {
    path: '/analytics/insights',
    lazy: named(() => import('./components/insights-page.tsx'), 'InsightsPage'),
  },
  {
    path: '/analytics/insight/:id',
    lazy: named(() => import('./components/insight-page.tsx'), 'InsightPage'),
  },
];

/** "Insights need your attention" on /home for admins and managers, while any is open. */
registerHomeCard(
  'insights',
  async () => (await lazyWithRetry(() => import('./components/home-card.tsx'))).InsightsHomeCard,
);
