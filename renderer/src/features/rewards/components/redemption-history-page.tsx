import { Body1, Spinner, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardOrder } from '#shared/contract/rewards';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { rewardsQueries } from '../api/rewards-queries.ts';
import { BalanceNote } from './balance-note.tsx';
import { MemberTabs } from './member-tabs.tsx';
import { OrderStateBadge } from './order-state-badge.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const column = dataTableColumns<RewardOrder>();

/** /rewards/redemption-history: what the member redeemed, newest first, with each order's state. */
export function RedemptionHistoryPage() {
  return (
    <RewardsGate needs="history">
      <History />
    </RewardsGate>
  );
}

function History() {
  const { t } = useTranslation('rewards');
  const dates = useDates();
  const [page, setPage] = useState(1);
  const history = useQuery(rewardsQueries.history(page));
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('rewardName', { header: () => t('columns.reward') }),
        column.accessor('providerName', { header: () => t('columns.store') }),
        column.accessor('cost', { header: () => t('columns.points') }),
        column.accessor('createdAt', {
          header: () => t('columns.date'),
          cell: (info) => dates.dateTime(info.getValue()),
        }),
        column.accessor('state', {
          header: () => t('columns.state'),
          cell: (info) => <OrderStateBadge state={info.getValue()} />,
        }),
      ]),
    [t, dates],
  );
  return (
    <Page title={t('member.historyTitle')}>
      <MemberTabs />
      <BalanceNote />
      {history.isPending ? (
        <Spinner label={t('loading')} />
      ) : history.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : history.data.results.length === 0 ? (
        <Body1>{t('member.noHistory')}</Body1>
      ) : (
        <>
          <DataTable
            label={t('member.historyTitle')}
            columns={columns}
            rows={history.data.results}
            getRowId={(order) => order.id}
            emptyMessage={t('member.noHistory')}
          />
          <Pager label={t('common:pager.label')} page={page} next={history.data.next} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
