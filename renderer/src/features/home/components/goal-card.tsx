import { Card, Field, ProgressBar, Subtitle2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { timelineQueries } from '../api/timeline-queries.ts';

/** The member's recognition goal for the month (001 §3 "Recognition goal": count and goal). */
export const GoalCard = memo(function GoalCard() {
  const { t } = useTranslation('home');
  const { data } = useQuery(timelineQueries.goal());
  if (!data || data.goal <= 0) return null;
  const reached = data.count >= data.goal;
  return (
    <Card>
      <Subtitle2 as="h2">{t('goal.title')}</Subtitle2>
      <Field
        validationMessage={reached ? t('goal.reached', data) : t('goal.progress', data)}
        validationState={reached ? 'success' : 'none'}
      >
        <ProgressBar
          aria-label={t('goal.title')}
          value={Math.min(data.count, data.goal)}
          max={data.goal}
          thickness="large"
        />
      </Field>
    </Card>
  );
});
