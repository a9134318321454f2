import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Server test files that keep a module graph of their own (see the node-isolated project). */
const isolatedServerTests = ['server/src/apps/identity/saml/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default (cores - 1) is one worker on CI's two cores, which leaves one idle: server
    // test files are single-threaded, so two workers finish in little more than half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts', 'tests/shards/*.test.ts'],
          exclude: [...isolatedServerTests, '**/node_modules/**'],
          environment: 'node',
          // One migrated and seeded database for the run, which each test app copies.
          globalSetup: ['server/src/test/global-setup.ts'],
          // A worker runs its files one after another in one module graph: the server's modules
          // load once per worker instead of once per file (importing them was 38% of the server
          // suite's time, about 2.8 s a file). Each file still starts its own app on its own
          // database; a file that changes the clock puts it back in a finally or afterAll.
          isolate: false,
        },
      },
      {
        // The SAML suites in their own module graph each: with a shared one they failed 12 of 14
        // on PostgreSQL in one fresh-clone run, when another file's module state came first.
        extends: true,
        test: {
          name: 'node-isolated',
          include: isolatedServerTests,
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          isolate: true,
        },
      },
      {
        // The renderer's unit tests run in a simulated browser with the app's i18n loaded.
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer',
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['renderer/src/test/setup.ts'],
          // After the server files, at vitest's default (one worker on two cores): Testing
          // Library gives a screen a second to show what a test waits for, and a second worker
          // beside it on two cores made that a coin toss.
          sequence: { groupOrder: 1 },
          maxWorkers: Math.max(1, availableParallelism() - 1),
        },
      },
      {
        // The desktop main process's decisions: plain Node, no Electron binary needed.
        extends: true,
        test: {
          name: 'electron',
          include: ['electron/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: Math.max(1, availableParallelism() - 1),
        },
      },
    ],
  },
});
