/**
 * The People directory's state in the URL (`?search=sam&team=<id>`), so back, forward, reload and
 * a shared link show the same list.
 */
export type DirectoryParams = {
  /** The search as the server gets it: trimmed, at most `searchMaxLength` characters. */
  search: string;
  /** The team filter, or null for everyone. */
  teamId: string | null;
};

/** The server's limit on a member search (memberListQuery). */
export const searchMaxLength = 100;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normalizeSearch = (text: string) => text.trim().slice(0, searchMaxLength).trim();

/** Reads the directory's params; a malformed team id is ignored rather than sent. */
export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const team = params.get('team');
  return {
    search: normalizeSearch(params.get('search') ?? ''),
    teamId: team && uuid.test(team) ? team : null,
  };
}

/** The params with `change` applied; empty values leave the URL, other params stay. */
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
  return next;
}
