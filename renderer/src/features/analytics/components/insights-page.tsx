import { makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { analyticsQueries } from '../api/analytics-queries.ts';
import { InsightCard } from './insight-card.tsx';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

type Status = 'open' | 'snoozed' | 'dismissed';

/**
 * `/analytics/insights`: the burnout insights the nightly job raised, highest priority first.
 * Admins see all; a manager sees those about their reports; anyone else is sent home.
 */
export function InsightsPage() {
  const { t } = useTranslation('analytics');
  const summary = useQuery(analyticsQueries.summary());
  if (summary.isPending) return <Spinner label={t('loading')} />;
  if (summary.isError) return <ErrorBar announce={false}>{errorMessage(summary.error, t)}</ErrorBar>;
  if (!summary.data.allowed) return <Unavailable />;
  return <Insights />;
}

function Insights() {
  const { t } = useTranslation('analytics');
  const styles = useStyles();
  const [status, setStatus] = useState<Status>('open');
  const list = useQuery(analyticsQueries.list(status));
  const dashboards = useHoldsAny([
    ['checkInApp', 'viewAnalytics'],
    ['metricApp', 'browse'],
  ]);
  return (
    <Page
      title={t('insights.title')}
      width={900}
      actions={
        dashboards ? <RouterLink to="/analytics/dashboards">{t('dashboards.title')}</RouterLink> : undefined
      }
    >
      <Text>{t('insights.intro')}</Text>
      <TabList
        selectedValue={status}
        onTabSelect={(_, d) => setStatus(d.value as Status)}
        aria-label={t('insights.title')}
      >
        <Tab value="open">{t('insights.open')}</Tab>
        <Tab value="snoozed">{t('insights.snoozed')}</Tab>
        <Tab value="dismissed">{t('insights.dismissed')}</Tab>
      </TabList>
      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {list.isError ? <ErrorBar announce={false}>{errorMessage(list.error, t)}</ErrorBar> : null}
      {list.data && list.data.length === 0 ? (
        <Text className={styles.empty}>{t(`insights.empty.${status}`)}</Text>
      ) : null}
      <ul className={styles.list} aria-label={t(`insights.${status}`)}>
        {(list.data ?? []).map((insight) => (
          <li key={insight.id}>
            <InsightCard insight={insight} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
