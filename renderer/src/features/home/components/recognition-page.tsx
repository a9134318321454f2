import { Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { TimelineCard } from '../../../components/timeline-cards.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { timelineQueries } from '../api/timeline-queries.ts';

/** /recognitions/{id}: one recognition with all its comments; unreadable ones are "unavailable". */
export default function RecognitionPage() {
  const { t } = useTranslation('home');
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuery(timelineQueries.recognition(id));
  if (isPending) return <Spinner />;
  if (isError || data.status !== 'published') return <Unavailable />;
  return (
    <Page title={t('recognitionPage')} width={900} actions={<RouterLink to="/home">{t('back')}</RouterLink>}>
      <TimelineCard item={{ ...data, __entity_type__: 'recognition' }} full />
    </Page>
  );
}
