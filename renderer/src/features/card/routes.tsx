import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

const loadForm = () => import('./components/card-form-page.tsx');

/**
 * Group cards (000 §2, issue 17): the lists /celebrate/cards/{all|available|own|received}, the
 * form /celebrate/card[/{id}], and the card itself under /card/{id} (the app frame hides the
 * navigation on the card and its contributors, nav-model's hidesNavigation).
 */
export const routes: RouteObject[] = [
  { path: '/celebrate/cards', element: <Navigate to="/celebrate/cards/all" replace /> },
  {
    path: '/celebrate/cards/:tab',
    lazy: named(() => import('./components/cards-page.tsx'), 'CardsPage'),
  },
  { path: '/celebrate/card', lazy: named(loadForm, 'CardFormPage') },
  { path: '/celebrate/card/:cardId', lazy: named(loadForm, 'CardFormPage') },
  { path: '/card/:cardId', lazy: named(() => import('./components/card-page.tsx'), 'CardPage') },
  {
    path: '/card/:cardId/signatures',
    lazy: named(() => import('./components/signatures-page.tsx'), 'SignaturesPage'),
  },
  {
    path: '/card/:cardId/contributors',
    lazy: named(() => import('./components/contributors-page.tsx'), 'ContributorsPage'),
  },
];
