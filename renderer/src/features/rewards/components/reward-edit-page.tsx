import { Spinner, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { rewardsQueries, useUpdateReward } from '../api/rewards-queries.ts';
import { RewardForm } from './reward-form.tsx';
import { RewardsGate } from './rewards-gate.tsx';

/** /rewards/{id}/edit: a built-in reward's name, picture, cost and stock. */
export function RewardEditPage() {
  return (
    <RewardsGate needs="admin">
      <Edit />
    </RewardsGate>
  );
}

function Edit() {
  const { id = '' } = useParams();
  const { t } = useTranslation('rewards');
  const toasts = useToasts();
  const navigate = useNavigate();
  const reward = useQuery(rewardsQueries.adminReward(id));
  const update = useUpdateReward();
  if (reward.isPending) return <Spinner label={t('loading')} />;
  if (reward.isError) return <Text role="alert">{t('member.rewardNotFound')}</Text>;
  const storePath = `/rewards/store/${reward.data.providerId}`;
  return (
    <Page title={t('form.editTitle', { name: reward.data.name })} width={600}>
      <RouterLink to={storePath}>{t('admin.backToStore')}</RouterLink>
      {reward.data.faceValue ? (
        <Text>{t('form.giftCardReadOnly')}</Text>
      ) : (
        <RewardForm
          reward={reward.data}
          submitLabel={t('form.save')}
          onSubmit={async (body) => {
            await update.mutateAsync({ id, body });
            toasts.success(t('form.saved'));
            void navigate(storePath);
          }}
        />
      )}
    </Page>
  );
}
