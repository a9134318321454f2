/**
 * The page the member came from, when the link to /feedback named it (`?from=/home`). Only an
 * in-app path is kept: one leading slash, no scheme or host, at most 2048 characters.
 */
export function feedbackSourcePath(search: string): string | undefined {
  const from = new URLSearchParams(search).get('from');
  if (!from || from.length > 2048 || !/^\/(?![/\\])/.test(from)) return undefined;
  if (from === '/feedback' || from.startsWith('/feedback?')) return undefined;
  return from;
}
