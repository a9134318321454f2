import { Badge, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffImportRow, StaffImportRowOutcome } from '#shared/contract/staffing';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { flowQueries } from '../api/flow-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { minWidth: '720px' },
  line: { width: '64px' },
  outcome: { width: '112px' },
  id: { width: '12%', overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  name: { width: '16%', overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  email: { width: '22%', overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  details: { width: '30%', overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  invalid: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    ':hover': { backgroundColor: tokens.colorPaletteRedBackground2 },
  },
  errors: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    color: tokens.colorPaletteRedForeground1,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const badgeColor: Record<StaffImportRowOutcome, 'success' | 'brand' | 'informative' | 'danger'> = {
  new: 'success',
  changed: 'brand',
  unchanged: 'informative',
  invalid: 'danger',
};

const column = dataTableColumns<StaffImportRow>();

/**
 * The preview's rows, one page at a time; invalid rows are highlighted with every reason. Keyed by
 * the outcome shown, so another filter starts on its first page.
 */
export function ImportRows(props: { id: string; outcome: StaffImportRowOutcome | null }) {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const rows = useQuery({
    ...flowQueries.importRows(props.id, props.outcome, page),
    placeholderData: keepPreviousData,
  });
  const results = useMemo(() => rows.data?.results ?? [], [rows.data]);
  const columns = useMemo(() => {
    const details = (row: StaffImportRow) => {
      if (row.outcome === 'invalid')
        return (
          <ul className={styles.errors}>
            {row.errors.map((error) => (
              <li key={`${error.column}-${error.message}`}>
                {error.column
                  ? t('import.preview.columnError', { column: error.column, message: error.message })
                  : error.message}
              </li>
            ))}
          </ul>
        );
      if (row.outcome === 'changed' && row.changes.length > 0)
        return t('import.preview.changes', { columns: row.changes.join(', ') });
      return null;
    };
    return column.columns([
      column.accessor('line', {
        header: () => t('import.preview.line'),
        meta: { className: styles.line },
      }),
      column.accessor('outcome', {
        header: () => t('import.preview.outcome'),
        meta: { className: styles.outcome },
        cell: (info) => (
          <Badge appearance="tint" color={badgeColor[info.getValue()]}>
            {t(`import.counts.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('employeeId', {
        header: () => t('import.preview.employeeId'),
        meta: { className: styles.id },
      }),
      column.display({
        id: 'name',
        header: () => t('import.preview.name'),
        meta: { className: styles.name },
        cell: (info) => `${info.row.original.firstName} ${info.row.original.lastName}`.trim(),
      }),
      column.accessor('email', {
        header: () => t('import.preview.email'),
        meta: { className: styles.email },
      }),
      column.display({
        id: 'details',
        header: () => t('import.preview.details'),
        meta: { className: styles.details },
        cell: (info) => details(info.row.original),
      }),
    ]);
  }, [t, styles]);

  return (
    <div className={styles.root}>
      {rows.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : rows.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : results.length === 0 ? (
        <Text className={styles.muted}>{t('import.preview.noRows')}</Text>
      ) : (
        <DataTable
          label={t('import.preview.rowsLabel')}
          className={styles.table}
          busy={rows.isFetching}
          columns={columns}
          rows={results}
          getRowId={(row) => String(row.line)}
          rowClassName={(row) => (row.outcome === 'invalid' ? styles.invalid : undefined)}
          emptyMessage={t('import.preview.noRows')}
        />
      )}
      <Pager label={t('import.preview.pagination')} page={page} next={rows.data?.next} onPage={setPage} />
    </div>
  );
}
