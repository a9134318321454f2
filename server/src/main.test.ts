import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let child: ChildProcess;
let dataDir: string;
let port: number;
let output = '';

/** fetch() may not set Host, and the tenant is chosen by it; node:http may. */
function call(
  pathname: string,
  options: { host: string; method?: string; token?: string; body?: unknown },
): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: {
          host: `${options.host}:${port}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The real entry point, as `npm start` runs it: a fresh data folder, demo data, a real port. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kudos-main-'));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), KUDOS_DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/healthcheck/public`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within a minute (exit code ${child.exitCode}):\n${output}`);
}, 70_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the demo accounts and keeps secrets out of the log', async () => {
    const login = await call('/api/identity/passwords/login', {
      host: 'acme.localhost',
      method: 'POST',
      body: { email: 'ada@acme.test', password: 'Kudos!demo1' },
    });
    expect(login.status).toBe(200);
    const { token, tenantId } = login.json() as { token: string; tenantId: string | null };
    expect(tenantId).not.toBeNull();
    const apps = await call('/api/apps', { host: 'acme.localhost', token });
    expect(apps.status).toBe(200);
    await call('/api/identity/tenants/accessToken?state=secret-state-value', { host: 'acme.localhost' });

    expect(output).toContain('"msg":"request completed"');
    expect(output).not.toContain('Kudos!demo1');
    expect(output).not.toContain(token);
    expect(output).not.toContain('secret-state-value');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  });
});
