import {
  Badge,
  makeStyles,
  mergeClasses,
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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffImportRow, StaffImportRowOutcome } from '#shared/contract/staffing';
import { Pager } from '../../../components/pager.tsx';
import { flowQueries } from '../api/flow-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  line: { width: '64px' },
  outcome: { width: '112px' },
  id: { width: '12%' },
  name: { width: '16%' },
  email: { width: '22%' },
  details: { width: '30%' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
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
  const results = rows.data?.results ?? [];

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

  return (
    <div className={styles.root}>
      {rows.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : rows.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : results.length === 0 ? (
        <Text className={styles.muted}>{t('import.preview.noRows')}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table
            aria-label={t('import.preview.rowsLabel')}
            className={styles.table}
            aria-busy={rows.isFetching}
          >
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.line}>{t('import.preview.line')}</TableHeaderCell>
                <TableHeaderCell className={styles.outcome}>{t('import.preview.outcome')}</TableHeaderCell>
                <TableHeaderCell className={styles.id}>{t('import.preview.employeeId')}</TableHeaderCell>
                <TableHeaderCell className={styles.name}>{t('import.preview.name')}</TableHeaderCell>
                <TableHeaderCell className={styles.email}>{t('import.preview.email')}</TableHeaderCell>
                <TableHeaderCell className={styles.details}>{t('import.preview.details')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {results.map((row) => (
                <TableRow
                  key={row.line}
                  className={mergeClasses(row.outcome === 'invalid' && styles.invalid)}
                >
                  <TableCell>{row.line}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={badgeColor[row.outcome]}>
                      {t(`import.counts.${row.outcome}`)}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.wrap}>{row.employeeId}</TableCell>
                  <TableCell className={styles.wrap}>{`${row.firstName} ${row.lastName}`.trim()}</TableCell>
                  <TableCell className={styles.wrap}>{row.email}</TableCell>
                  <TableCell className={styles.wrap}>{details(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pager label={t('import.preview.pagination')} page={page} next={rows.data?.next} onPage={setPage} />
    </div>
  );
}
