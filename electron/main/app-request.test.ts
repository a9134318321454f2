import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyAppRequest, contentTypeOf, forwardedHeaders, safeJoin } from './app-request.ts';

const rendererDir = path.resolve('/opt/kudos/renderer');
const firstRunDir = path.resolve('/opt/kudos/first-run');
const options = { rendererDir, firstRunDir, serverOrigin: 'https://acme.example.com' };

describe('classifyAppRequest', () => {
  it('forwards /api calls to the organization, query included', () => {
    expect(classifyAppRequest('app://kudos/api/notifications/count?x=1', options)).toEqual({
      kind: 'api',
      target: 'https://acme.example.com/api/notifications/count?x=1',
    });
  });

  it('refuses /api before an organization is configured', () => {
    expect(classifyAppRequest('app://kudos/api/x', { ...options, serverOrigin: null })).toEqual({
      kind: 'notFound',
    });
  });

  it('serves built files and index.html for in-app routes', () => {
    expect(classifyAppRequest('app://kudos/assets/index-abc.js', options)).toEqual({
      kind: 'file',
      file: path.join(rendererDir, 'assets', 'index-abc.js'),
      spaFallback: false,
    });
    for (const route of ['app://kudos/', 'app://kudos/home', 'app://kudos/tv/watch/tok_123']) {
      expect(classifyAppRequest(route, options)).toEqual({
        kind: 'file',
        file: path.join(rendererDir, 'index.html'),
        spaFallback: true,
      });
    }
  });

  it('serves the first-run screen from its own folder', () => {
    expect(classifyAppRequest('app://kudos/__first-run/', options)).toEqual({
      kind: 'file',
      file: path.join(firstRunDir, 'index.html'),
      spaFallback: false,
    });
  });

  it.each([
    'app://kudos/assets/..%2F..%2F..%2Fetc%2Fpasswd.txt',
    'app://kudos/__first-run/..%2F..%2Fsecrets.json',
    'app://kudos/assets/%5C..%5Csecret.js',
    'app://kudos/assets/x%00.js',
    'app://kudos/assets/%E0%A4%A.js',
  ])('never leaves its folder: %s', (url) => {
    const result = classifyAppRequest(url, options);
    if (result.kind === 'file') {
      expect(
        result.file.startsWith(rendererDir + path.sep) || result.file.startsWith(firstRunDir + path.sep),
      ).toBe(true);
    } else expect(result.kind).toBe('notFound');
  });

  it('answers nothing for other hosts or schemes', () => {
    expect(classifyAppRequest('app://evil/index.html', options)).toEqual({ kind: 'notFound' });
    expect(classifyAppRequest('https://kudos/index.html', options)).toEqual({ kind: 'notFound' });
  });
});

describe('safeJoin', () => {
  it('resolves inside the root and refuses escapes', () => {
    expect(safeJoin('/root', '/a/b.js')).toBe(path.resolve('/root/a/b.js'));
    expect(safeJoin('/root', '/../../etc/passwd')).toBe(path.resolve('/root/etc/passwd'));
    expect(safeJoin('/root', '%2e%2e/x')).toBe(path.resolve('/root/x'));
    expect(safeJoin('/root', 'a\\..\\..\\x')).toBeNull();
  });
});

describe('forwardedHeaders', () => {
  it('keeps the bearer token and drops origin, referer, cookie and host', () => {
    const headers = forwardedHeaders([
      ['Authorization', 'Bearer abc'],
      ['Content-Type', 'application/json'],
      ['Origin', 'app://kudos'],
      ['Referer', 'app://kudos/home'],
      ['Cookie', 'a=b'],
      ['Host', 'kudos'],
    ]);
    expect([...headers.keys()].sort()).toEqual(['authorization', 'content-type']);
  });
});

describe('contentTypeOf', () => {
  it('knows the renderer build and falls back to octet-stream', () => {
    expect(contentTypeOf('/x/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/x/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/x/a.bin')).toBe('application/octet-stream');
  });
});
