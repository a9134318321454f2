import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

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
