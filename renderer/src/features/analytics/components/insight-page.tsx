import { Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { analyticsQueries } from '../api/analytics-queries.ts';
import { InsightCard } from './insight-card.tsx';

/** `/analytics/insight/{id}`: one insight, with its evidence and what to do. */
export function InsightPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('analytics');
  const one = useQuery({ ...analyticsQueries.one(id), retry: false });
  if (one.isPending) return <Spinner label={t('loading')} />;
  if (one.isError && isApiError(one.error) && one.error.status === 403) return <Unavailable />;
  return (
    <Page title={t('insights.one')} width={900}>
      <RouterLink to="/analytics/insights">{t('insights.back')}</RouterLink>
      {one.isError ? (
        <ErrorBar announce={false}>
          {isApiError(one.error) && one.error.status === 404
            ? t('insights.notFound')
            : errorMessage(one.error, t)}
        </ErrorBar>
      ) : (
        <InsightCard insight={one.data} detail />
      )}
    </Page>
  );
}
