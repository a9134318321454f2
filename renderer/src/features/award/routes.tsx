import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { registerTimelineCard } from '../../components/timeline-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

const typeView = () => import('./components/award-type-view-page.tsx');
const typeForm = () => import('./components/award-type-form-page.tsx');

/**
 * Awards and nominations (000 §2; 001 §2): the member's /awards (send award, nominate, my
 * awards) and /award/{id}; the admin list /awards/list/{awards|nominations}, the form
 * /awards/configure[/{id}] (?nomination=true) and the view pages shown after saving.
 */
export const routes: RouteObject[] = [
  { path: '/awards', lazy: named(() => import('./components/awards-page.tsx'), 'AwardsPage') },
  { path: '/award/:id', lazy: named(() => import('./components/award-page.tsx'), 'AwardPage') },
  { path: '/awards/list', element: <Navigate to="/awards/list/awards" replace /> },
  {
    path: '/awards/list/:tab',
    lazy: named(() => import('./components/award-types-list-page.tsx'), 'AwardTypesListPage'),
  },
  { path: '/awards/configure', lazy: named(typeForm, 'CreateAwardTypePage') },
  { path: '/awards/configure/:id', lazy: named(typeForm, 'EditAwardTypePage') },
  { path: '/awards/award/:id', lazy: named(typeView, 'AwardTypeViewPage') },
  { path: '/awards/nomination/:id', lazy: named(typeView, 'NominationTypeViewPage') },
];

/** An award's card on the timeline (home draws it among the items). */
registerTimelineCard('award', async () => (await import('./components/award-card.tsx')).AwardCard);
