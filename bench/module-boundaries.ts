/**
 * Module boundary figures (issue 26; ARCHITECTURE.md "Areas as modules"): imports that reach into
 * another area's insides, circles among server files and among areas, and files over 400 lines.
 * Reads dependency-cruiser's graph with the lint's own config (.dependency-cruiser.cjs).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Dependency = { resolved: string; dependencyTypes: string[] };
type Cruised = { modules: { source: string; dependencies: Dependency[] }[] };

const graph = JSON.parse(
  execFileSync(
    'npx',
    ['depcruise', 'server/src', 'shared/src', '--config', '.dependency-cruiser.cjs', '-T', 'json'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  ),
) as Cruised;

const areaOf = (path: string) => /^server\/src\/apps\/([^/]+)\//.exec(path)?.[1];
const isIndex = (path: string) => /^server\/src\/apps\/[^/]+\/index\.ts$/.test(path);
const isTest = (path: string) => /\.test\.ts$/.test(path);

function crossArea(include: (source: string) => boolean) {
  let imports = 0;
  const files = new Set<string>();
  const targets = new Set<string>();
  const pairs = new Set<string>();
  for (const { source, dependencies } of graph.modules) {
    const from = areaOf(source);
    if (!from || !include(source)) continue;
    for (const { resolved } of dependencies) {
      const to = areaOf(resolved);
      if (!to || to === from || isIndex(resolved)) continue;
      imports++;
      files.add(source);
      targets.add(resolved);
      pairs.add(`${from}>${to}`);
    }
  }
  return { imports, files: files.size, targets: targets.size, pairs: pairs.size };
}

/** Strongly connected components of more than one node (Tarjan). */
function circles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component);
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

const fileEdges = new Map<string, Set<string>>();
const areaEdges = new Map<string, Set<string>>();
for (const { source, dependencies } of graph.modules) {
  if (!source.startsWith('server/src/')) continue;
  const local = dependencies.filter((d) => d.resolved.startsWith('server/src/')).map((d) => d.resolved);
  fileEdges.set(source, new Set(local));
  const from = areaOf(source);
  if (!from || isTest(source)) continue;
  const areas = areaEdges.get(from) ?? new Set<string>();
  for (const target of local) {
    const to = areaOf(target);
    if (to && to !== from) areas.add(to);
  }
  areaEdges.set(from, areas);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const long = sourceFiles('server/src')
  .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > 400)
  .sort((a, b) => b.lines - a.lines);

const all = crossArea(() => true);
const production = crossArea((source) => !isTest(source));
console.log(
  `cross-area internal imports: ${all.imports} (${all.files} files into ${all.targets} files, ${all.pairs} area pairs); ` +
    `without tests ${production.imports} (${production.files} files, ${production.targets} targets, ${production.pairs} pairs); budget 0`,
);
const fileCircles = circles(fileEdges);
console.log(
  `file circles (type-only imports included): ${fileCircles.length}` +
    (fileCircles.length ? ` [${fileCircles.map((c) => c.length).join(', ')} files]` : '') +
    '; budget 0',
);
for (const circle of fileCircles)
  console.log(`  ${circle.length}: ${circle.slice(0, 6).join(' ')}${circle.length > 6 ? ' ...' : ''}`);
const areaCircles = circles(areaEdges);
console.log(`area circles: ${areaCircles.length}; budget 0`);
for (const circle of areaCircles) console.log(`  ${circle.join(' ')}`);
console.log(`server files over 400 lines: ${long.length}`);
for (const { path, lines } of long) console.log(`  ${lines} ${path}`);
