/** The screen's address on this host: what an admin copies and opens on the lobby screen. */
export function watchUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/tv/watch/${encodeURIComponent(token)}`;
}
