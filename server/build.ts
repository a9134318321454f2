import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Builds the API server into dist/server: one ES module bundle of our own code (packages stay in
 * node_modules and are imported at run time), with the migrations beside it, so production and
 * `npm start` run plain JavaScript with `node` instead of compiling TypeScript at every start
 * through tsx (which held about 300 MB more at rest). Tests keep running the sources through tsx.
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'server');

await rm(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  // The bundle finds the migrations beside itself (server/src/db/client.ts reads this constant).
  define: { KUDOS_MIGRATIONS_URL: JSON.stringify('./drizzle') },
});
await cp(path.join(root, 'server/drizzle'), path.join(out, 'drizzle'), { recursive: true });
