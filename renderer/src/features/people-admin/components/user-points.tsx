import { makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantMember } from '#shared/contract/identity';
import type { PointsAccount, TransactionRecipient } from '#shared/contract/points';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useHoldsAll } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { memberExtrasQueries, recentTransactionCount } from '../api/member-extras-queries.ts';

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
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  amountCell: { textAlign: 'end', whiteSpace: 'nowrap' },
  dateCell: { whiteSpace: 'nowrap' },
});

const column = dataTableColumns<TransactionRecipient>();

/**
 * /user/{id}/points: the member's balances, to give (allocation) and received (redeemable), and
 * their latest transactions; the points reporting page has the rest and the adjustments.
 */
export function UserPoints({ member }: { member: TenantMember }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const reporting = useHoldsAll([
    ['pointsApp', 'viewPointsConfiguration'],
    ['pointsApp', 'viewTransactions'],
  ]);
  // The same query as the balances': without the permission they say why, once.
  const accounts = useQuery(memberExtrasQueries.points(member.id));
  const forbidden = isApiError(accounts.error) && accounts.error.status === 403;
  return (
    <div className={styles.section}>
      <Balances member={member} />
      {forbidden ? null : (
        <>
          <div className={styles.heading}>
            <Subtitle2 as="h2">{t('userPoints.recent')}</Subtitle2>
            {reporting ? (
              <RouterLink to={`/points/reporting/${member.id}`}>{t('userPoints.reportingLink')}</RouterLink>
            ) : null}
          </div>
          <RecentTransactions member={member} />
        </>
      )}
    </div>
  );
}

function Balances({ member }: { member: TenantMember }) {
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

function RecentTransactions({ member }: { member: TenantMember }) {
  const { t, i18n } = useTranslation('people-admin');
  const styles = useStyles();
  const dates = useDates();
  const recent = useQuery(memberExtrasQueries.recentTransactions(member.id));
  const columns = useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
    return column.columns([
      column.accessor('createdAt', {
        header: () => t('userPoints.columns.date'),
        meta: { className: styles.dateCell },
        cell: (info) => dates.dateTime(info.getValue()),
      }),
      column.accessor('type', {
        header: () => t('userPoints.columns.type'),
        cell: (info) => t(`userPoints.types.${info.getValue()}`),
      }),
      column.accessor('accountType', {
        header: () => t('userPoints.columns.account'),
        cell: (info) =>
          info.getValue() === 'allocation' ? t('userPoints.allocation') : t('userPoints.redeemable'),
      }),
      column.accessor('amount', {
        header: () => t('userPoints.columns.amount'),
        meta: { className: styles.amountCell },
        cell: (info) => number.format(info.getValue()),
      }),
      column.accessor('reason', {
        header: () => t('userPoints.columns.reason'),
        cell: (info) => info.getValue() ?? '',
      }),
    ]);
  }, [t, i18n.language, dates, styles.amountCell, styles.dateCell]);
  const rows = useMemo(() => recent.data?.results ?? [], [recent.data]);
  if (recent.isPending) return <Spinner size="small" label={t('loading')} />;
  if (recent.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <>
      <DataTable
        label={t('userPoints.recentLabel', { name })}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        emptyMessage={t('userPoints.noTransactions', { name })}
      />
      {recent.data.next ? (
        <Text size={200} className={styles.muted}>
          {t('userPoints.recentOnly', { max: recentTransactionCount })}
        </Text>
      ) : null}
    </>
  );
}
