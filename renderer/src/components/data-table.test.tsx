import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { DataTable, type DataTablePaging, dataTableColumns, type SortingState } from './data-table.tsx';

type Person = { id: string; first: string; last: string };
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, first: `First${i}`, last: `Last${i}` }));

const column = dataTableColumns<Person>();
const columns = column.columns([
  column.accessor('first', { header: 'First name', enableSorting: true }),
  column.accessor('last', { header: 'Last name' }),
]);

function Harness({
  rows,
  initialSelection = [],
  onSort,
  paging,
  virtualizeAbove,
}: {
  rows: Person[];
  initialSelection?: string[];
  onSort?: (sorting: SortingState) => void;
  paging?: DataTablePaging;
  virtualizeAbove?: number;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set(initialSelection));
  return (
    <>
      <output aria-label="Selected ids">{[...selected].sort().join(',')}</output>
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          onSort?.(next);
        }}
        selection={{
          selected,
          onChange: setSelected,
          selectAllLabel: 'Select all people',
          rowLabel: (row) => `Select ${row.first} ${row.last}`,
        }}
        emptyMessage="Nobody here."
        paging={paging}
        virtualizeAbove={virtualizeAbove}
      />
    </>
  );
}

const selectedIds = () => screen.getByRole('status', { name: 'Selected ids' }).textContent;
const bodyRows = () => screen.getAllByRole('row').slice(1);

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('shows the empty message when there are no rows', () => {
    renderWithProviders(<Harness rows={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
  });

  it('sorts through the header: ascending first, then flips; unsortable columns have no button', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderWithProviders(<Harness rows={people(3)} onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).queryByRole('button', { name: 'Last name' })).not.toBeInTheDocument();
    const first = within(table).getByRole('button', { name: 'First name' });
    await user.click(first);
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'first', desc: false }]);
    expect(screen.getByRole('columnheader', { name: 'First name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The keyboard reaches the sort button and Enter flips it.
    first.focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'first', desc: true }]);
    expect(screen.getByRole('columnheader', { name: 'First name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('selects rows by click and by Space, each checkbox named for its row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={people(3)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select First1 Last1' }));
    expect(selectedIds()).toBe('p1');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    const third = screen.getByRole('checkbox', { name: 'Select First2 Last2' });
    third.focus();
    await user.keyboard(' ');
    expect(selectedIds()).toBe('p1,p2');
    await user.click(screen.getByRole('checkbox', { name: 'Select First1 Last1' }));
    expect(selectedIds()).toBe('p2');
  });

  it('selects all shown rows from the header, shows "mixed" for some, and clears when all were selected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={people(3)} initialSelection={['p0']} />);
    const all = screen.getByRole('checkbox', { name: 'Select all people' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(selectedIds()).toBe('p0,p1,p2');
    expect(all).toBeChecked();
    await user.click(all);
    expect(selectedIds()).toBe('');
    expect(all).not.toBeChecked();
  });

  it('loads more with the button, and says so while loading', async () => {
    const user = userEvent.setup();
    const fetchNextPage = vi.fn();
    const { rerender } = renderWithProviders(
      <Harness rows={people(3)} paging={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<div />);
    renderWithProviders(
      <Harness rows={people(3)} paging={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />,
    );
    expect(screen.getByRole('button', { name: 'Loading more...' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('loads the next page when the end of the rows scrolls into view', () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetchNextPage = vi.fn();
    renderWithProviders(
      <Harness rows={people(3)} paging={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />,
    );
    act(() => notify?.([{ isIntersecting: false }]));
    expect(fetchNextPage).not.toHaveBeenCalled();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('renders every row up to the threshold', () => {
    renderWithProviders(<Harness rows={people(50)} virtualizeAbove={50} />);
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('beyond the threshold renders only the rows in view, following the window scroll', () => {
    // jsdom lays nothing out: the body starts 100px down a page long enough to scroll, rows measure
    // 44px, and the window is 768px high.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(44 * 1000);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 100 - window.scrollY }) as DOMRect,
    );
    renderWithProviders(<Harness rows={people(1000)} virtualizeAbove={300} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.getByRole('checkbox', { name: 'Select First0 Last0' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select First999 Last999' })).not.toBeInTheDocument();

    act(() => {
      window.scrollY = 100 + 44 * 500;
      fireEvent.scroll(window);
    });
    window.scrollY = 0;
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.queryByRole('checkbox', { name: 'Select First0 Last0' })).not.toBeInTheDocument();
    const row500 = screen.getByRole('checkbox', { name: 'Select First500 Last500' }).closest('tr');
    expect(row500).toHaveAttribute('aria-rowindex', '502');
  });
});
