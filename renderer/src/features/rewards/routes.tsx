import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/**
 * Rewards (000 §2): the member's stores and history, and the admin's setup, reporting, gift card
 * provider, reward and store pages.
 */
export const routes: RouteObject[] = [
  {
    path: '/rewards/providers',
    lazy: named(() => import('./components/providers-page.tsx'), 'ProvidersPage'),
  },
  {
    path: '/rewards/providers/:id',
    lazy: named(() => import('./components/provider-page.tsx'), 'ProviderPage'),
  },
  {
    path: '/rewards/providers/:id/rewards/:rewardId',
    lazy: named(() => import('./components/reward-page.tsx'), 'RewardPage'),
  },
  {
    path: '/rewards/redemption-history',
    lazy: named(() => import('./components/redemption-history-page.tsx'), 'RedemptionHistoryPage'),
  },
  { path: '/rewards/setup', lazy: named(() => import('./components/setup-page.tsx'), 'SetupPage') },
  {
    path: '/rewards/reporting',
    lazy: named(() => import('./components/reporting-page.tsx'), 'ReportingPage'),
  },
  {
    path: '/rewards/configure',
    lazy: named(() => import('./components/configure-page.tsx'), 'ConfigurePage'),
  },
  {
    path: '/rewards/configure/:id',
    lazy: named(() => import('./components/configure-page.tsx'), 'ConfigurePage'),
  },
  {
    path: '/rewards/:id/edit',
    lazy: named(() => import('./components/reward-edit-page.tsx'), 'RewardEditPage'),
  },
  { path: '/rewards/store/:id', lazy: named(() => import('./components/store-page.tsx'), 'StorePage') },
  {
    path: '/rewards/store/:id/add-funds',
    lazy: named(() => import('./components/add-funds-page.tsx'), 'AddFundsPage'),
  },
];
