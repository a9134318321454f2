import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { registerTimelineCard } from '../../components/timeline-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/**
 * Celebrations (000 §2): the calendar of the member's teams or the company, with the member's own
 * privacy choices, and the admin tabs /celebrations/configure/{privacy|permission|cards}.
 */
export const routes: RouteObject[] = [
  {
    path: '/celebrate/calendar',
    lazy: named(() => import('./components/calendar-page.tsx'), 'CalendarPage'),
  },
  {
    path: '/celebrations/configure/:tab',
    lazy: named(() => import('./components/configure-page.tsx'), 'ConfigurePage'),
  },
];

/** A celebration's card on the timeline (home draws it among the items). */
registerTimelineCard(
  'calendarEvent',
  async () => (await import('./components/celebration-card.tsx')).CelebrationCard,
);
