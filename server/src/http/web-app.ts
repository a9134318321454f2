import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorNames } from '#shared/contract/common';

/**
 * The page's Content-Security-Policy. Fluent UI (Griffel) inserts style rules at run time, hence
 * 'unsafe-inline' for styles only; images may come from media URLs and GIF providers (https).
 */
export const webContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** What every HTML answer carries, whoever sends it (the app's page, /api/docs, a static file). */
const htmlHeaders = {
  'content-security-policy': webContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const pageHeaders = { ...htmlHeaders, 'cache-control': 'no-cache' };

/**
 * The hosts Microsoft Teams (web, desktop and the new cloud.microsoft domain) frames a tab from.
 * Only the Teams pages (the Teams app's tabs open /teams-link/...; docs/teams.md) may be framed,
 * and only by these; every other page keeps `frame-ancestors 'none'`.
 */
export const teamsFrameAncestors = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://teams.cloud.microsoft',
  'https://*.cloud.microsoft',
  'https://*.office.com',
  'https://*.skype.com',
];
const teamsPageHeaders = {
  ...pageHeaders,
  'content-security-policy': webContentSecurityPolicy.replace(
    "frame-ancestors 'none'",
    `frame-ancestors ${teamsFrameAncestors.join(' ')}`,
  ),
};
const isTeamsPage = (pathname: string) => pathname.startsWith('/teams-link/');

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);

/**
 * Gives every text/html answer the page's security headers when its route did not set them, so
 * no HTML route can miss them: /index.html served by @fastify/static, the Swagger UI at
 * /api/docs (its scripts and styles are files under /api/docs/static, which `script-src 'self'`
 * and `style-src 'self'` allow; its images are data: URLs), and any page added later. A route
 * that sets its own policy keeps it, with `frame-ancestors 'none'` added if it has none, so no
 * page of ours can be framed (clickjacking). Register it before any plugin, so it covers them all.
 */
export function registerHtmlHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isHtml(reply.getHeader('content-type'))) return payload;
    for (const [name, value] of Object.entries(htmlHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const policy = String(reply.getHeader('content-security-policy'));
    if (!/(^|;)\s*frame-ancestors\s/i.test(policy)) {
      reply.header('content-security-policy', `${policy.replace(/[;\s]*$/, '')}; frame-ancestors 'none'`);
    }
    return payload;
  });
}

/**
 * Serves the built renderer at `/`: hashed files under /assets are cached for good, everything
 * else is revalidated, and any other GET that wants HTML gets index.html (the SPA fallback), so
 * deep links such as /home or /tv/watch/{token} load the app. /api stays JSON, 404 included.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const index = path.join(webDir, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // `npm run build:renderer` writes .br and .gz beside each asset (renderer/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.extname(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && built) {
      const headers = isTeamsPage(pathname) ? teamsPageHeaders : pageHeaders;
      return reply.headers(headers).type('text/html').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build:renderer` (npm start does it).');
    }
    return reply
      .status(404)
      .send({ name: errorNames.notFound, message: `No route ${request.method} ${pathname}` });
  });

  if (built) {
    // The root and index.html themselves go through the same headers as the fallback.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.headers(pageHeaders).type('text/html').sendFile('index.html'),
    );
  }
}
