import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts'],
          environment: 'node',
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
        },
      },
      {
        // The desktop main process's decisions: plain Node, no Electron binary needed.
        extends: true,
        test: { name: 'electron', include: ['electron/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
