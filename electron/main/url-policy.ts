/**
 * Which URLs the app may load and which links may leave for the system browser. Decisions are
 * made on parsed URLs, never on string prefixes, so userinfo (`https://good@evil`), ports,
 * lookalike hosts and odd schemes cannot slip through.
 */

/** The renderer's own origin: the built app served by the `app://` protocol. */
export const appScheme = 'app';
export const appHost = 'kudos';
export const appOrigin = `${appScheme}://${appHost}`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Normalizes an origin from configuration or the first-run screen: http(s) only, no path beyond
 * `/`, no userinfo, query or fragment. Plain http is refused except on this machine.
 */
export function normalizeServerOrigin(
  input: string,
): { ok: true; origin: string } | { ok: false; reason: 'invalidAddress' | 'insecureAddress' } {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = parse(withScheme);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return { ok: false, reason: 'invalidAddress' };
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return { ok: false, reason: 'invalidAddress' };
  if (!url.hostname) return { ok: false, reason: 'invalidAddress' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, reason: 'insecureAddress' };
  return { ok: true, origin: url.origin };
}

/** This machine: localhost, its sub-domains (tenant hosts in development) and loopback addresses. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1'
  );
}

/** True for pages of the app itself (`app://kudos/...`); everything else is a navigation away. */
export function isAppUrl(url: string): boolean {
  const parsed = parse(url);
  return (
    parsed !== null &&
    parsed.protocol === `${appScheme}:` &&
    parsed.hostname.toLowerCase() === appHost &&
    parsed.port === '' &&
    !parsed.username &&
    !parsed.password
  );
}

/** The origin of an http(s) URL without userinfo, or null. */
function webOrigin(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  if (parsed.username || parsed.password) return null;
  return parsed.origin;
}

/** Normalizes allow-list entries; unparsable or non-web entries are dropped. */
export function normalizeOrigins(entries: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of entries) {
    const origin = webOrigin(entry);
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * May this link open in the system browser? Only https (http only for this machine), no
 * userinfo, and an origin (scheme, host and port) exactly on the allow-list.
 */
export function isAllowedExternal(url: string, allowedOrigins: ReadonlySet<string>): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.username || parsed.password) return false;
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)))
    return false;
  return allowedOrigins.has(parsed.origin);
}

export type NavigationDecision =
  | { action: 'allow' }
  | { action: 'deny' }
  | { action: 'external'; url: string };

/**
 * The window may only ever show the app. A link elsewhere that the allow-list permits opens in
 * the browser instead; anything else is dropped. A kiosk never sends anything outside.
 */
export function decideNavigation(
  url: string,
  options: { allowedExternal: ReadonlySet<string>; kiosk: boolean },
): NavigationDecision {
  if (isAppUrl(url)) return { action: 'allow' };
  if (!options.kiosk && isAllowedExternal(url, options.allowedExternal)) return { action: 'external', url };
  return { action: 'deny' };
}
