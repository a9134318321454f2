/**
 * The spec writes these paths with a trailing slash and clients differ: each route answers both.
 * The second form is hidden from the API docs.
 */
export function bothSlashes(path: string): { url: string; hide: boolean }[] {
  const bare = path.replace(/\/+$/, '');
  return [
    { url: bare, hide: false },
    { url: `${bare}/`, hide: true },
  ];
}
