import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportResult } from '#shared/contract/report';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';

export type TableRow = { key: string; label: string; values: Record<string, number>; total?: boolean };
const column = dataTableColumns<TableRow>();

const useStyles = makeStyles({
  number: { textAlign: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
});

/** The report's figures, one row per group and a total row last (what the chart draws, and more). */
export function ReportTable(props: { result: ReportResult; rowLabel: (row: TableRow) => string }) {
  const { result, rowLabel } = props;
  const { t, i18n } = useTranslation('report');
  const styles = useStyles();
  const rows = useMemo(
    (): TableRow[] => [
      ...result.rows,
      { key: '__total', label: t('total'), values: result.totals, total: true },
    ],
    [result, t],
  );
  const columns = useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return column.columns([
      column.display({
        id: 'label',
        header: () => t(`groupings.${result.groupBy}`),
        cell: (info) => (info.row.original.total ? t('total') : rowLabel(info.row.original)),
      }),
      ...result.columns.map((key) =>
        column.display({
          id: key,
          header: () => t(`columns.${key}`),
          meta: { className: styles.number },
          cell: (info) => number.format(info.row.original.values[key] ?? 0),
        }),
      ),
    ]);
  }, [result, t, i18n.language, rowLabel, styles.number]);
  return (
    <DataTable
      label={t('tableLabel', { report: t(`names.${result.id}`) })}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      rowClassName={(row) => (row.total ? styles.total : undefined)}
      emptyMessage={t('empty')}
    />
  );
}
