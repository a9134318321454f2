import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncentiveBankSummary } from '#shared/contract/incentive';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { incentiveQueries } from '../api/incentive-queries.ts';

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const column = dataTableColumns<IncentiveBankSummary>();

/**
 * /points/incentive: the point banks that pay incentives, with their balance, what the pending
 * claims would take and what was paid; a bank is topped up or renamed on its own page.
 */
export function IncentiveBankPage() {
  const apps = useApps();
  const allowed = useHoldsAny([
    ['incentiveApp', 'manage'],
    ['pointsApp', 'viewPointsConfiguration'],
  ]);
  const { t } = useTranslation('incentive');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <Banks />;
}

function Banks() {
  const { t, i18n } = useTranslation('incentive');
  const styles = useStyles();
  const banks = useQuery(incentiveQueries.banks());
  const columns = useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    return column.columns([
      column.accessor('name', {
        header: () => t('banks.name'),
        cell: (info) => (
          <RouterLink to={`/points/bank/configure/${info.row.original.id}`}>{info.getValue()}</RouterLink>
        ),
      }),
      column.accessor('balance', {
        header: () => t('banks.balance'),
        cell: (info) => number.format(info.getValue()),
      }),
      column.accessor('pendingPoints', {
        header: () => t('banks.pending'),
        cell: (info) => number.format(info.getValue()),
      }),
      column.accessor('paidPoints', {
        header: () => t('banks.paid'),
        cell: (info) => number.format(info.getValue()),
      }),
      column.accessor('incentiveCount', {
        header: () => t('banks.incentives'),
        cell: (info) => number.format(info.getValue()),
      }),
    ]);
  }, [t, i18n.language]);
  return (
    <Page title={t('banks.title')}>
      <div className={styles.intro}>
        <Text>{t('banks.intro')}</Text>
        <RouterLink to="/points/bank">{t('banks.allBanks')}</RouterLink>
      </div>
      {banks.isPending ? (
        <Spinner label={t('loading')} />
      ) : banks.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <DataTable
          label={t('banks.title')}
          columns={columns}
          rows={banks.data.results}
          getRowId={(row) => row.id}
          emptyMessage={t('banks.empty')}
          busy={banks.isFetching}
        />
      )}
    </Page>
  );
}
