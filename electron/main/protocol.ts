import { readFile } from 'node:fs/promises';
import { net, protocol } from 'electron';
import { classifyAppRequest, contentTypeOf, forwardedHeaders } from './app-request.ts';
import { desktopContentSecurityPolicy } from './csp.ts';
import { appScheme } from './url-policy.ts';

/**
 * The `app://` scheme serves the built renderer (never `file://`). It is standard and secure, so
 * the page has a real origin, a CSP applies, and fetch works; must run before the app is ready.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: appScheme,
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
    },
  ]);
}

const pageHeaders = {
  'content-security-policy': desktopContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
};

export function serveApp(options: {
  rendererDir: string;
  firstRunDir: string;
  serverOrigin: () => string | null;
  log: (message: string) => void;
}): void {
  protocol.handle(appScheme, async (request) => {
    const target = classifyAppRequest(request.url, {
      rendererDir: options.rendererDir,
      firstRunDir: options.firstRunDir,
      serverOrigin: options.serverOrigin(),
    });
    if (target.kind === 'notFound') return new Response('Not found', { status: 404 });
    if (target.kind === 'api') {
      // The API answers on the organization's origin; the page keeps talking to its own.
      try {
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        return await net.fetch(target.target, {
          method: request.method,
          headers: forwardedHeaders(request.headers.entries()),
          body: hasBody ? request.body : null,
          redirect: 'manual',
          // Node's fetch types require this for a streamed body; Chromium's net accepts it.
          ...(hasBody ? { duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        options.log(`API request failed: ${(error as Error).message}`);
        return Response.json(
          { name: 'NetworkError', message: 'The server cannot be reached' },
          { status: 502 },
        );
      }
    }
    try {
      const body = await readFile(target.file);
      const type = contentTypeOf(target.file);
      const headers = type.startsWith('text/html')
        ? { ...pageHeaders, 'content-type': type }
        : { 'content-type': type, 'x-content-type-options': 'nosniff' };
      return new Response(body, { status: 200, headers });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
