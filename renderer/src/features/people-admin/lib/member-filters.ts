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
