/**
 * Part of `npm run lint`: end-to-end tests type into fields as people do (`typeInto` in
 * tests/e2e/fixtures.ts), so a `fill(` call in tests/e2e fails the lint, named by file and line.
 * A field no person types into (a native date picker, a file input) may keep it with a marker on
 * the same line that says why: `// fill-ok: native date input`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'tests', 'e2e');
const call = /\bfill\s*\(/;
const marker = /\/\/\s*fill-ok:\s*\S/;

const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.[cm]?[jt]sx?$/.test(name))
  .sort();
const findings: string[] = [];
for (const name of files) {
  const lines = readFileSync(path.join(folder, name), 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (call.test(line) && !marker.test(line))
      findings.push(`${path.relative(root, path.join(folder, name))}:${index + 1}: ${line.trim()}`);
  });
}

if (findings.length > 0) {
  console.error(
    `fill() sets a field in one step, which no person does: type with typeInto() from tests/e2e/fixtures.ts,\nor mark a field no one types into with "// fill-ok: <why>" on the same line.\n${findings.join('\n')}`,
  );
  process.exit(1);
}
