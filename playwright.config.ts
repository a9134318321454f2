import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium against the built renderer served by the real server with
 * demo data on a fresh embedded database. `E2E_PORT` picks the port; by default one is derived
 * from the process id so several runs on one machine do not collide. The port and the data
 * folder are chosen once in the main process; workers inherit them through the environment.
 */
process.env.E2E_PORT ??= String(20_000 + (process.pid % 10_000));
export const e2ePort = Number(process.env.E2E_PORT);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kudos-e2e-'));
/** The operator token lets tests switch maintenance on and off through the API. */
process.env.E2E_OPERATOR_TOKEN ??= 'e2e-operator-token-0123456789abcdef0123456789';

/**
 * The GIF and AI providers are stood in for by tests/e2e/provider-stub.ts, over HTTPS with a
 * certificate made here for 127.0.0.1: the server trusts it through NODE_EXTRA_CA_CERTS, the
 * browser through ignoreHTTPSErrors. Nothing of the product is mocked.
 */
process.env.E2E_STUB_PORT ??= String(30_000 + (process.pid % 10_000));
const stubPort = Number(process.env.E2E_STUB_PORT);
/** The stub's mail server: the product sends its mail there, the specs read it back over HTTPS. */
process.env.E2E_SMTP_PORT ??= String(40_000 + (process.pid % 10_000));
const smtpPort = Number(process.env.E2E_SMTP_PORT);
/** The stub's DNS server, which the product asks when an admin verifies an e-mail domain. */
process.env.E2E_DNS_PORT ??= String(50_000 + (process.pid % 10_000));
const dnsPort = Number(process.env.E2E_DNS_PORT);
if (!process.env.E2E_STUB_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kudos-e2e-stub-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1']
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem')])
      .concat(['-out', path.join(dir, 'cert.pem')]),
    { stdio: 'ignore' },
  );
  process.env.E2E_STUB_DIR = dir;
}
const stubDir = process.env.E2E_STUB_DIR;
const stubKeys = { gif: 'e2e-gif-key', ai: 'e2e-ai-key' };

/**
 * `E2E_WEB_DIR` builds the web app into a folder of its own and serves it from there, so several
 * runs in one working tree (helper sessions) do not rebuild each other's `dist/renderer`.
 */
const webDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : undefined;
const webDirFlag = webDir ? ` --outDir ${webDir} --emptyOutDir` : '';

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: the tests share one server, and some (maintenance) change what it answers to all.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // The provider stub's GIF images come over HTTPS with the run's own certificate.
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx tests/e2e/provider-stub.ts',
      url: `https://127.0.0.1:${stubPort}/healthz`,
      ignoreHTTPSErrors: true,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STUB_PORT: String(stubPort),
        STUB_SMTP_PORT: String(smtpPort),
        STUB_DNS_PORT: String(dnsPort),
        STUB_CERT: path.join(stubDir, 'cert.pem'),
        STUB_KEY: path.join(stubDir, 'key.pem'),
        STUB_GIF_KEY: stubKeys.gif,
        STUB_AI_KEY: stubKeys.ai,
      },
    },
    {
      command: `${process.env.E2E_SKIP_BUILD ? '' : `npx vite build -c renderer/vite.config.ts --logLevel warn${webDirFlag} && `}node --import tsx server/src/main.ts`,
      url: `http://127.0.0.1:${e2ePort}/api/healthcheck/public`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(e2ePort),
        KUDOS_DATA_DIR: process.env.E2E_DATA_DIR,
        ...(webDir ? { KUDOS_WEB_DIR: webDir } : {}),
        KUDOS_OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN,
        KUDOS_SEED: '1',
        // The suite signs the same demo accounts in many times from one address.
        KUDOS_RATE_LIMIT_FACTOR: '100',
        LOG_LEVEL: 'warn',
        GIF_API_URL: `https://127.0.0.1:${stubPort}/v1/gifs`,
        GIF_API_KEY: stubKeys.gif,
        REFINEMENT_API_URL: `https://127.0.0.1:${stubPort}/v1`,
        REFINEMENT_API_KEY: stubKeys.ai,
        NODE_EXTRA_CA_CERTS: path.join(stubDir, 'cert.pem'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        KUDOS_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      },
    },
  ],
});
