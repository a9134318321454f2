/** The member table's filters and sort order, kept in the page's address so a link or Back restores them. */
export type MemberStatus = 'all' | 'active' | 'suspended';
export type MemberSortKey = 'firstName' | 'lastName' | 'createdAt';
export type SortDirection = 'ascending' | 'descending';

export type MemberFilters = {
  search: string;
  status: MemberStatus;
  teamId: string | null;
  sortKey: MemberSortKey;
  sortDirection: SortDirection;
};

export const searchMaxLength = 100;
const statuses: readonly MemberStatus[] = ['all', 'active', 'suspended'];
const sortKeys: readonly MemberSortKey[] = ['firstName', 'lastName', 'createdAt'];

/** Reads the filters from `?search=&status=&team=&sort=-lastName`; anything unknown reads as the default. */
export function readMemberFilters(params: URLSearchParams): MemberFilters {
  const status = params.get('status') as MemberStatus | null;
  const sort = params.get('sort') ?? '';
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as MemberSortKey;
  const known = sortKeys.includes(key);
  return {
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    status: status && statuses.includes(status) ? status : 'all',
    teamId: params.get('team') || null,
    sortKey: known ? key : 'firstName',
    sortDirection: known && descending ? 'descending' : 'ascending',
  };
}

/** The address's query with some filters changed; defaults are left out of the address. */
export function withMemberFilters(params: URLSearchParams, change: Partial<MemberFilters>): URLSearchParams {
  const next = { ...readMemberFilters(params), ...change };
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.status !== 'all') out.set('status', next.status);
  if (next.teamId) out.set('team', next.teamId);
  if (next.sortKey !== 'firstName' || next.sortDirection !== 'ascending') {
    out.set('sort', `${next.sortDirection === 'descending' ? '-' : ''}${next.sortKey}`);
  }
  return out;
}

/** The list call's query for these filters (000 §7 GET /identity/tenantMembers). */
export function memberListParams(filters: MemberFilters): Record<string, string | boolean> {
  return {
    sorting: `${filters.sortDirection === 'descending' ? '-' : ''}${filters.sortKey}`,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status === 'all' ? {} : { suspended: filters.status === 'suspended' }),
    ...(filters.teamId ? { teamIdIn: filters.teamId } : {}),
  };
}

/** Sorting by a column: a new column sorts ascending, the same one flips. */
export function nextSort(
  filters: Pick<MemberFilters, 'sortKey' | 'sortDirection'>,
  key: MemberSortKey,
): Pick<MemberFilters, 'sortKey' | 'sortDirection'> {
  if (filters.sortKey !== key) return { sortKey: key, sortDirection: 'ascending' };
  return { sortKey: key, sortDirection: filters.sortDirection === 'ascending' ? 'descending' : 'ascending' };
}

/** The selection after toggling one row. */
export function toggled(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox: every shown row selected, some, or none. */
export function selectionState(selection: ReadonlySet<string>, shown: readonly string[]): boolean | 'mixed' {
  const chosen = shown.filter((id) => selection.has(id)).length;
  if (chosen === 0) return false;
  return chosen === shown.length ? true : 'mixed';
}

/** The header checkbox pressed: selects every shown row, or clears them all when all were selected. */
export function toggledAll(selection: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  if (selectionState(selection, shown) === true) return new Set();
  return new Set([...selection, ...shown]);
}
