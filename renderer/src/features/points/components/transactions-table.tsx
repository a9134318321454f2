import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PointsTransactionType,
  pointsTransactionTypes,
  type TransactionRecipient,
} from '#shared/contract/points';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import {
  exportTransactions,
  pointsQueries,
  saveDownload,
  type TransactionFilters,
  useReverse,
} from '../api/points-queries.ts';
import { pointsErrorMessage } from '../model/points-error.ts';
import { useNumbers } from '../model/use-numbers.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  date: { whiteSpace: 'nowrap' },
});

const column = dataTableColumns<TransactionRecipient>();
const nameOf = (member: { firstName: string; lastName: string } | null) =>
  member ? `${member.firstName} ${member.lastName}` : '';

/**
 * Ledger rows, newest first, filtered by type and days, with the CSV of the same filters and the
 * reverse action (a `reversal` row; the original stays). `memberId` narrows it to one member.
 */
export function TransactionsTable(props: { memberId?: string; label: string }) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const dates = useDates();
  const numbers = useNumbers();
  const toasts = useToasts();
  const [type, setType] = useState<PointsTransactionType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: TransactionFilters = useMemo(
    () => ({
      types: type ? [type] : [],
      memberId: props.memberId,
      from: from || undefined,
      to: to || undefined,
    }),
    [type, from, to, props.memberId],
  );
  const rowsQuery = useInfiniteQuery(pointsQueries.transactions(filters));
  const reverse = useReverse();
  const [reversing, setReversing] = useState<TransactionRecipient | null>(null);
  const [exporting, setExporting] = useState(false);
  const rows = useMemo(() => rowsQuery.data?.pages.flatMap((page) => page.results) ?? [], [rowsQuery.data]);

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', {
          header: () => t('transactions.date'),
          meta: { className: styles.date },
          cell: (info) => dates.dateTime(info.getValue()),
        }),
        column.accessor('type', {
          header: () => t('transactions.type'),
          cell: (info) => t(`types.${info.getValue()}`),
        }),
        column.accessor('recipient', {
          header: () => t('transactions.account'),
          cell: (info) => {
            const row = info.row.original;
            const account = t(`accountTypes.${row.accountType}`);
            if (row.recipient && !props.memberId) {
              return (
                <RouterLink to={`/points/reporting/${row.recipient.id}`}>
                  {t('transactions.accountOf', { name: nameOf(row.recipient), account })}
                </RouterLink>
              );
            }
            return row.budgetItem ? `${account}: ${row.budgetItem.name}` : account;
          },
        }),
        column.accessor('sender', {
          header: () => t('transactions.sender'),
          cell: (info) => nameOf(info.getValue()),
        }),
        column.accessor('amount', {
          header: () => t('transactions.amount'),
          meta: { className: styles.amount },
          cell: (info) => `${info.getValue() > 0 ? '+' : ''}${numbers.points(info.getValue())}`,
        }),
        column.accessor('reason', {
          header: () => t('transactions.reason'),
          cell: (info) => info.getValue() ?? '',
        }),
        column.display({
          id: 'actions',
          header: () => t('columns.actions'),
          cell: (info) => {
            const row = info.row.original;
            if (row.reversedBy) return t('transactions.reversed');
            if (!row.reversible || !row.permissions.includes('reverse')) return null;
            return (
              <Button
                size="small"
                aria-label={t('transactions.reverseFor', {
                  type: t(`types.${row.type}`),
                  amount: numbers.points(row.amount),
                  date: dates.dateTime(row.createdAt),
                })}
                onClick={() => setReversing(row)}
              >
                {t('transactions.reverse')}
              </Button>
            );
          },
        }),
      ]),
    [t, dates, numbers, styles.amount, styles.date, props.memberId],
  );

  const download = async () => {
    setExporting(true);
    try {
      saveDownload(await exportTransactions(filters));
    } catch (error) {
      toasts.error(pointsErrorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const confirmReverse = async () => {
    if (!reversing) return;
    try {
      await reverse.mutateAsync({ id: reversing.id, accountId: reversing.accountId });
      toasts.success(t('transactions.reverseDone'));
    } catch (error) {
      toasts.error(pointsErrorMessage(error, t));
    } finally {
      setReversing(null);
    }
  };

  return (
    <>
      <div className={styles.filters}>
        <Field label={t('transactions.typeFilter')}>
          <Select value={type} onChange={(_, data) => setType(data.value as PointsTransactionType | '')}>
            <option value="">{t('transactions.allTypes')}</option>
            {pointsTransactionTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('transactions.from')}>
          <Input type="date" value={from} max={to || undefined} onChange={(_, data) => setFrom(data.value)} />
        </Field>
        <Field label={t('transactions.to')}>
          <Input type="date" value={to} min={from || undefined} onChange={(_, data) => setTo(data.value)} />
        </Field>
        <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void download()}>
          {t('transactions.export')}
        </Button>
      </div>
      {rowsQuery.isPending ? (
        <Spinner label={t('loading')} />
      ) : rowsQuery.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <DataTable
          label={props.label}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          emptyMessage={t('transactions.empty')}
          paging={rowsQuery}
          busy={rowsQuery.isFetching && !rowsQuery.isFetchingNextPage}
        />
      )}
      <ConfirmDialog
        open={reversing !== null}
        title={t('transactions.reverseTitle')}
        body={
          reversing
            ? t('transactions.reverseBody', {
                type: t(`types.${reversing.type}`),
                amount: numbers.points(reversing.amount),
                account: reversing.recipient
                  ? t('transactions.accountOf', {
                      name: nameOf(reversing.recipient),
                      account: t(`accountTypes.${reversing.accountType}`),
                    })
                  : t(`accountTypes.${reversing.accountType}`),
              })
            : ''
        }
        confirm={t('transactions.reverse')}
        busy={reverse.isPending}
        onConfirm={() => void confirmReverse()}
        onClose={() => setReversing(null)}
      />
    </>
  );
}
