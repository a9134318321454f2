import { Body1, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BudgetItem } from '#shared/contract/award';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { pointsQueries, useDeleteBudgetItem } from '../api/points-queries.ts';
import { pointsErrorMessage } from '../model/points-error.ts';
import { configurePathOf } from '../model/sources.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AdminPage } from './admin-page.tsx';

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const column = dataTableColumns<BudgetItem>();

/** /points/bank: the point banks (budget items) awards and top-ups draw on. */
export function BankPage() {
  const { t } = useTranslation('points');
  const navigate = useNavigate();
  return (
    <AdminPage
      needs="banks"
      allocationView
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => void navigate('/points/bank/configure')}
        >
          {t('bank.add')}
        </Button>
      }
    >
      <Banks />
    </AdminPage>
  );
}

function Banks() {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const numbers = useNumbers();
  const [page, setPage] = useState(1);
  const items = useQuery(pointsQueries.budgetItems(page));
  const remove = useDeleteBudgetItem();
  const [deleting, setDeleting] = useState<BudgetItem | null>(null);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('bank.name'),
          cell: (info) => (
            <RouterLink to={`/points/bank/configure/${info.row.original.id}`}>{info.getValue()}</RouterLink>
          ),
        }),
        column.accessor('balance', {
          header: () => t('bank.balance'),
          cell: (info) => numbers.points(info.getValue()),
        }),
        column.accessor('available', {
          header: () => t('bank.available'),
          cell: (info) => numbers.points(info.getValue()),
        }),
        column.accessor('owners', {
          header: () => t('bank.owners'),
          cell: (info) =>
            info
              .getValue()
              .map((owner) => `${owner.firstName} ${owner.lastName}`)
              .join(', ') || t('bank.noOwners'),
        }),
        column.accessor('awardTypeCount', {
          header: () => t('bank.awardTypes'),
          cell: (info) => numbers.points(info.getValue()),
        }),
        column.display({
          id: 'actions',
          header: () => t('columns.actions'),
          cell: (info) => (
            <Button
              size="small"
              aria-label={t('bank.deleteFor', { name: info.row.original.name })}
              disabled={info.row.original.awardTypeCount > 0}
              onClick={() => setDeleting(info.row.original)}
            >
              {t('bank.delete')}
            </Button>
          ),
        }),
      ]),
    [t, numbers],
  );
  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toasts.success(t('bank.deleted', { name: deleting.name }));
    } catch (error) {
      toasts.error(pointsErrorMessage(error, t));
    } finally {
      setDeleting(null);
    }
  };
  return (
    <>
      <div className={styles.intro}>
        <Body1>{t('bank.intro')}</Body1>
        <RouterLink to={configurePathOf('pointsBank')}>{t('bank.topUp')}</RouterLink>
      </div>
      {items.isPending ? (
        <Spinner label={t('loading')} />
      ) : items.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <>
          <DataTable
            label={t('bank.tableLabel')}
            columns={columns}
            rows={items.data.results}
            getRowId={(row) => row.id}
            emptyMessage={t('bank.empty')}
            busy={items.isFetching}
          />
          <Pager label={t('common:pager.label')} page={page} next={items.data.next} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('bank.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('bank.deleteBody')}
        confirm={t('bank.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
