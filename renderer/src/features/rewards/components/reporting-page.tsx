import { Body1, Button, Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RewardOrder, type RewardOrderState, rewardOrderStates } from '#shared/contract/rewards';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
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

const column = dataTableColumns<RewardOrder>();
const whoOf = (order: RewardOrder) => `${order.member.firstName} ${order.member.lastName}`;

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

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'member',
          header: () => t('columns.member'),
          cell: (info) => whoOf(info.row.original),
        }),
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
        column.display({
          id: 'actions',
          header: () => t('columns.actions'),
          cell: (info) => {
            const order = info.row.original;
            const who = whoOf(order);
            return order.state === 'pending' ? (
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
            );
          },
        }),
      ]),
    [t, dates, styles],
  );

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
          <DataTable
            label={t('reporting.label')}
            columns={columns}
            rows={orders.data.results}
            getRowId={(order) => order.id}
            emptyMessage={t('reporting.empty')}
          />
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
