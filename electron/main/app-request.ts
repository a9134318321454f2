import path from 'node:path';
import { isAppUrl } from './url-policy.ts';

/**
 * How `app://kudos/...` requests are answered: `/api/...` goes to the organization's server (so
 * the renderer keeps calling its own origin, as on the web), the first-run screen comes from
 * its own folder, and everything else is a file of the built renderer, with index.html for
 * in-app routes (the SPA fallback). Paths never leave their folder.
 */
export type AppRequest =
  | { kind: 'api'; target: string }
  | { kind: 'file'; file: string; spaFallback: boolean }
  | { kind: 'notFound' };

export const firstRunPrefix = '/__first-run/';

/** The file for `pathname` inside `root`, or null if it would escape (`..`, encoded slashes, NUL). */
export function safeJoin(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === resolvedRoot || file.startsWith(resolvedRoot + path.sep) ? file : null;
}

export function classifyAppRequest(
  url: string,
  options: { rendererDir: string; firstRunDir: string; serverOrigin: string | null },
): AppRequest {
  if (!isAppUrl(url)) return { kind: 'notFound' };
  const parsed = new URL(url);
  const pathname = parsed.pathname || '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    if (!options.serverOrigin) return { kind: 'notFound' };
    return { kind: 'api', target: `${options.serverOrigin}${pathname}${parsed.search}` };
  }
  if (pathname.startsWith(firstRunPrefix)) {
    const rest = pathname.slice(firstRunPrefix.length) || 'index.html';
    const file = safeJoin(options.firstRunDir, rest);
    return file ? { kind: 'file', file, spaFallback: false } : { kind: 'notFound' };
  }
  // A last segment without a dot is an in-app route (/home, /tv/watch/abc): serve index.html.
  const last = pathname.split('/').pop() ?? '';
  if (pathname === '/' || !last.includes('.')) {
    return {
      kind: 'file',
      file: path.join(path.resolve(options.rendererDir), 'index.html'),
      spaFallback: true,
    };
  }
  const file = safeJoin(options.rendererDir, pathname);
  return file ? { kind: 'file', file, spaFallback: false } : { kind: 'notFound' };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Request headers that must not travel to the server: the app origin and anything cookie. */
const droppedRequestHeaders = new Set(['origin', 'referer', 'cookie', 'host']);

export function forwardedHeaders(headers: Iterable<[string, string]>): Headers {
  const out = new Headers();
  for (const [name, value] of headers)
    if (!droppedRequestHeaders.has(name.toLowerCase())) out.append(name, value);
  return out;
}
