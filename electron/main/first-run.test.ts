import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServer, saveServerUrl } from './first-run.ts';

/** A local server standing in for an organization: /api/healthcheck/public, other paths say other things. */
let server: Server;
let base: string;
let mode: 'kudos' | 'other' | 'error' | 'slow' = 'kudos';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/api/healthcheck/public') return response.writeHead(404).end();
    if (mode === 'slow') return setTimeout(() => response.end('{}'), 2000);
    if (mode === 'error') return response.writeHead(503).end();
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(
        mode === 'kudos' ? { status: 'ok', time: new Date().toISOString() } : { hello: 'world' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('checkServer', () => {
  it('accepts an address that answers the Kudos health check', async () => {
    mode = 'kudos';
    expect(await checkServer(`${base}/`)).toEqual({ ok: true, origin: base });
  });

  it('says "not Kudos" for another kind of server or a failing one', async () => {
    mode = 'other';
    expect(await checkServer(base)).toEqual({ ok: false, reason: 'notKudos' });
    mode = 'error';
    expect(await checkServer(base)).toEqual({ ok: false, reason: 'notKudos' });
  });

  it('says "unreachable" when nothing answers in time', async () => {
    mode = 'slow';
    expect(await checkServer(base, fetch, 300)).toEqual({ ok: false, reason: 'unreachable' });
    expect(await checkServer('http://127.0.0.1:1')).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('refuses bad and insecure addresses without calling anything', async () => {
    const never = async () => {
      throw new Error('must not be called');
    };
    expect(await checkServer('not a url at all', never)).toEqual({ ok: false, reason: 'invalidAddress' });
    expect(await checkServer('http://acme.example.com', never)).toEqual({
      ok: false,
      reason: 'insecureAddress',
    });
  });
});

describe('saveServerUrl', () => {
  it('writes serverUrl and keeps the other settings', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kudos-user-')), 'config.json');
    writeFileSync(file, JSON.stringify({ updateChannel: 'beta', serverUrl: 'https://old.example.com' }));
    await saveServerUrl(file, 'https://acme.example.com');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      updateChannel: 'beta',
      serverUrl: 'https://acme.example.com',
    });
  });
});
