/**
 * Web bundle benchmark: the JavaScript of each route from the build (bench/bundle-budget.ts), the
 * gzip size of the JavaScript the login page and /home load, and
 * Lighthouse's performance and accessibility scores for both, against the real server with the
 * demo data in Debian's Chromium. Prints figures; it is not a test. See bench/README.md.
 *
 *   npm run bench:web
 *   CHROMIUM_PATH=/usr/bin/chromium BENCH_LIGHTHOUSE_PRESET=desktop npx tsx bench/web-bundle.ts
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright';
import { bundleBudgets, formatBundleSizes, measureBuild } from './bundle-budget.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's default is a throttled mid-range phone; `desktop` is its desktop preset. */
const preset = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
/**
 * Lighthouse runs per page; the run with the median performance score is reported. The score
 * moves with whatever else the machine is doing, so one run says little (Lighthouse's own advice).
 */
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
/** A web app already built (and precompressed) to measure instead of building one. */
const prebuiltWebDir = process.env.BENCH_WEB_DIR;
/** `BENCH_SIZES_ONLY=1`: print the build's sizes per route and stop (no server, no browser). */
const sizesOnly = process.env.BENCH_SIZES_ONLY === '1';
/** Which pages to audit: `login`, `home` or both (the default). */
const pages = new Set((process.env.BENCH_PAGES ?? 'login,home').split(',').map((name) => name.trim()));
const account = { email: 'eve@acme.test', password: 'Kudos!demo1' };
const budget = {
  loginGzipKb: bundleBudgets.loginKb,
  homeGzipKb: bundleBudgets.homeKb,
  performance: 90,
  accessibility: 95,
};
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Everything started is stopped in reverse order, whichever way the run ends.
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
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
function abort(reason: string, code: number) {
  console.error(`bench: ${reason}`);
  void cleanup().finally(() => process.exit(code));
}
process.once('SIGINT', () => abort('interrupted', 130));
process.once('SIGTERM', () => abort('terminated', 143));
// A hard bound on the whole run: the build, the server's first start with demo data, two audits.
const deadlineMs = 15 * 60_000;
setTimeout(() => abort(`did not finish within ${deadlineMs / 60_000} min`, 2), deadlineMs).unref();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/healthcheck/public', timeout: 2_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The real server as `npm start` runs it, on its own port, data directory and build. */
async function startServer(webDir: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      KUDOS_DATA_DIR: dataDir,
      KUDOS_WEB_DIR: webDir,
      LOG_LEVEL: 'warn',
      KUDOS_RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopServer(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const started = Date.now();
  // The first start adds the demo data to an empty embedded database, which takes a while.
  while (!(await healthy(port))) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 180_000)
      throw new Error(`the server was not healthy within 180 s:\n${output}`);
    await sleep(500);
  }
  return port;
}

type Script = { url: string; bytes: number; gzip: number; encoding: string };

/** Records every script response of the page until stopped, gzipped at level 9 as sent. */
function recordScripts(page: Page) {
  const pending: Promise<Script | null>[] = [];
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'] ?? 'none',
        }),
        () => null, // A response the page dropped (a navigation away) has no body to count.
      ),
    );
  };
  page.on('response', onResponse);
  return async (): Promise<Script[]> => {
    page.off('response', onResponse);
    const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
    const unique = new Map(scripts.map((script) => [script.url, script]));
    return [...unique.values()];
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printScripts(title: string, scripts: Script[]) {
  const total = scripts.reduce((sum, s) => ({ bytes: sum.bytes + s.bytes, gzip: sum.gzip + s.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
  console.log(
    `\n${title}: ${scripts.length} scripts, ${kb(total.bytes)} raw, ${kb(total.gzip)} gzip (content-encoding as sent: ${encodings})`,
  );
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(script.gzip).padStart(10)}  ${new URL(script.url).pathname}`);
  return total.gzip;
}

/** Opens a page in a cold HTTP cache, loads the path, and returns the scripts it loaded. */
async function loadCold(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const stop = recordScripts(page);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await stop();
  return { page, scripts };
}

type Scores =
  | { performance: number; accessibility: number; metrics: string; findings: string[]; runs?: number[] }
  | { error: string };

/** Audits `lighthouseRuns` times and keeps the run with the median performance score. */
async function medianAudit(audit: () => Promise<Scores>): Promise<Scores> {
  const results: Scores[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) results.push(await audit());
  const measured = results.filter((result) => !('error' in result)) as Exclude<Scores, { error: string }>[];
  if (measured.length === 0) return results[0] as Scores;
  const sorted = [...measured].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as (typeof sorted)[number];
  return { ...median, runs: measured.map((result) => result.performance) };
}

async function audit(url: string, debuggingPort: number, context: BrowserContext, signedIn: boolean) {
  try {
    // Lighthouse's own storage reset would clear the cache and the signed-in token alike; for
    // /home the token must stay, so the cache is cleared here instead and the reset is skipped.
    const blank = await context.newPage();
    await (await context.newCDPSession(blank)).send('Network.clearBrowserCache');
    await blank.close();
    const result = await lighthouse(
      url,
      {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) return { error: 'lighthouse returned no result' };
    const { lhr } = result;
    // BENCH_LHR_DIR=/some/folder keeps each run's full report and its trace (what each main-thread
    // task ran), for a closer look than the summary.
    if (process.env.BENCH_LHR_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}`;
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(
        path.join(process.env.BENCH_LHR_DIR, `${name}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) return { error: `the audit landed on ${landed}, not ${url}` };
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—';
    const metrics = [
      `FCP ${metric('first-contentful-paint')}`,
      `LCP ${metric('largest-contentful-paint')}`,
      `TBT ${metric('total-blocking-time')}`,
      `CLS ${metric('cumulative-layout-shift')}`,
      `SI ${metric('speed-index')}`,
      // Not scored, but it says when the page is usable, which LCP alone may not.
      `TTI ${metric('interactive')}`,
    ].join(', ');
    // What Lighthouse blames, so a low score says where to look: failing audits of both categories.
    const findings = ['performance', 'accessibility'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${category}: ${a?.title}${a?.displayValue ? ` (${a.displayValue})` : ''}`),
    );
    // Where the unused JavaScript is, biggest first (Lighthouse counts the bytes as transferred).
    const unused = lhr.audits['unused-javascript']?.details;
    if (unused && unused.type === 'opportunity') {
      for (const item of unused.items.slice(0, 8)) {
        const wasted = Number(item.wastedBytes ?? 0);
        const total = Number(item.totalBytes ?? 0);
        findings.push(`  unused: ${kb(wasted)} of ${kb(total)} in ${new URL(String(item.url)).pathname}`);
      }
    }
    // The element Lighthouse took for the largest contentful paint (Lighthouse 13: in the LCP
    // breakdown insight, a list holding the phases table and the element's node).
    const lcp = lhr.audits['lcp-breakdown-insight']?.details;
    if (lcp && lcp.type === 'list') {
      for (const part of lcp.items) {
        if (part.type === 'node' && part.snippet)
          findings.push(`  LCP element: ${part.snippet.slice(0, 140)}`);
        if (part.type === 'table')
          findings.push(
            `  LCP phases: ${part.items.map((item) => `${item.subpart} ${Math.round(Number(item.duration ?? 0))} ms`).join(', ')}`,
          );
      }
    }
    // Where the main thread's time goes, by script (CPU slowdown included).
    const bootup = lhr.audits['bootup-time']?.details;
    if (bootup && bootup.type === 'table') {
      for (const item of bootup.items.slice(0, 4)) {
        const url = String(item.url);
        const where = url.startsWith('http') ? new URL(url).pathname : url;
        findings.push(
          `  main thread: ${Math.round(Number(item.total ?? 0))} ms (script ${Math.round(Number(item.scripting ?? 0))} ms) in ${where}`,
        );
      }
    }
    for (const warning of lhr.runWarnings) console.log(`  lighthouse warning (${url}): ${warning}`);
    return { performance: score('performance'), accessibility: score('accessibility'), metrics, findings };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Builds the renderer into `webDir` and precompresses it, as `npm run build:renderer` does. */
async function buildInto(webDir: string) {
  console.log('building the renderer...');
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '-c',
      'renderer/vite.config.ts',
      '--outDir',
      webDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', timeout: 600_000 },
  );
  if (build.status !== 0)
    throw new Error(`the renderer build failed (${build.status ?? build.error?.message})`);
  // As `npm run build:renderer` does: brotli and gzip copies the server sends instead of the files.
  const precompress = spawnSync(process.execPath, ['--import', 'tsx', 'renderer/precompress.ts', webDir], {
    cwd: root,
    stdio: 'inherit',
    timeout: 300_000,
  });
  if (precompress.status !== 0)
    throw new Error(`precompressing the build failed (${precompress.status ?? precompress.error?.message})`);
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kudos-bench-web-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  const webDir = prebuiltWebDir ? path.resolve(prebuiltWebDir) : path.join(tmp, 'web');
  const dataDir = path.join(tmp, 'data');
  if (!prebuiltWebDir) await buildInto(webDir);
  // The build's own figures: what each route downloads, from the bundle report (no browser).
  console.log(`\n${formatBundleSizes(measureBuild(webDir))}`);
  if (sizesOnly) return;

  console.log('starting the server with the demo data...');
  const port = await startServer(webDir, dataDir);
  const origin = `http://acme.localhost:${port}`;

  // A persistent context is the browser's default one, which Lighthouse's new tabs share: the
  // token stored by signing in here is the one Lighthouse's /home audit finds.
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
    viewport: null, // Lighthouse emulates its own device; Playwright must not override it.
  });
  cleanups.push(() => context.close());

  // 1. The login page, anonymous.
  const login = await loadCold(context, `${origin}/`, (page) =>
    page.getByLabel('Email').first().waitFor({ timeout: 60_000 }),
  );
  await login.page.close();
  const loginAudit: Scores = pages.has('login')
    ? await medianAudit(() => audit(`${origin}/`, debuggingPort, context, false))
    : { error: 'skipped (BENCH_PAGES)' };

  // 2. Sign in through the form as a person would, then load /home cold.
  const signIn = await context.newPage();
  await signIn.goto(`${origin}/`);
  await signIn.getByLabel('Email').first().fill(account.email);
  await signIn.getByLabel('Password').first().fill(account.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.waitForURL(`${origin}/home`, { timeout: 60_000 });
  await signIn.close();
  const home = await loadCold(context, `${origin}/home`, async (page) => {
    await page.waitForURL(`${origin}/home`);
    await page.getByRole('main').first().waitFor({ timeout: 60_000 });
  });
  if (new URL(home.page.url()).pathname !== '/home') throw new Error(`/home went to ${home.page.url()}`);
  await home.page.close();
  const homeAudit: Scores = pages.has('home')
    ? await medianAudit(() => audit(`${origin}/home`, debuggingPort, context, true))
    : { error: 'skipped (BENCH_PAGES)' };

  const loginGzip = printScripts('Login page (/), cold cache', login.scripts);
  const homeGzip = printScripts(`/home signed in as ${account.email}, cold cache`, home.scripts);
  const loginUrls = new Set(login.scripts.map((script) => script.url));
  const extra = home.scripts.filter((script) => !loginUrls.has(script.url));
  console.log(
    `\n/home adds ${extra.length} scripts, ${kb(extra.reduce((sum, s) => sum + s.gzip, 0))} gzip, to what the login page loaded`,
  );

  console.log(
    `\nLighthouse ${preset === 'desktop' ? '(desktop preset)' : '(default: mobile, simulated slow 4G and 4x CPU slowdown)'}, median of ${lighthouseRuns} runs`,
  );
  console.log('| page | performance | accessibility | metrics |');
  console.log('|---|---|---|---|');
  const row = (name: string, scores: Scores) =>
    'error' in scores
      ? `| ${name} | — | — | not measured: ${scores.error} |`
      : `| ${name} | ${scores.performance}${scores.runs && scores.runs.length > 1 ? ` (runs: ${scores.runs.join(', ')})` : ''} | ${scores.accessibility} | ${scores.metrics} |`;
  console.log(row('login (/)', loginAudit));
  console.log(row('/home', homeAudit));
  for (const [name, scores] of [
    ['login (/)', loginAudit],
    ['/home', homeAudit],
  ] as const) {
    if ('error' in scores || scores.findings.length === 0) continue;
    console.log(`\nLighthouse findings, ${name}:`);
    for (const finding of scores.findings) console.log(`  ${finding}`);
  }

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('\nBudget (issues 3 and 31), as loaded in the browser');
  console.log(
    `  login page JavaScript <= ${budget.loginGzipKb} KB gzip: ${kb(loginGzip)}  ${verdict(loginGzip <= budget.loginGzipKb * 1024)}`,
  );
  console.log(
    `  /home JavaScript <= ${budget.homeGzipKb} KB gzip: ${kb(homeGzip)}  ${verdict(homeGzip <= budget.homeGzipKb * 1024)}`,
  );
  for (const [name, scores] of [
    ['login (/)', loginAudit],
    ['/home', homeAudit],
  ] as const) {
    if ('error' in scores) {
      console.log(`  Lighthouse ${name}: not measured (${scores.error})`);
      continue;
    }
    console.log(
      `  Lighthouse ${name}: performance ${scores.performance} (>= ${budget.performance}) ${verdict(scores.performance >= budget.performance)}, accessibility ${scores.accessibility} (>= ${budget.accessibility}) ${verdict(scores.accessibility >= budget.accessibility)}`,
    );
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
