/**
 * After `vite build`: writes a gzip and a brotli copy beside every text asset of the web app, so
 * the server (@fastify/static `preCompressed`) sends compressed bytes without compressing per
 * request. Run by `npm run build:renderer`; the folder is the first argument (dist/renderer).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist/renderer');
let count = 0;
for await (const file of files(root)) {
  const bytes = await readFile(file);
  // Tiny files gain nothing and cost a second lookup.
  if (bytes.length < 1024) continue;
  await writeFile(`${file}.gz`, await gzipAsync(bytes, { level: 9 }));
  await writeFile(
    `${file}.br`,
    await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
