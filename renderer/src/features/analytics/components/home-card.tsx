import { Button, Card, CardHeader, Text } from '@fluentui/react-components';
import { HeartPulse24Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { analyticsQueries } from '../api/analytics-queries.ts';

/** On /home for admins and managers with open burnout insights: how many, and the way to them. */
export function InsightsHomeCard() {
  const { t } = useTranslation('analytics');
  const navigate = useNavigate();
  const { data } = useQuery(analyticsQueries.summary());
  if (!data?.allowed || data.open === 0) return null;
  return (
    <Card role="region" aria-label={t('home.title')}>
      <CardHeader
        image={<HeartPulse24Regular aria-hidden />}
        header={
          <Text as="h2" weight="semibold">
            {t('home.title')}
          </Text>
        }
        description={<Text>{t('home.open', { count: data.open })}</Text>}
        action={<Button onClick={() => void navigate('/analytics/insights')}>{t('home.view')}</Button>}
      />
    </Card>
  );
}
