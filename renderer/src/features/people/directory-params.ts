import { type SegmentKind, segmentKinds } from '#shared/constants';

/**
 * The People directory's state in the URL (`?search=sam&team=<id>&segmentKind=department&
 * segmentValue=Engineering`), so back, forward, reload and a shared link show the same list.
 */
export type DirectoryParams = {
  /** The search as the server gets it: trimmed, at most `searchMaxLength` characters. */
  search: string;
  /** The team filter, or null for everyone. */
  teamId: string | null;
  /** The segment kind chosen; the list is filtered once a value is chosen too. */
  segmentKind: SegmentKind | null;
  /** The segment value (an HR record's department, location...), or null for any. */
  segmentValue: string | null;
};

/** The server's limit on a member search (memberListQuery). */
export const searchMaxLength = 100;
/** The server's limit on a segment value (staffProfileTextMaxLength). */
export const segmentValueMaxLength = 120;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normalizeSearch = (text: string) => text.trim().slice(0, searchMaxLength).trim();

const isSegmentKind = (value: string | null): value is SegmentKind =>
  value !== null && (segmentKinds as readonly string[]).includes(value);

/** Reads the directory's params; a malformed team id or unknown segment kind is ignored rather than sent. */
export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const team = params.get('team');
  const kind = params.get('segmentKind');
  const segmentKind = isSegmentKind(kind) ? kind : null;
  const value = (params.get('segmentValue') ?? '').trim().slice(0, segmentValueMaxLength);
  return {
    search: normalizeSearch(params.get('search') ?? ''),
    teamId: team && uuid.test(team) ? team : null,
    segmentKind,
    // A value means nothing without its kind.
    segmentValue: segmentKind && value ? value : null,
  };
}

/** The params with `change` applied; empty values leave the URL, other params stay. A new kind drops the value. */
export function withDirectoryParams(
  params: URLSearchParams,
  change: Partial<DirectoryParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.search !== undefined) {
    const search = normalizeSearch(change.search);
    if (search) next.set('search', search);
    else next.delete('search');
  }
  if (change.teamId !== undefined) {
    if (change.teamId) next.set('team', change.teamId);
    else next.delete('team');
  }
  if (change.segmentKind !== undefined && change.segmentKind !== next.get('segmentKind')) {
    if (change.segmentKind) next.set('segmentKind', change.segmentKind);
    else next.delete('segmentKind');
    next.delete('segmentValue');
  }
  if (change.segmentValue !== undefined) {
    if (change.segmentValue && next.get('segmentKind')) next.set('segmentValue', change.segmentValue);
    else next.delete('segmentValue');
  }
  return next;
}
