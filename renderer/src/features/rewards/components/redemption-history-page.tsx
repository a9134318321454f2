import {
  Body1,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { rewardsQueries } from '../api/rewards-queries.ts';
import { BalanceNote } from './balance-note.tsx';
import { MemberTabs } from './member-tabs.tsx';
import { OrderStateBadge } from './order-state-badge.tsx';
import { RewardsGate } from './rewards-gate.tsx';

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
          <Table aria-label={t('member.historyTitle')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('columns.reward')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.store')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.points')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.date')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.state')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {history.data.results.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.rewardName}</TableCell>
                  <TableCell>{order.providerName}</TableCell>
                  <TableCell>{order.cost}</TableCell>
                  <TableCell>{dates.dateTime(order.createdAt)}</TableCell>
                  <TableCell>
                    <OrderStateBadge state={order.state} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager label={t('common:pager.label')} page={page} next={history.data.next} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
