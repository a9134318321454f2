import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RewardOrderState } from '#shared/contract/rewards';

const colors = {
  pending: 'warning',
  fulfilled: 'success',
  failed: 'danger',
  refunded: 'informative',
} as const;

export function OrderStateBadge({ state }: { state: RewardOrderState }) {
  const { t } = useTranslation('rewards');
  return (
    <Badge appearance="tint" color={colors[state]}>
      {t(`states.${state}`)}
    </Badge>
  );
}
