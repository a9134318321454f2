/**
 * The JavaScript each route of the web app downloads, read from a build's
 * `.vite/bundle-report.json` (written by renderer/vite.config.ts): exact and repeatable for a given
 * build, no browser, no timing. `npm run bench:web` prints it; tests/e2e/bundle-size.spec.ts fails
 * the suite when a budget is exceeded. See bench/README.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 31, item 9: KB of JavaScript, gzip level 9, as `npm run bench:web` has always counted. */
export const bundleBudgets = {
  /** Everything the sign-in page (`/`) loads: the app's start and the sign-in page. */
  loginKb: 200,
  /** Everything a member's first `/home` loads: the start, the member frame, its catalogs, the timeline. */
  homeKb: 350,
  /** What opening one page adds to what is already loaded (the start; the frame for member pages). */
  routeOwnKb: 150,
};

export type BundleReport = {
  chunks: {
    file: string;
    isEntry: boolean;
    modules: string[];
    imports: string[];
    dynamicImports: string[];
  }[];
  /** Each lazily imported module and the modules that import it. */
  lazyImporters: Record<string, string[]>;
};

export type FileSize = { file: string; gzip: number };
export type Load = { files: FileSize[]; gzip: number };
export type RouteLoad = Load & { page: string; member: boolean };
export type BundleSizes = { login: Load; home: Load; routes: RouteLoad[] };

/** The first pages' modules; a renamed file must be renamed here too (the check then fails loudly). */
export const firstPageModules = {
  signIn: 'renderer/src/features/auth/components/login-page.tsx',
  memberFrame: ['renderer/src/app/layout/app-layout.tsx', 'renderer/src/lib/languages/en-features.ts'],
  home: 'renderer/src/features/home/components/home-page.tsx',
};

export function readBundleReport(webDir: string): BundleReport {
  return JSON.parse(readFileSync(path.join(webDir, '.vite', 'bundle-report.json'), 'utf8')) as BundleReport;
}

/** The route tables: what they import lazily is a page. The member pages are the frame's. */
const routeTable = /(^|\/)([\w-]+-)?routes\.tsx$/;
const memberRouteTable = /^renderer\/src\/(features\/[\w-]+\/routes\.tsx|app\/member-routes\.tsx)$/;

/**
 * Sizes every route's JavaScript in a build: `gzipOf(file)` is the gzip size of one built file.
 * A route loads the entry's static imports, then its page's chunk and that chunk's static
 * imports; a page's own chunks are those beyond the entry's (and, for a member page, beyond the
 * member frame's, which is on screen before any member page is).
 */
export function measureBundle(report: BundleReport, gzipOf: (file: string) => number): BundleSizes {
  const byFile = new Map(report.chunks.map((chunk) => [chunk.file, chunk]));
  const chunkOf = (module: string) => {
    const chunk = report.chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) throw new Error(`bundle report: no chunk holds ${module}`);
    return chunk.file;
  };
  const closure = (files: string[], into = new Set<string>()) => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipOf(file);
      sizes.set(file, size);
    }
    return size;
  };
  const load = (files: Iterable<string>, without: ReadonlySet<string> = new Set()): Load => {
    const list = [...files]
      .filter((file) => !without.has(file))
      .map((file) => ({ file, gzip: sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { files: list, gzip: list.reduce((sum, file) => sum + file.gzip, 0) };
  };

  const start = closure(report.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file));
  const frame = closure(firstPageModules.memberFrame.map(chunkOf), new Set(start));
  const login = load(closure([chunkOf(firstPageModules.signIn)], new Set(start)));
  const home = load(closure([chunkOf(firstPageModules.home)], new Set(frame)));

  const routes = Object.entries(report.lazyImporters)
    .filter(([, importers]) => importers.some((importer) => routeTable.test(importer)))
    .map(([page, importers]) => {
      const member = importers.some((importer) => memberRouteTable.test(importer));
      const before = member ? frame : start;
      return { page, member, ...load(closure([chunkOf(page)]), before) };
    })
    .sort((a, b) => b.gzip - a.gzip || a.page.localeCompare(b.page));
  return { login, home, routes };
}

/** Sizes a built web app folder (`dist/renderer`), each file gzipped at level 9 as it is on disk. */
export function measureBuild(webDir: string): BundleSizes {
  return measureBundle(
    readBundleReport(webDir),
    (file) => gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length,
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What exceeds its budget, one line each; empty when every budget holds. */
export function overBudget(sizes: BundleSizes, budgets = bundleBudgets): string[] {
  const over: string[] = [];
  if (sizes.login.gzip > budgets.loginKb * 1024)
    over.push(`login page: ${kb(sizes.login.gzip)} > ${budgets.loginKb} KB`);
  if (sizes.home.gzip > budgets.homeKb * 1024)
    over.push(`/home: ${kb(sizes.home.gzip)} > ${budgets.homeKb} KB`);
  for (const route of sizes.routes)
    if (route.gzip > budgets.routeOwnKb * 1024)
      over.push(`${route.page} (own chunks): ${kb(route.gzip)} > ${budgets.routeOwnKb} KB`);
  return over;
}

/** The figures as `npm run bench:web` prints them, each beside its budget. */
export function formatBundleSizes(sizes: BundleSizes, budgets = bundleBudgets): string {
  const verdict = (bytes: number, budgetKb: number) => (bytes <= budgetKb * 1024 ? 'PASS' : 'FAIL');
  const files = (load: Load) =>
    load.files.map((file) => `    ${kb(file.gzip).padStart(9)}  ${file.file}`).join('\n');
  const lines = [
    'JavaScript per route, from the build (gzip level 9; bench/bundle-budget.ts)',
    `  login page (/): ${kb(sizes.login.gzip)}, ${sizes.login.files.length} files (budget ${budgets.loginKb} KB) ${verdict(sizes.login.gzip, budgets.loginKb)}`,
    files(sizes.login),
    `  /home: ${kb(sizes.home.gzip)}, ${sizes.home.files.length} files (budget ${budgets.homeKb} KB) ${verdict(sizes.home.gzip, budgets.homeKb)}`,
    files(sizes.home),
    `  each route's own chunks (budget ${budgets.routeOwnKb} KB; member pages: beyond the frame, others: beyond the start)`,
    ...sizes.routes.map(
      (route) =>
        `    ${kb(route.gzip).padStart(9)}  ${String(route.files.length).padStart(2)} files  ${route.member ? 'member' : 'public'}  ${route.page.replace(/^renderer\/src\//, '')}${route.gzip > budgets.routeOwnKb * 1024 ? '  FAIL' : ''}`,
    ),
  ];
  return lines.join('\n');
}
