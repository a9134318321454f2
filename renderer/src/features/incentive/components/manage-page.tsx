import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, MoreHorizontal20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Incentive, IncentiveStatus } from '#shared/contract/incentive';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { incentiveQueries, useDeleteIncentive, useIncentiveStatus } from '../api/incentive-queries.ts';
import { incentiveErrorMessage } from '../model/incentive-errors.ts';

const useStyles = makeStyles({ intro: { color: tokens.colorNeutralForeground2 } });

const statusColor: Record<IncentiveStatus, 'informative' | 'brand' | 'success' | 'subtle' | 'warning'> = {
  draft: 'informative',
  scheduled: 'warning',
  active: 'success',
  ended: 'subtle',
  archived: 'subtle',
};

const column = dataTableColumns<Incentive>();

/** /incentives/manage: every incentive with its pending claims; create, edit, duplicate, review. */
export function ManagePage() {
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const navigate = useNavigate();
  const dates = useDates();
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const list = useQuery(incentiveQueries.list(page));
  const canCreate = useHoldsAny([
    ['incentiveApp', 'manage'],
    ['incentiveApp', 'createIncentive'],
  ]);
  const status = useIncentiveStatus();
  const remove = useDeleteIncentive();
  const [deleting, setDeleting] = useState<Incentive | null>(null);
  const columns = useMemo(() => {
    const change = async (item: Incentive, next: 'draft' | 'published' | 'archived') => {
      try {
        await status.mutateAsync({ id: item.id, status: next });
        toasts.success(t(`manage.changed.${next}`, { name: item.name }));
      } catch (error) {
        toasts.error(incentiveErrorMessage(error, t));
      }
    };
    return column.columns([
      column.accessor('name', {
        header: () => t('manage.name'),
        cell: (info) =>
          canCreate ? (
            <RouterLink to={`/incentives/configure/${info.row.original.id}`}>{info.getValue()}</RouterLink>
          ) : (
            info.getValue()
          ),
      }),
      column.accessor('status', {
        header: () => t('manage.status'),
        cell: (info) => (
          <Badge appearance="tint" color={statusColor[info.getValue()]}>
            {t(`status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('points', {
        header: () => t('manage.points'),
        cell: (info) => t('points', { count: info.getValue() }),
      }),
      column.accessor('endAt', {
        header: () => t('manage.window'),
        cell: (info) =>
          info.row.original.startAt && info.row.original.endAt
            ? t('manage.windowValue', {
                start: dates.date(info.row.original.startAt),
                end: dates.date(info.row.original.endAt),
              })
            : t('manage.noWindow'),
      }),
      column.accessor('pendingCount', {
        header: () => t('manage.pending'),
        cell: (info) => (
          <RouterLink to={`/incentives/manage/${info.row.original.id}/pending`}>
            {t('manage.pendingLink', { count: info.getValue() })}
          </RouterLink>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('manage.actions'),
        cell: (info) => {
          const item = info.row.original;
          if (!canCreate) return null;
          return (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<MoreHorizontal20Regular />}
                  aria-label={t('manage.actionsFor', { name: item.name })}
                />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem onClick={() => void navigate(`/incentives/configure/${item.id}`)}>
                    {t('manage.edit')}
                  </MenuItem>
                  <MenuItem onClick={() => void navigate(`/incentives/duplicate/${item.id}`)}>
                    {t('manage.duplicate')}
                  </MenuItem>
                  {item.status === 'draft' || item.status === 'archived' ? (
                    <MenuItem onClick={() => void change(item, 'published')}>{t('manage.publish')}</MenuItem>
                  ) : null}
                  {item.status !== 'draft' && item.status !== 'archived' ? (
                    <MenuItem onClick={() => void change(item, 'draft')}>{t('manage.unpublish')}</MenuItem>
                  ) : null}
                  {item.status !== 'archived' ? (
                    <MenuItem onClick={() => void change(item, 'archived')}>{t('manage.archive')}</MenuItem>
                  ) : null}
                  <MenuItem onClick={() => setDeleting(item)}>{t('manage.delete')}</MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          );
        },
      }),
    ]);
  }, [t, dates, canCreate, navigate, status, toasts]);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toasts.success(t('manage.deleted', { name: deleting.name }));
    } catch (error) {
      toasts.error(incentiveErrorMessage(error, t));
    } finally {
      setDeleting(null);
    }
  };
  return (
    <Page
      title={t('manage.title')}
      width={1440}
      actions={
        canCreate ? (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => void navigate('/incentives/configure')}
          >
            {t('manage.create')}
          </Button>
        ) : undefined
      }
    >
      <Text className={styles.intro}>{t('manage.intro')}</Text>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <>
          <DataTable
            label={t('manage.tableLabel')}
            columns={columns}
            rows={list.data.results}
            getRowId={(row) => row.id}
            emptyMessage={t('manage.empty')}
            busy={list.isFetching}
          />
          <Pager label={t('common:pager.label')} page={page} next={list.data.next} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('manage.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('manage.deleteBody')}
        confirm={t('manage.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
