/**
 * What the PostgreSQL benchmarks share: settings from the environment, clean-up that runs
 * whichever way a run ends, a throwaway cluster, loopback calls and autocannon load.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

/** A whole-number setting from the environment, held within [min, max]. */
export const intSetting = (name: string, fallback: number, min: number, max: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

// Everything started is stopped in reverse order, whichever way the run ends.
export const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cleanup:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}

const running: { stop(): void }[] = [];
function abort(reason: string, code: number) {
  console.error(`bench: ${reason}`);
  for (const instance of running) instance.stop();
  void cleanup().finally(() => process.exit(code));
}

/** Cleans up on Ctrl-C, on SIGTERM, and when the run outlives `deadlineMs`. */
export function guardRun(deadlineMs: number): void {
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  setTimeout(() => abort(`did not finish within ${deadlineMs / 1000} s`, 2), deadlineMs).unref();
}

/** The admin URL: BENCH_DATABASE_URL, or a throwaway cluster from tests/postgres/start.sh. */
export function adminDatabaseUrl(): string {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return given;
  const scripts = fileURLToPath(new URL('../tests/postgres/', import.meta.url));
  const out = execFileSync(
    'bash',
    ['-c', `eval "$(bash '${scripts}start.sh')" && printf '%s\\n%s\\n' "$KUDOS_PG_DIR" "$TEST_DATABASE_URL"`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 120_000 },
  );
  const [dir, url] = out.trim().split('\n');
  if (!dir || !url) throw new Error('tests/postgres/start.sh printed no cluster');
  cleanups.push(() => {
    execFileSync('bash', [`${scripts}stop.sh`, dir], { stdio: 'inherit', timeout: 60_000 });
  });
  return url;
}

/** One request over loopback, bounded by a timeout. */
export function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  agent?: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        timeout: 10_000,
        ...(agent ? { agent } : {}),
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Load from one worker thread, so the server keeps the main thread to itself. */
export async function load(
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
): Promise<Result> {
  const instance = autocannon({ url, headers, connections, duration, timeout: 10, workers: 1 });
  running.push(instance);
  try {
    return await instance;
  } finally {
    running.splice(running.indexOf(instance), 1);
  }
}
