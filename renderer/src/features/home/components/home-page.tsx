import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  type CelebrationAnimation,
  celebrationAnimations,
} from '../../../components/celebration-animations.ts';
import { HomeCards } from '../../../components/home-cards.tsx';
import { Page } from '../../../components/page.tsx';
import { TimelineCard } from '../../../components/timeline-cards.tsx';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { type TimelineFilters, timelineQueries } from '../api/timeline-queries.ts';
import { loadFilters, saveFilters } from '../model/filters.ts';
import { GoalCard } from './goal-card.tsx';
import { TimelineFiltersBar } from './timeline-filters.tsx';
import { useRenderedCount } from './use-rendered-count.ts';

/** The overlay (and its confetti) loads only when a send asks for a celebration. */
const CelebrationOverlay = lazy(async () => ({
  default: (await import('../../../components/celebration-overlay.tsx')).CelebrationOverlay,
}));

const useStyles = makeStyles({
  feed: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  /** Cards below the screen skip layout and paint until scrolled near (their size estimated). */
  item: { contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' },
  more: { alignSelf: 'center' },
  empty: {
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
  },
});

/** /home: the recognition goal, the filters, pinned items first, then the feed paged by cursor. */
export default function HomePage() {
  const { data: me } = useQuery(sessionQueries.ownMember());
  // The goal card sits above the filters and the feed: they wait for its answer (asked alongside
  // theirs) rather than jump down when it arrives.
  const goal = useQuery(timelineQueries.goal());
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!me) return;
    const filters = loadFilters(me.id);
    void queryClient.prefetchQuery(timelineQueries.pinned(filters));
    void queryClient.prefetchInfiniteQuery(timelineQueries.items(filters));
  }, [me, queryClient]);
  // The page mounts from a deferred copy: the answer's own render only keeps the spinner, and
  // React then draws the filters and cards in slices the browser can interrupt, not in one task.
  const ready = useDeferredValue(!!me && !goal.isPending);
  return (
    <>
      {!me || !ready ? <Spinner /> : <Timeline memberId={me.id} />}
      {/* A dialog routed over the timeline (the recognition dialog): the feed stays behind it. */}
      <Outlet />
    </>
  );
}

function Timeline(props: { memberId: string }) {
  const { memberId } = props;
  const { t } = useTranslation('home');
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TimelineFilters>(() => loadFilters(memberId));
  const pinned = useQuery(timelineQueries.pinned(filters));
  const feed = useInfiniteQuery(timelineQueries.items(filters));
  // The cards are drawn from deferred copies: a query's answer re-renders at once and would draw
  // every card in one long task; deferred, React draws them in short slices the browser can
  // interrupt (the spinner stays until they are ready).
  const pinnedData = useDeferredValue(pinned.data);
  const feedData = useDeferredValue(feed.data);
  const pinnedItems = pinnedData ?? [];
  const items = feedData?.pages.flatMap((page) => page.results) ?? [];
  const rendered = useRenderedCount(pinnedItems.length + items.length);

  const celebrate = (location.state as { celebrate?: CelebrationAnimation } | null)?.celebrate;
  const [celebration, setCelebration] = useState<CelebrationAnimation | null>(null);
  useEffect(() => {
    if (celebrate && (celebrationAnimations as readonly string[]).includes(celebrate)) {
      setCelebration(celebrate);
      // Once shown, a reload or a step back must not celebrate again.
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [celebrate, navigate, location.pathname]);
  const endCelebration = useCallback(() => setCelebration(null), []);

  // Stable, so the (memoized) filter bar is not drawn again each time an answer re-renders this.
  const change = useCallback(
    (next: TimelineFilters) => {
      setFilters(next);
      saveFilters(memberId, next);
    },
    [memberId],
  );

  return (
    <Page title={t('title')} width={900}>
      <HomeCards />
      <GoalCard />
      <TimelineFiltersBar value={filters} onChange={change} />
      {pinnedItems.length > 0 ? (
        <section aria-label={t('pinned')}>
          <ul className={styles.feed}>
            {pinnedItems.slice(0, rendered).map((item) => (
              <li key={item.id} className={styles.item}>
                <TimelineCard item={item} pinned />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label={t('feed')}>
        {feedData === undefined && !feed.isError ? (
          <Spinner />
        ) : items.length === 0 && pinnedItems.length === 0 ? (
          <Text as="p" className={styles.empty}>
            {t('empty')}
          </Text>
        ) : (
          <ul className={styles.feed}>
            {items.slice(0, Math.max(rendered - pinnedItems.length, 0)).map((item) => (
              <li key={item.id} className={styles.item}>
                <TimelineCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {feed.hasNextPage && rendered >= pinnedItems.length + items.length ? (
        <Button
          className={styles.more}
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? <Spinner size="tiny" /> : t('loadMore')}
        </Button>
      ) : null}
      {celebration ? (
        <Suspense fallback={null}>
          <CelebrationOverlay title={t('success')} animation={celebration} onDone={endCelebration} />
        </Suspense>
      ) : null}
    </Page>
  );
}
