import { Badge, Spinner, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllocationSource } from '#shared/contract/points';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { pointsQueries } from '../api/points-queries.ts';
import { type AllocationSourceName, configurePathOf } from '../model/sources.ts';
import { useNumbers } from '../model/use-numbers.ts';

const column = dataTableColumns<AllocationSource>();

/** The allocation sources named by `only` (all when absent): amount, reset and state, each linking to its configure page. */
export function SourcesTable(props: { only?: readonly AllocationSourceName[]; label: string }) {
  const { t } = useTranslation('points');
  const numbers = useNumbers();
  const sources = useQuery(pointsQueries.sources());
  const { only } = props;
  const rows = useMemo(
    () =>
      (sources.data ?? [])
        .filter((source) => !only || only.includes(source.id))
        .sort((a, b) => (only ? only.indexOf(a.id) - only.indexOf(b.id) : 0)),
    [sources.data, only],
  );
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('id', {
          header: () => t('sources.source'),
          cell: (info) => (
            <RouterLink to={configurePathOf(info.getValue())}>
              {t(`sources.names.${info.getValue()}`)}
            </RouterLink>
          ),
        }),
        column.display({
          id: 'description',
          meta: { hideOnPhone: true },
          header: () => t('sources.description'),
          cell: (info) => t(`sources.descriptions.${info.row.original.id}`),
        }),
        column.accessor('amount', {
          header: () => t('sources.amount'),
          cell: (info) =>
            t('pointsCount', { count: info.getValue(), formatted: numbers.points(info.getValue()) }),
        }),
        column.accessor('resetFrequency', {
          header: () => t('sources.resetFrequency'),
          cell: (info) => t(`frequency.${info.getValue()}`),
        }),
        column.accessor('enabled', {
          header: () => t('sources.state'),
          cell: (info) => (
            <Badge appearance="tint" color={info.getValue() ? 'success' : 'subtle'}>
              {t(info.getValue() ? 'sources.on' : 'sources.off')}
            </Badge>
          ),
        }),
      ]),
    [t, numbers],
  );
  if (sources.isPending) return <Spinner label={t('loading')} />;
  if (sources.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  return (
    <DataTable
      label={props.label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyMessage={t('sources.empty')}
    />
  );
}
