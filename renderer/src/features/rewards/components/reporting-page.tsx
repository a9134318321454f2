import {
  Body1,
  Button,
  Field,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RewardOrder, type RewardOrderState, rewardOrderStates } from '#shared/contract/rewards';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { exportOrders, rewardsQueries, useSettleOrder } from '../api/rewards-queries.ts';
import { AdminTabs } from './admin-tabs.tsx';
import { OrderStateBadge } from './order-state-badge.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /rewards/reporting: every order, filtered by state; pending ones are fulfilled or refunded here. */
export function ReportingPage() {
  return (
    <RewardsGate needs="admin">
      <Reporting />
    </RewardsGate>
  );
}

type Pending = { order: RewardOrder; action: 'fulfil' | 'refund' };

function Reporting() {
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const dates = useDates();
  const toasts = useToasts();
  const [state, setState] = useState<RewardOrderState | ''>('');
  const [page, setPage] = useState(1);
  const states = state ? [state] : [];
  const orders = useQuery(rewardsQueries.orders(states, page));
  const settle = useSettleOrder();
  const [asking, setAsking] = useState<Pending | null>(null);
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportOrders(states);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const confirm = async () => {
    if (!asking) return;
    try {
      await settle.mutateAsync({ id: asking.order.id, action: asking.action });
      toasts.success(
        t(asking.action === 'fulfil' ? 'reporting.fulfilled' : 'reporting.refunded', {
          name: asking.order.rewardName,
        }),
      );
    } catch (error) {
      toasts.error(errorMessage(error, t, { ConflictError: 'reporting.alreadySettled' }));
    } finally {
      setAsking(null);
    }
  };

  return (
    <Page
      title={t('admin.title')}
      width={1440}
      actions={
        <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void download()}>
          {t('reporting.export')}
        </Button>
      }
    >
      <AdminTabs />
      <div className={styles.filters}>
        <Field label={t('reporting.stateFilter')}>
          <Select
            value={state}
            onChange={(_, data) => {
              setState(data.value as RewardOrderState | '');
              setPage(1);
            }}
          >
            <option value="">{t('reporting.allStates')}</option>
            {rewardOrderStates.map((value) => (
              <option key={value} value={value}>
                {t(`states.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {orders.isPending ? (
        <Spinner label={t('loading')} />
      ) : orders.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : orders.data.results.length === 0 ? (
        <Body1>{t('reporting.empty')}</Body1>
      ) : (
        <>
          <Table aria-label={t('reporting.label')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('columns.member')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.reward')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.store')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.points')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.date')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.state')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.data.results.map((order) => {
                const who = `${order.member.firstName} ${order.member.lastName}`;
                return (
                  <TableRow key={order.id}>
                    <TableCell>{who}</TableCell>
                    <TableCell>{order.rewardName}</TableCell>
                    <TableCell>{order.providerName}</TableCell>
                    <TableCell>{order.cost}</TableCell>
                    <TableCell>{dates.dateTime(order.createdAt)}</TableCell>
                    <TableCell>
                      <OrderStateBadge state={order.state} />
                    </TableCell>
                    <TableCell>
                      {order.state === 'pending' ? (
                        <span className={styles.actions}>
                          <Button
                            size="small"
                            appearance="primary"
                            aria-label={t('reporting.fulfilFor', { reward: order.rewardName, member: who })}
                            onClick={() => setAsking({ order, action: 'fulfil' })}
                          >
                            {t('reporting.fulfil')}
                          </Button>
                          <Button
                            size="small"
                            aria-label={t('reporting.refundFor', { reward: order.rewardName, member: who })}
                            onClick={() => setAsking({ order, action: 'refund' })}
                          >
                            {t('reporting.refund')}
                          </Button>
                        </span>
                      ) : (
                        (order.failureReason ?? '')
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pager label={t('common:pager.label')} page={page} next={orders.data.next} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.action === 'refund'
            ? t('reporting.refundTitle', { reward: asking.order.rewardName })
            : t('reporting.fulfilTitle', { reward: asking?.order.rewardName ?? '' })
        }
        body={
          asking
            ? t(asking.action === 'refund' ? 'reporting.refundBody' : 'reporting.fulfilBody', {
                member: `${asking.order.member.firstName} ${asking.order.member.lastName}`,
                count: asking.order.cost,
              })
            : ''
        }
        confirm={asking?.action === 'refund' ? t('reporting.refund') : t('reporting.fulfil')}
        busy={settle.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Page>
  );
}
