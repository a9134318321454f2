import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoPassword } from '../server/src/seed/demo.ts';

/**
 * The compiled server as production runs it (`npm run build:server`, then what `npm start` runs):
 * start to healthy on a fresh data folder with demo data, start to healthy on that folder again,
 * a demo sign-in, then resident memory at rest, each printed beside its budget. On the embedded
 * database unless DATABASE_URL is set. Exits non-zero when the server does not start or the
 * sign-in fails (CI runs it as the compiled server's start check); budgets only print.
 */
const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'dist/server/main.js');
/** The flags `npm start` gives node (package.json): a small young generation keeps the heap at rest small. */
const nodeFlags = ['--max-semi-space-size=4'];
const restSeconds = Number(process.env.BENCH_REST_SECONDS ?? 30);
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const budgets = { startMs: 3_000, restMb: engine === 'postgres' ? 150 : 350 };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(dataDir: string, port: number, seed: boolean) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      KUDOS_DATA_DIR: dataDir,
      KUDOS_SEED: seed ? '1' : '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      KUDOS_WEB_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/healthcheck/public`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not healthy within 120 s:\n${stderr}`);
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'kudos-start-'));
try {
  const port = await freePort();
  const first = await startServer(dataDir, port, true);
  await stop(first.child);
  const again = await startServer(dataDir, port, false);
  const signIn = await fetch(`http://127.0.0.1:${port}/api/identity/passwords/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'acme.localhost' },
    body: JSON.stringify({ email: 'ada@acme.test', password: demoPassword }),
  });
  if (signIn.status !== 200) throw new Error(`the demo sign-in answered ${signIn.status}`);
  await new Promise((resolve) => setTimeout(resolve, restSeconds * 1000));
  const rest = residentMb(again.child.pid ?? 0);
  await stop(again.child);

  const row = (label: string, value: string, budget: string) =>
    console.log(`${label.padEnd(44)} ${value.padStart(10)}   budget ${budget}`);
  console.log(`compiled server (${bundle}, node ${nodeFlags.join(' ')}) on ${engine}`);
  row('start to healthy, fresh folder with demo data', `${first.ms.toFixed(0)} ms`, '-');
  row('start to healthy, existing data', `${again.ms.toFixed(0)} ms`, `${budgets.startMs} ms`);
  row(`resident memory ${restSeconds} s after a sign-in`, `${rest.toFixed(0)} MB`, `${budgets.restMb} MB`);
  console.log('the demo sign-in answered 200');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
