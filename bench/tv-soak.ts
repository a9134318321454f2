/**
 * TV display soak: the lobby screen runs a simulated 24 hours under Playwright's clock against
 * the real server, while a steady stream of new recognitions arrives. Prints the JS heap and the
 * DOM node count after 1 hour and after 24 hours. A figure, not a test. See bench/README.md.
 *
 *   npm run build:renderer && npx tsx bench/tv-soak.ts
 *   BENCH_WEB_DIR=dist/renderer BENCH_HOURS=24 CHROMIUM_PATH=/usr/bin/chromium npx tsx bench/tv-soak.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from 'playwright';
import { demoTvToken } from '../server/src/seed/demo-tv.ts';
import { startTestApp } from '../server/src/test/harness.ts';

const budgetGrowth = 0.1;
const hours = Math.max(2, Number.parseInt(process.env.BENCH_HOURS ?? '24', 10) || 24);
const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? 'dist/renderer');
/** The screen's own timers tick every 20 s; stepping by that lets React render between them. */
const stepMs = 20_000;
/** One new recognition every ten simulated minutes. */
const newRecognitionEveryMs = 10 * 60_000;
/**
 * TV calls are rate limited per token in real time (60 a minute); a simulated day makes a few
 * hundred, so the run keeps itself under 50 a minute of real time.
 */
const maxCallsPerRealSecond = 50 / 60;

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error(`bench: no built web app in ${webDir}; run npm run build:renderer first`);
  process.exit(2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets React render and send what the timers asked for (its scheduler runs on MessageChannel),
 * then waits for the page's calls to finish: the simulated clock must not run past a call in
 * flight, or its 30 s timeout fires although the server answered at once.
 */
async function settle(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
  }
  while (await page.evaluate(() => (window as unknown as { tvOpenCalls: number }).tvOpenCalls > 0))
    await sleep(10);
}

async function measure(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await sleep(200);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heapBytes: metric('JSHeapUsedSize'), domNodes, listeners: metric('JSEventListeners') };
}

const t = await startTestApp({ env: { KUDOS_WEB_DIR: webDir } });
await t.app.listen({ host: '127.0.0.1', port: 0 });
const port = (t.app.server.address() as { port: number }).port;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const eve = await t.login('eve@acme.test');
  const sam = (
    await t.request({ method: 'GET', url: '/api/identity/tenantMembers?search=Sam', token: eve })
  ).json().results[0].id;
  const qualityId = (await t.request({ method: 'GET', url: '/api/recognition/values', token: eve })).json()
    .results[0].qualities[0].id;
  let sent = 0;
  const sendOne = async () => {
    sent += 1;
    const response = await t.request({
      method: 'POST',
      url: '/api/recognition/recognitions',
      token: eve,
      payload: {
        message: `<p>Soak thanks number ${sent}</p>`,
        qualityIds: [qualityId],
        sendTo: [{ id: sam, type: 'tenantMember' }],
      },
    });
    if (response.statusCode !== 201) throw new Error(`recognition not sent: ${response.body}`);
  };

  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  let tvCalls = 0;
  let failures = 0;
  const isTvCall = (url: string) => /\/api\/(tv|recognition\/tv)\//.test(url);
  page.on('requestfailed', (request) => {
    if (isTvCall(request.url()))
      console.error(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('request', (request) => {
    if (isTvCall(request.url())) tvCalls += 1;
  });
  page.on('response', (response) => {
    if (isTvCall(response.url()) && response.status() >= 400) {
      failures += 1;
      console.error(`failed: ${response.status()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`page: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const state = window as unknown as { tvOpenCalls: number };
    state.tvOpenCalls = 0;
    // From open(): axios starts its timeout before send(), while it reads cookies.
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      state.tvOpenCalls += 1;
      this.addEventListener('loadend', () => {
        state.tvOpenCalls -= 1;
      });
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
  });
  await page.clock.install();
  await page.goto(`http://acme.localhost:${port}/tv/watch/${demoTvToken}`);
  await page.locator('[data-testid="tv-slide"][data-active="true"]').waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const started = Date.now();
  const results: { hour: number; heapBytes: number; domNodes: number; listeners: number }[] = [];
  let simulated = 0;
  for (let hour = 1; hour <= hours; hour++) {
    while (simulated < hour * 3_600_000) {
      await page.clock.runFor(stepMs);
      simulated += stepMs;
      await settle(page);
      if (simulated % newRecognitionEveryMs === 0) await sendOne();
      while (tvCalls > 1 + ((Date.now() - started) / 1000) * maxCallsPerRealSecond) await sleep(250);
    }
    if (!page.url().includes('/tv/watch/')) throw new Error(`the screen left the display: ${page.url()}`);
    if (hour === 1 || hour === hours) {
      results.push({ hour, ...(await measure(page, cdp)) });
      console.log(`after ${hour} h: measured`);
    } else if (hour % 4 === 0) console.log(`after ${hour} h`);
  }

  const [first, last] = [results[0], results.at(-1)] as [(typeof results)[0], (typeof results)[0]];
  const growth = (a: number, b: number) => (b - a) / a;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nTV display soak: ${hours} simulated hours, ${sent} new recognitions, ${tvCalls} TV calls, ${failures} failed`,
  );
  console.log(`real time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log('| measure | after 1 h | after %d h | growth | budget |', hours);
  console.log('|---|---|---|---|---|');
  console.log(
    `| JS heap | ${mb(first.heapBytes)} | ${mb(last.heapBytes)} | ${pct(growth(first.heapBytes, last.heapBytes))} | <= ${pct(budgetGrowth)} |`,
  );
  console.log(
    `| DOM nodes | ${first.domNodes} | ${last.domNodes} | ${pct(growth(first.domNodes, last.domNodes))} | <= ${pct(budgetGrowth)} |`,
  );
  console.log(
    `| event listeners | ${first.listeners} | ${last.listeners} | ${pct(growth(first.listeners, last.listeners))} | |`,
  );
} finally {
  await browser.close();
  await t.close();
}
