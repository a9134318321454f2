import { CounterBadge, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type ModerationQueue, moderationQueue, moderationQueues } from '#shared/contract/moderation';
import { Page } from '../../../components/page.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { holds } from '../../../lib/session/permissions.ts';
import { useApps } from '../../../lib/session/use-permissions.ts';
import { moderationQueries } from '../api/moderation-queries.ts';
import { FlaggedItemCard } from './flagged-item.tsx';

/** Each tab is its app's moderate permission (000 §6). */
const permissionOf: Record<ModerationQueue, PermissionRef> = {
  awards: ['awardApp', 'moderate'],
  cards: ['cardApp', 'moderate'],
  comments: ['commentApp', 'moderate'],
  recognition: ['recognitionApp', 'moderate'],
  // Incentive timeline items: incentiveApp has no moderate permission, so those who manage it.
  incentives: ['incentiveApp', 'manage'],
};

const useStyles = makeStyles({
  tab: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * /content/flagged/{awards|cards|comments|recognition} (000 §2, Admin tools): one tab per queue
 * the member moderates; a queue they do not moderate sends them to the first one they do.
 */
export function FlaggedPage() {
  const { queue: param } = useParams();
  const apps = useApps();
  const { t } = useTranslation('moderation');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  const held = moderationQueues.filter((queue) => holds(apps.data, permissionOf[queue]));
  const first = held[0];
  if (!first) return <Unavailable />;
  const parsed = moderationQueue.safeParse(param);
  if (!parsed.success || !held.includes(parsed.data)) {
    return <Navigate to={`/content/flagged/${first}`} replace />;
  }
  return <Flagged queue={parsed.data} held={held} />;
}

function Flagged(props: { queue: ModerationQueue; held: ModerationQueue[] }) {
  const { queue, held } = props;
  const { t } = useTranslation('moderation');
  const styles = useStyles();
  const navigate = useNavigate();
  const counts = useQuery(moderationQueries.counts());
  const list = useQuery(moderationQueries.queue(queue));
  const items = list.data?.results ?? [];

  return (
    <Page title={t('title')}>
      <Text as="p" className={styles.muted}>
        {t('intro')}
      </Text>
      <TabList
        aria-label={t('tabs.label')}
        selectedValue={queue}
        onTabSelect={(_, data) => void navigate(`/content/flagged/${String(data.value)}`)}
      >
        {held.map((name) => {
          const count = counts.data?.[name] ?? 0;
          return (
            <Tab key={name} value={name}>
              <span className={styles.tab}>
                {t(`tabs.${name}`)}
                {count > 0 ? (
                  <CounterBadge count={count} size="small" aria-label={t('tabs.count', { count })} />
                ) : null}
              </span>
            </Tab>
          );
        })}
      </TabList>
      <div role="status" aria-live="polite">
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <Text as="h2" size={400} weight="semibold">
              {t(`empty.${queue}.title`)}
            </Text>
            <Text className={styles.muted}>{t(`empty.${queue}.body`)}</Text>
          </div>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={t(`list.${queue}`)}>
          {items.map((item) => (
            <FlaggedItemCard key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {list.data?.next ? <Text className={styles.muted}>{t('more', { count: items.length })}</Text> : null}
    </Page>
  );
}
