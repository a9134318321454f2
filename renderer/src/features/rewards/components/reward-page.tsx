import { Body1, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { rewardsQueries, useRedeem } from '../api/rewards-queries.ts';
import { RewardImage } from './reward-image.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  figures: { display: 'grid', gridTemplateColumns: 'auto auto', gap: tokens.spacingHorizontalM, margin: 0 },
  figure: { margin: 0, textAlign: 'end' },
});

/** A new key per confirmation: a double click sends it twice, the server redeems once. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** /rewards/providers/{id}/rewards/{id}: one reward, redeemed after a confirmation. */
export function RewardPage() {
  return (
    <RewardsGate needs="redeem">
      <RewardDetail />
    </RewardsGate>
  );
}

function RewardDetail() {
  const { id = '', rewardId = '' } = useParams();
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const item = useQuery(rewardsQueries.reward(id, rewardId));
  const balance = useQuery(rewardsQueries.balance());
  const redeem = useRedeem();
  const [key, setKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (item.isPending || balance.isPending) return <Spinner label={t('loading')} />;
  if (item.isError) return <Text role="alert">{t('member.rewardNotFound')}</Text>;
  const reward = item.data;
  const points = balance.data ?? 0;
  const outOfStock = reward.stock === 0;
  const short = points < reward.cost;

  const confirm = async () => {
    if (!key) return;
    setProblem(null);
    try {
      await redeem.mutateAsync({ rewardId: reward.id, idempotencyKey: key });
      setKey(null);
      toasts.success(t('member.redeemed', { name: reward.name }));
      void navigate('/rewards/redemption-history');
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setProblem(
        status === 422
          ? t('member.errors.insufficient')
          : status === 409
            ? t('member.errors.outOfStock')
            : status === 502
              ? t('member.errors.provider')
              : status === 404
                ? t('member.errors.gone')
                : t('member.errors.generic'),
      );
      // A refused redemption is settled: the next try is a new one.
      setKey(null);
    }
  };

  return (
    <Page title={reward.name} width={600}>
      <RouterLink to={`/rewards/providers/${id}`}>{t('member.backToStore')}</RouterLink>
      <div className={styles.layout}>
        <RewardImage reward={reward} />
        {reward.description ? <Body1>{reward.description}</Body1> : null}
        <Text weight="semibold">{t('points', { count: reward.cost })}</Text>
        {reward.stock !== null ? (
          <Text>{outOfStock ? t('member.outOfStock') : t('member.inStock', { count: reward.stock })}</Text>
        ) : null}
        <Text>{t('member.balance', { count: points })}</Text>
        <ErrorBar announce={false}>{problem}</ErrorBar>
        {short && !outOfStock ? <Text>{t('member.notEnough', { count: reward.cost - points })}</Text> : null}
        <div>
          <Button appearance="primary" disabled={outOfStock || short} onClick={() => setKey(newKey())}>
            {t('member.redeem')}
          </Button>
        </div>
      </div>
      <FormDialog open={key !== null} onClose={() => setKey(null)}>
        <FormDialogBody
          title={t('member.confirmTitle', { name: reward.name })}
          cancel={{ label: t('cancel'), onClick: () => setKey(null) }}
          submit={{ label: t('member.confirm'), submitting: redeem.isPending, onClick: () => void confirm() }}
        >
          <dl className={styles.figures}>
            <dt>{t('member.balanceNow')}</dt>
            <dd className={styles.figure}>{t('points', { count: points })}</dd>
            <dt>{t('member.cost')}</dt>
            <dd className={styles.figure}>{t('points', { count: reward.cost })}</dd>
            <dt>{t('member.balanceAfter')}</dt>
            <dd className={styles.figure}>{t('points', { count: points - reward.cost })}</dd>
          </dl>
        </FormDialogBody>
      </FormDialog>
    </Page>
  );
}
