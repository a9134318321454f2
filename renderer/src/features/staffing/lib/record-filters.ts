import { type SegmentKind, segmentKinds, staffRecordSortings } from '#shared/contract/staffing';

/** The HR records table's search, segment filter and sort, kept in the address. */
export type RecordSorting = (typeof staffRecordSortings)[number];
export type RecordFilters = {
  search: string;
  segment: { kind: SegmentKind; value: string } | null;
  sorting: RecordSorting;
};

export const recordSearchMaxLength = 100;

/** Reads `?search=&segment=department:Sales&sort=-lastName`; anything unknown reads as the default. */
export function readRecordFilters(params: URLSearchParams): RecordFilters {
  const [kind, ...rest] = (params.get('segment') ?? '').split(':');
  const value = rest.join(':');
  const sort = params.get('sort') as RecordSorting | null;
  return {
    search: (params.get('search') ?? '').trim().slice(0, recordSearchMaxLength),
    segment:
      kind && value && (segmentKinds as readonly string[]).includes(kind)
        ? { kind: kind as SegmentKind, value }
        : null,
    sorting: sort && staffRecordSortings.includes(sort) ? sort : 'lastName',
  };
}

/** The address's query with some filters changed; defaults are left out. */
export function withRecordFilters(params: URLSearchParams, change: Partial<RecordFilters>): URLSearchParams {
  const next = { ...readRecordFilters(params), ...change };
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.segment) out.set('segment', `${next.segment.kind}:${next.segment.value}`);
  if (next.sorting !== 'lastName') out.set('sort', next.sorting);
  return out;
}

/** The list call's query (GET /identity/staffRecords). */
export function recordListParams(filters: RecordFilters): Record<string, string | number> {
  return {
    sorting: filters.sorting,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.segment ? { segmentKind: filters.segment.kind, segmentValue: filters.segment.value } : {}),
  };
}

/** The columns the table sorts by, as the table names them (TanStack's sorting state). */
export type RecordSortColumn = 'lastName' | 'employeeId' | 'updatedAt';

/** The API's `sorting` as the table's sorting state, and back. */
export function toSortingState(sorting: RecordSorting): { id: RecordSortColumn; desc: boolean }[] {
  const desc = sorting.startsWith('-');
  return [{ id: (desc ? sorting.slice(1) : sorting) as RecordSortColumn, desc }];
}

export function fromSortingState(state: readonly { id: string; desc: boolean }[]): RecordSorting {
  const first = state[0];
  const sorting = first ? `${first.desc ? '-' : ''}${first.id}` : 'lastName';
  return (staffRecordSortings as readonly string[]).includes(sorting)
    ? (sorting as RecordSorting)
    : 'lastName';
}
