import type { RouteObject } from 'react-router';
import { registerTimelineCard } from '../../components/timeline-cards.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const dialogPage = async () => ({
  Component: (await lazyWithRetry(() => import('./components/recognition-dialog-page.tsx')))
    .RecognitionDialogPage,
});

/** The dialog opens over the timeline, which stays visible behind it (and where it closes to). */
const handle = { backdrop: '/home' };

/** Send recognition, draft recognitions list and edit draft {id} (001 §2). */
export const routes: RouteObject[] = [
  { path: '/recognition/send', lazy: dialogPage, handle },
  { path: '/recognition/send/in-progress', lazy: dialogPage, handle },
  { path: '/recognition/send/in-progress/:id/edit', lazy: dialogPage, handle },
];

/** A recognition's card on the timeline and on its own page (home draws both). */
registerTimelineCard(
  'recognition',
  async () => (await import('./components/recognition-card.tsx')).RecognitionCard,
);
