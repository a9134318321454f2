import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Builds the desktop app's own code into dist/desktop: the main process and the preload as
 * CommonJS bundles (the sandboxed preload must be one file), the first-run screen for the
 * browser, and the window icon. The renderer itself is built by Vite into dist/desktop/renderer.
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'desktop');
const production = process.env.NODE_ENV === 'production';

await rm(path.join(out, 'first-run'), { recursive: true, force: true });
await mkdir(path.join(out, 'first-run'), { recursive: true });

const common = {
  bundle: true,
  sourcemap: true,
  minify: production,
  logLevel: 'warning' as const,
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
};

await Promise.all([
  build({
    ...common,
    entryPoints: [path.join(root, 'electron/main/main.ts')],
    outfile: path.join(out, 'main.cjs'),
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    // Native and self-locating packages stay in node_modules (electron-builder packs them).
    external: ['electron', '@github/keytar', 'electron-updater'],
  }),
  build({
    ...common,
    entryPoints: [path.join(root, 'electron/preload/preload.ts')],
    outfile: path.join(out, 'preload.cjs'),
    platform: 'node',
    format: 'cjs',
    target: 'chrome130',
    external: ['electron'],
  }),
  build({
    ...common,
    entryPoints: [path.join(root, 'electron/first-run/first-run.tsx')],
    outfile: path.join(out, 'first-run', 'first-run.js'),
    platform: 'browser',
    format: 'esm',
    target: 'chrome130',
    jsx: 'automatic',
  }),
]);
await copyFile(path.join(root, 'electron/first-run/index.html'), path.join(out, 'first-run', 'index.html'));
await copyFile(path.join(root, 'build/icons/icon.png'), path.join(out, 'icon.png'));
