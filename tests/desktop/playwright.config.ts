import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { electronBinary, skipReason } from './electron-binary.ts';

/**
 * The desktop suite: Playwright's `_electron` against the built desktop app and a real server
 * with demo data. Where no Electron binary exists it prints so and every test is skipped (the
 * server is not even started). Run: `npx playwright test -c tests/desktop`; in CI inside
 * `dbus-run-session` with an unlocked gnome-keyring so tokens go to a real keychain.
 */
export const desktopPort = Number(process.env.DESKTOP_E2E_PORT ?? 8092);
const hasElectron = electronBinary() !== null;
if (!hasElectron) console.log(skipReason);
process.env.DESKTOP_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kudos-desktop-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  webServer: hasElectron
    ? {
        command: 'npm run build:desktop && node --import tsx server/src/main.ts',
        cwd: path.resolve(import.meta.dirname, '../..'),
        url: `http://127.0.0.1:${desktopPort}/api/healthcheck/public`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(desktopPort),
          KUDOS_DATA_DIR: process.env.DESKTOP_E2E_DATA_DIR,
          KUDOS_SEED: '1',
          LOG_LEVEL: 'warn',
        },
      }
    : undefined,
});
