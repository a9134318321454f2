import { defineConfig } from 'vitest/config';

/**
 * The instance suites: the compiled server (`npm run build:server`) started as several processes
 * on the PostgreSQL of TEST_DATABASE_URL. Apart from the root config, so `npx vitest run` never
 * starts them; `.ci/run` runs them after the end-to-end step (`npm run test:instances`).
 */
export default defineConfig({
  test: {
    name: 'instances',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    // The files mostly wait (a flow's lease, the minute's sweep): side by side, each with its own
    // database and servers, the run takes as long as the longest.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
