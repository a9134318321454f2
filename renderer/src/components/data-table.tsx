import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  type ColumnDef,
  createColumnHelper,
  functionalUpdate,
  metaHelper,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/breakpoints.ts';

export type { SortingState };

/**
 * Per-column options: `className` goes on the column's header and body cells (widths, wrapping);
 * `hideOnPhone` leaves a column out on a phone-sized screen, where every column squeezed a long
 * text to one word per line (the page it links to still shows it).
 */
export type DataTableColumnMeta = { className?: string; hideOnPhone?: boolean };

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types.
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/**
 * The column helper for a DataTable of `T`, e.g.
 * `const column = dataTableColumns<Member>();
 *  const columns = column.columns([column.accessor('lastName', { header: () => t('lastName'), enableSorting: true })])`.
 * Define columns once (module scope or useMemo): new column objects rebuild the table.
 */
export const dataTableColumns = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();

/** Row selection, controlled by the page (batch actions read `selected`). */
export type DataTableSelection<T> = {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The header checkbox's accessible name, e.g. "Select all shown members". */
  selectAllLabel: string;
  /** A row checkbox's accessible name, e.g. "Select Eve Curie". */
  rowLabel: (row: T) => string;
};

/** The parts of useInfiniteQuery's result the table pages with: pass the query result as is. */
export type DataTablePaging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows, already sorted and filtered by the server. Keep the array stable (useMemo on the query data). */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /**
   * Server-side sort, controlled: one `{ id, desc }` at most; the page turns it into the API's
   * `sorting` param. Only columns with `enableSorting: true` get a sort button; a new column sorts
   * ascending first (set `sortDescFirst` on a column to start descending), the same one flips.
   */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  selection?: DataTableSelection<T>;
  /** Shown instead of the table when there are no rows. */
  emptyMessage: ReactNode;
  /** Infinite paging: the next page loads when the end scrolls into view, or with the "Load more" button. */
  paging?: DataTablePaging;
  /** True while a refetch is under way (aria-busy). */
  busy?: boolean;
  /** Class of the Table itself, e.g. a minimum width. */
  className?: string;
  /** Class of a body row, e.g. to highlight a row in error. */
  rowClassName?: (row: T) => string | undefined;
  /** Above this many rows only the rows in view are rendered; below, all (simpler for assistive tech). */
  virtualizeAbove?: number;
};

const estimatedRowHeight = 44;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  select: { width: '44px' },
  more: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalS },
  sentinel: { height: '1px' },
});

const toSet = (state: RowSelectionState) => new Set(Object.keys(state).filter((id) => state[id]));

/**
 * A Fluent-looking data grid on TanStack Table: server-side sorting, row selection with a header
 * select-all, infinite paging and, beyond `virtualizeAbove` rows, row virtualisation. Render it
 * once the first page has arrived; loading and error states stay with the page.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  sorting,
  onSortingChange,
  selection,
  emptyMessage,
  paging,
  busy,
  className,
  rowClassName,
  virtualizeAbove = 300,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const isPhone = useIsMobile();
  const shown = (meta: DataTableColumnMeta | undefined) => !(isPhone && meta?.hideOnPhone);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const selected = selection?.selected;
  const rowSelection = useMemo(
    (): RowSelectionState => Object.fromEntries([...(selected ?? [])].map((id) => [id, true as const])),
    [selected],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<T>[],
    data: rows as T[],
    getRowId: (row) => getRowId(row),
    defaultColumn: { enableSorting: false },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selection !== undefined,
    state: { sorting: sorting ?? [], rowSelection },
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange?.(functionalUpdate(updater, sorting ?? [])),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      selection?.onChange(toSet(functionalUpdate(updater, rowSelection))),
  });
  const tableRows = table.getRowModel().rows;
  const virtual = tableRows.length > virtualizeAbove;

  // The app scrolls the window, so a virtualised table stays in the page's flow (no inner scroll
  // box, no jump when the list crosses the threshold); the rows start where the body starts.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!virtual || !body) return;
    const top = Math.round(body.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    enabled: virtual,
    count: virtual ? tableRows.length : 0,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 10,
    scrollMargin,
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : tableRows.map((_, index) => ({ index, start: 0, end: 0 }));
  const first = items[0];
  const last = items.at(-1);
  const padTop = virtual && first ? first.start - scrollMargin : 0;
  const padBottom = virtual && last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  // Load the next page when the end of the rows comes near.
  const { hasNextPage = false, isFetchingNextPage = false, fetchNextPage } = paging ?? {};
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage?.();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (rows.length === 0) {
    return (
      <div role="status">
        <Text>{emptyMessage}</Text>
      </div>
    );
  }

  const allState = table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'mixed' : false;
  const columnCount = table.getAllLeafColumns().length;
  const spacer = (height: number) =>
    height > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, never focused; hidden so it is not counted as a row.
      <tr aria-hidden="true" style={{ height }}>
        <td colSpan={columnCount + (selection ? 1 : 0)} />
      </tr>
    ) : null;

  return (
    <>
      <div className={styles.scroll}>
        <Table
          sortable={onSortingChange !== undefined}
          aria-label={label}
          aria-busy={busy}
          aria-rowcount={virtual ? tableRows.length + 1 : undefined}
          className={className}
        >
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} aria-rowindex={virtual ? 1 : undefined}>
                {selection ? (
                  <TableSelectionCell
                    className={styles.select}
                    checked={allState}
                    checkboxIndicator={{ 'aria-label': selection.selectAllLabel }}
                    onClick={() => table.toggleAllRowsSelected()}
                  />
                ) : null}
                {group.headers
                  .filter((header) => shown(header.column.columnDef.meta))
                  .map((header) => {
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    return (
                      <TableHeaderCell
                        key={header.id}
                        className={header.column.columnDef.meta?.className}
                        sortable={canSort}
                        sortDirection={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                        onClick={canSort ? header.column.getToggleSortingHandler() : undefined}
                      >
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </TableHeaderCell>
                    );
                  })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody ref={bodyRef}>
            {spacer(padTop)}
            {items.map(({ index }) => {
              const row = tableRows[index];
              if (!row) return null;
              return (
                <TableRow
                  key={row.id}
                  className={rowClassName?.(row.original)}
                  data-index={index}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  aria-rowindex={virtual ? index + 2 : undefined}
                  aria-selected={selection ? row.getIsSelected() : undefined}
                >
                  {selection ? (
                    <TableSelectionCell
                      checked={row.getIsSelected()}
                      checkboxIndicator={{ 'aria-label': selection.rowLabel(row.original) }}
                      onClick={row.getToggleSelectedHandler()}
                    />
                  ) : null}
                  {row
                    .getAllCells()
                    .filter((cell) => shown(cell.column.columnDef.meta))
                    .map((cell) => (
                      <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    ))}
                </TableRow>
              );
            })}
            {spacer(padBottom)}
          </TableBody>
        </Table>
      </div>
      <div ref={sentinelRef} className={styles.sentinel} />
      {hasNextPage ? (
        <div className={styles.more}>
          <Button disabledFocusable={isFetchingNextPage} onClick={() => void fetchNextPage?.()}>
            {isFetchingNextPage ? t('dataTable.loadingMore') : t('dataTable.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
