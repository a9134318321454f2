import { Button, Card, CardHeader, Text } from '@fluentui/react-components';
import { ClipboardTaskListLtr24Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkInQueries } from '../api/check-in-queries.ts';

/** On /home while check-in questions are due: how many, and a way straight to the first. */
export function CheckInHomeCard() {
  const { t } = useTranslation('check-in');
  const navigate = useNavigate();
  const { data } = useQuery(checkInQueries.due());
  const first = data?.results[0];
  if (!data || !first) return null;
  return (
    <Card role="region" aria-label={t('home.title')}>
      <CardHeader
        image={<ClipboardTaskListLtr24Regular aria-hidden />}
        header={
          <Text as="h2" weight="semibold">
            {t('home.title')}
          </Text>
        }
        description={<Text>{t('home.due', { count: data.total, category: first.name })}</Text>}
        action={
          <Button
            appearance="primary"
            onClick={() => void navigate(`/check-ins/category/${first.id}/question`)}
          >
            {t('home.answer')}
          </Button>
        }
      />
    </Card>
  );
}
