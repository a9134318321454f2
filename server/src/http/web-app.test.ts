import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { registerHtmlHeaders, webContentSecurityPolicy } from './web-app.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the web app at /', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'kudos-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Kudos</title><div id="root"></div>',
    );
    await writeFile(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Kudos"}');
    t = await startTestApp({ env: { KUDOS_WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for deep links, with a content security policy', async () => {
    for (const url of ['/', '/home', '/tv/watch/acme-lobby-demo', '/recognitions/123?x=1']) {
      const response = await t.request({ method: 'GET', url, headers: html });
      expect(response.statusCode, url + response.body).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the content security policy, frame-ancestors none, with every HTML answer', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/home',
      '/recognitions/123/deep/page?x=1',
      '/api/docs',
      '/api/docs/',
    ]) {
      let response = await t.request({ method: 'GET', url, headers: html });
      // Follow redirects to the HTML they end on.
      for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400 && hops < 5; hops++) {
        const next = new URL(String(response.headers.location), `http://localhost${url}`);
        response = await t.request({ method: 'GET', url: next.pathname + next.search, headers: html });
      }
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets only Microsoft Teams frame the Teams pages (the Teams app’s tabs), nothing else', async () => {
    for (const url of ['/teams-link/tab?upn=a&oid=b', '/teams-link/configure', '/teams-link/open']) {
      const policy = String(
        (await t.request({ method: 'GET', url, headers: html })).headers['content-security-policy'],
      );
      expect(policy, url).toContain(
        'frame-ancestors https://teams.microsoft.com https://*.teams.microsoft.com',
      );
      expect(policy, url).not.toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("script-src 'self'");
    }
    for (const url of ['/teams-link', '/teams-linkx/tab', '/home']) {
      const policy = String(
        (await t.request({ method: 'GET', url, headers: html })).headers['content-security-policy'],
      );
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the Swagger UI under that policy: its scripts and styles are files of our own', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/', headers: html });
    expect(page.body).toContain('<div id="swagger-ui">');
    // No inline script or style the policy would block: every script and stylesheet is a file
    // under /api/docs/static (script-src 'self'), and each of them is served.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/<style\b/);
    const files = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((m) => m[1]);
    expect(files).toEqual(
      expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-initializer.js']),
    );
    for (const file of files) {
      const asset = await t.request({ method: 'GET', url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    const initializer = await t.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('json');
    expect((await t.request({ method: 'GET', url: '/api/docs/json' })).json()).toMatchObject({
      openapi: expect.any(String),
    });
  });

  it('covers the static HTML files of the docs too', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/static/oauth2-redirect.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(webContentSecurityPolicy);
  });

  it('caches hashed assets for good and revalidates other files', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to a browser that takes it', async () => {
    const asset = await t.request({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers JSON 404 for unknown API paths and missing files, never the page', async () => {
    const api = await t.request({ method: 'GET', url: '/api/nothing-here', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ name: 'NotFoundError' });
    const file = await t.request({ method: 'GET', url: '/assets/missing.js', headers: html });
    expect(file.statusCode).toBe(404);
    const post = await t.request({ method: 'POST', url: '/home', headers: html });
    expect(post.statusCode).toBe(404);
  });
});

describe('registerHtmlHeaders', () => {
  it('keeps a route’s own policy, adding frame-ancestors when it lacks one, and leaves non-HTML alone', async () => {
    const app = Fastify();
    registerHtmlHeaders(app);
    app.get('/own', (_request, reply) =>
      reply.header('content-security-policy', "default-src 'self';").type('text/html').send('<p>own</p>'),
    );
    app.get('/framed', (_request, reply) =>
      reply
        .header('content-security-policy', "default-src 'self'; frame-ancestors 'self'")
        .type('text/html; charset=utf-8')
        .send('<p>framed</p>'),
    );
    app.get('/plain', (_request, reply) => reply.type('text/plain').send('<p>plain</p>'));
    try {
      const own = await app.inject({ method: 'GET', url: '/own' });
      expect(own.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      const framed = await app.inject({ method: 'GET', url: '/framed' });
      expect(framed.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'self'");
      const plain = await app.inject({ method: 'GET', url: '/plain' });
      expect(plain.headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('without a built web app', () => {
  it('tells the visitor how to build it', async () => {
    const t = await startTestApp();
    try {
      const response = await t.request({ method: 'GET', url: '/home', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build:renderer');
    } finally {
      await t.close();
    }
  });
});
