import { Body1Strong, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rewardsQueries } from '../api/rewards-queries.ts';

/** "You have N points to spend": the member's redeemable balance. */
export function BalanceNote() {
  const { t } = useTranslation('rewards');
  const balance = useQuery(rewardsQueries.balance());
  if (balance.data === undefined) return null;
  return (
    <Text as="p">
      <Body1Strong>{t('member.balance', { count: balance.data })}</Body1Strong>
    </Text>
  );
}
