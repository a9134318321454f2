import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { registerTimelineCard } from '../../components/timeline-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

const configure = () => import('./components/configure-page.tsx');

/**
 * Announcements (001 §2): the list with its status tabs, one announcement, and the configure
 * form for a new one or an existing one (announcementApp manage).
 */
export const routes: RouteObject[] = [
  { path: '/announcements', lazy: named(() => import('./components/list-page.tsx'), 'ListPage') },
  { path: '/announcements/configure', lazy: named(configure, 'CreateAnnouncementPage') },
  { path: '/announcements/configure/:id', lazy: named(configure, 'EditAnnouncementPage') },
  { path: '/announcements/:id', lazy: named(() => import('./components/detail-page.tsx'), 'DetailPage') },
];

/** An announcement's card on the timeline (home draws it among the items). */
registerTimelineCard(
  'announcement',
  async () => (await import('./components/announcement-card.tsx')).AnnouncementCard,
);
