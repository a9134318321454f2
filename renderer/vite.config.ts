import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * The renderer: built once to dist/renderer (served by the API server at `/`), or served by
 * Vite's dev server with /api proxied to a locally running API (`npm start` or `npm run dev:server`).
 * `#shared/*` resolves through package.json's "imports" field, which Vite honours natively.
 */
export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react()],
  build: {
    outDir: path.join(root, '..', 'dist', 'renderer'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    // Tenant hosts (acme.localhost) must reach the dev server too; Vite blocks unknown hosts.
    allowedHosts: ['.localhost'],
    proxy: {
      // The API picks the tenant from the Host header, so the original host is kept.
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
});
