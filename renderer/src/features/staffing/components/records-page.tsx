import {
  Badge,
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  OptionGroup,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type SegmentKind, type StaffRecord, segmentKinds } from '#shared/contract/staffing';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { exportRecords, saveFile, staffingQueries } from '../api/staffing-queries.ts';
import {
  fromSortingState,
  type RecordFilters,
  readRecordFilters,
  recordSearchMaxLength,
  toSortingState,
  withRecordFilters,
} from '../lib/record-filters.ts';
import { exportRecordsPermission, importRecords, StaffingGate } from './staffing-gate.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 2, flexBasis: '280px' },
  searchBox: { maxWidth: 'none', width: '100%' },
  segment: { flexBasis: '240px', flexGrow: 1 },
  dropdown: { minWidth: 'auto', width: '100%' },
  table: { minWidth: '960px' },
  idColumn: { width: '10%' },
  nameColumn: { width: '17%' },
  emailColumn: { width: '21%' },
  memberColumn: { width: '11%' },
  updatedColumn: { width: '11%' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /staffing: the organization's HR records (000 §2 "HR records"), paged on the server. */
export default function RecordsPage() {
  return (
    <StaffingGate>
      <Records />
    </StaffingGate>
  );
}

/** The segment filter's option value: `kind:value`. */
const segmentOption = (kind: SegmentKind, value: string) => `${kind}:${value}`;

function Records() {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const canImport = useHolds(importRecords);
  const canExport = useHolds(exportRecordsPermission);
  const [params, setParams] = useSearchParams();
  const filters = readRecordFilters(params);
  const change = useCallback(
    (next: Partial<RecordFilters>) =>
      setParams((current) => withRecordFilters(current, next), { replace: true }),
    [setParams],
  );
  const commitSearch = useCallback((search: string) => change({ search }), [change]);
  const [text, setText] = useSearchText(filters.search, commitSearch);
  const [exporting, setExporting] = useState(false);
  const list = useInfiniteQuery({ ...staffingQueries.records(filters), placeholderData: keepPreviousData });
  const segments = useQuery(staffingQueries.segments());
  const records = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const unfiltered = !filters.search && !filters.segment;
  const columns = useRecordColumns(styles);

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportRecords();
      saveFile(blob, fileName);
    } catch {
      toasts.error(t('records.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const segmentLabel = filters.segment
    ? `${t(`segmentKinds.${filters.segment.kind}`)}: ${filters.segment.value}`
    : t('records.allSegments');

  return (
    <Page
      title={t('title')}
      width={1440}
      actions={
        <>
          {canImport ? (
            <Button
              appearance="primary"
              icon={<ArrowUploadRegular />}
              onClick={() => void navigate('/staffing/import/integrations')}
            >
              {t('records.import')}
            </Button>
          ) : null}
          {canExport ? (
            <Button
              icon={<ArrowDownloadRegular />}
              disabledFocusable={exporting}
              onClick={() => void download()}
            >
              {exporting ? t('records.exporting') : t('records.export')}
            </Button>
          ) : null}
        </>
      }
    >
      <search className={styles.filters} aria-label={t('records.filters')}>
        <Field label={t('records.search')} className={styles.search}>
          <SearchBox
            className={styles.searchBox}
            value={text}
            maxLength={recordSearchMaxLength}
            placeholder={t('records.searchPlaceholder')}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <Field label={t('records.segment')} className={styles.segment}>
          <Dropdown
            className={styles.dropdown}
            value={segmentLabel}
            selectedOptions={[
              filters.segment ? segmentOption(filters.segment.kind, filters.segment.value) : '',
            ]}
            onOptionSelect={(_, data) => {
              const [kind, ...rest] = (data.optionValue ?? '').split(':');
              change({ segment: kind ? { kind: kind as SegmentKind, value: rest.join(':') } : null });
            }}
          >
            <Option value="">{t('records.allSegments')}</Option>
            {segmentKinds
              .filter((kind) => (segments.data?.[kind]?.length ?? 0) > 0)
              .map((kind) => (
                <OptionGroup key={kind} label={t(`segmentKinds.${kind}`)}>
                  {segments.data?.[kind]?.map((value) => (
                    <Option
                      key={value}
                      value={segmentOption(kind, value)}
                      text={`${t(`segmentKinds.${kind}`)}: ${value}`}
                    >
                      {value}
                    </Option>
                  ))}
                </OptionGroup>
              ))}
          </Dropdown>
        </Field>
      </search>
      {list.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <DataTable
          label={t('records.tableLabel')}
          columns={columns}
          rows={records}
          getRowId={(record) => record.id}
          sorting={toSortingState(filters.sorting)}
          onSortingChange={(sorting) => change({ sorting: fromSortingState(sorting) })}
          emptyMessage={unfiltered ? t('records.none') : t('records.empty')}
          paging={list}
          busy={list.isFetching}
          className={styles.table}
        />
      )}
    </Page>
  );
}

const column = dataTableColumns<StaffRecord>();

/** The table's columns; the sortable ones carry the API's sort names as ids. */
function useRecordColumns(styles: ReturnType<typeof useStyles>) {
  const { t } = useTranslation('staffing');
  const dates = useDates();
  return useMemo(() => {
    return column.columns([
      column.accessor('employeeId', {
        header: () => t('records.employeeId'),
        enableSorting: true,
        meta: { className: `${styles.idColumn} ${styles.wrap}` },
      }),
      column.accessor('lastName', {
        header: () => t('records.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <RouterLink to={`/staffing/${row.original.id}`}>
            {`${row.original.lastName}, ${row.original.firstName}`}
          </RouterLink>
        ),
        meta: { className: `${styles.nameColumn} ${styles.wrap}` },
      }),
      column.accessor('email', {
        header: () => t('records.email'),
        meta: { className: `${styles.emailColumn} ${styles.wrap}` },
      }),
      column.accessor('jobTitle', {
        header: () => t('records.jobTitle'),
        cell: ({ getValue }) => getValue() ?? '',
        meta: { className: styles.wrap },
      }),
      column.accessor((record) => record.segments.department, {
        id: 'department',
        header: () => t('records.department'),
        cell: ({ getValue }) => getValue() ?? '',
        meta: { className: styles.wrap },
      }),
      column.accessor('invitationStatus', {
        header: () => t('records.member'),
        cell: ({ row }) => (
          <Badge appearance="outline" color={row.original.memberId ? 'informative' : 'subtle'}>
            {row.original.invitationStatus
              ? t(`invitationStatus.${row.original.invitationStatus}`)
              : t('invitationStatus.noMember')}
          </Badge>
        ),
        meta: { className: styles.memberColumn },
      }),
      column.accessor('updatedAt', {
        header: () => t('records.updated'),
        enableSorting: true,
        sortDescFirst: true,
        cell: ({ getValue }) => dates.date(getValue()),
        meta: { className: styles.updatedColumn },
      }),
    ]);
  }, [styles, dates, t]);
}
