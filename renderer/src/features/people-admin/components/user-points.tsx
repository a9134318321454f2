import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TenantMember } from '#shared/contract/identity';
import type { PointsAccount } from '#shared/contract/points';
import { isApiError } from '../../../lib/api-error.ts';
import { memberExtrasQueries } from '../api/member-extras-queries.ts';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  amount: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /user/{id}/points: the member's balances, to give (allocation) and received (redeemable). */
export function UserPoints({ member }: { member: TenantMember }) {
  const { t, i18n } = useTranslation('people-admin');
  const styles = useStyles();
  const accounts = useQuery(memberExtrasQueries.points(member.id));
  const number = new Intl.NumberFormat(i18n.language);
  const name = `${member.firstName} ${member.lastName}`;
  if (accounts.isPending) return <Spinner size="small" label={t('loading')} />;
  if (accounts.isError) {
    const forbidden = isApiError(accounts.error) && accounts.error.status === 403;
    return <Text role="alert">{forbidden ? t('userPoints.forbidden') : t('loadFailed')}</Text>;
  }
  if (accounts.data.length === 0) return <Text>{t('userPoints.none', { name })}</Text>;
  const of = (type: PointsAccount['type']) => accounts.data.find((account) => account.type === type);
  const allocation = of('allocation');
  const redeemable = of('redeemable');
  return (
    <section className={styles.cards} aria-label={t('userPoints.label', { name })}>
      {allocation ? (
        <div className={styles.card}>
          <Text className={styles.muted}>{t('userPoints.allocation')}</Text>
          <Text className={styles.amount}>{number.format(allocation.balance)}</Text>
          <Text size={200} className={styles.muted}>
            {allocation.lockedAt ? t('userPoints.locked') : t('userPoints.allocationHint')}
          </Text>
        </div>
      ) : null}
      {redeemable ? (
        <div className={styles.card}>
          <Text className={styles.muted}>{t('userPoints.redeemable')}</Text>
          <Text className={styles.amount}>{number.format(redeemable.balance)}</Text>
          {redeemable.allTimeReceived !== undefined ? (
            <Text size={200} className={styles.muted}>
              {t('userPoints.allTime', { amount: number.format(redeemable.allTimeReceived) })}
            </Text>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
