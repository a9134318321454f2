import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * The sign-in page is the first page of most visits: its lazy chunk and that chunk's imports are
 * announced in index.html (`modulepreload`), so they download with the entry rather than after it
 * has run. Vite already preloads the entry's own static imports.
 */
function preloadSignInPage(): Plugin {
  const page = '/features/auth/components/login-page.tsx';
  let base = '/';
  return {
    name: 'kudos:preload-sign-in-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticGraph = (start: string[], into = new Set<string>()) => {
          for (const file of start) {
            if (into.has(file)) continue;
            into.add(file);
            staticGraph(byFile.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const entryFiles = staticGraph(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
        if (!pageChunk) return [];
        return [...staticGraph([pageChunk.fileName])]
          .filter((file) => !entryFiles.has(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}

/**
 * The renderer: built once to dist/renderer (served by the API server at `/`), or served by
 * Vite's dev server with /api proxied to a locally running API (`npm start` or `npm run dev:server`).
 * `#shared/*` resolves through package.json's "imports" field, which Vite honours natively.
 */
export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), preloadSignInPage()],
  build: {
    outDir: path.join(root, '..', 'dist', 'renderer'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Fluent's base (styling, focus management, theme and the simple controls) that
              // every page uses, the sign-in page included: one file rather than some thirty.
              name: 'fluent-base',
              test: /node_modules[\\/](@fluentui[\\/](react-(utilities|shared-contexts|jsx-runtime|tabster|theme|provider|field|label|input|text|spinner|link)|tokens|keyboard-keys)|@griffel|tabster|keyborg|rtl-css-js|stylis|@swc[\\/]helpers)[\\/]/,
            },
          ],
        },
      },
    },
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
