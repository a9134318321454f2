import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { emojiFontFaces } from './emoji-font-faces.ts';

const root = import.meta.dirname;

/**
 * The first page's code, announced before the entry has run so it downloads alongside it: the
 * sign-in page for a visitor without a session, the member frame and the timeline for a returning
 * member. index.html carries both lists as data (`#kudos-preloads`); public/splash.js, which
 * knows whether a session is stored, adds `modulepreload` links for the one that applies, so
 * nobody downloads the other's code. Vite already preloads the entry's own static imports.
 */
function preloadFirstPage(): Plugin {
  const firstPages = {
    signIn: ['/features/auth/components/login-page.tsx'],
    member: [
      '/app/layout/app-layout.tsx',
      // The English catalogs beyond the entry's, which the frame waits for (app/load-app-layout.ts).
      '/lib/languages/en-features.ts',
      '/features/home/components/home-page.tsx',
      // The stored session's check (lib/session/restore.ts) loads its schema alongside the call.
      '/shared/src/contract/identity.ts',
    ],
  };
  let base = '/';
  return {
    name: 'kudos:preload-first-page',
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
        const filesOf = (modules: string[]) => {
          const pages = modules.map((module) => {
            const chunk =
              chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ??
              chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
            if (!chunk) throw new Error(`preloadFirstPage: no chunk for ${module}`);
            return chunk.fileName;
          });
          return [...staticGraph(pages)]
            .filter((file) => !entryFiles.has(file))
            .map((file) => `${base}${file}`);
        };
        const lists = { signIn: filesOf(firstPages.signIn), member: filesOf(firstPages.member) };
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'kudos-preloads' },
            children: JSON.stringify(lists),
            injectTo: 'head',
          } satisfies HtmlTagDescriptor,
        ];
      },
    },
  };
}

/**
 * `.vite/bundle-report.json` beside the build: every JavaScript chunk with the modules it holds
 * (paths relative to the repository), the chunks it imports statically and dynamically, and
 * which module each lazily imported module is imported by. bench/bundle-budget.ts reads it to
 * size each route's JavaScript (`npm run bench:web`, tests/e2e/bundle-size.spec.ts); Vite's own
 * manifest does not say which chunk a module of a named group went to.
 */
function bundleReport(): Plugin {
  const repository = path.join(root, '..');
  const relative = (id: string) => path.relative(repository, id).split(path.sep).join('/');
  return {
    name: 'kudos:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const lazyImporters: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const key = relative(target);
          lazyImporters[key] = [...(lazyImporters[key] ?? []), relative(id)];
        }
      }
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          modules: chunk.moduleIds.filter((id) => !id.startsWith('\0')).map(relative),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-report.json',
        source: JSON.stringify({ chunks, lazyImporters }, null, 1),
      });
    },
  };
}

/**
 * The renderer: built once to dist/renderer (served by the API server at `/`), or served by
 * Vite's dev server with /api proxied to a locally running API (`npm start` or `npm run dev:server`).
 * `#shared/*` resolves through package.json's "imports" field, which Vite honors natively.
 */
export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), preloadFirstPage(), emojiFontFaces(), bundleReport()],
  build: {
    outDir: path.join(root, '..', 'dist', 'renderer'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // No group for Fluent's base: a group takes every module its test matches, whoever uses
            // it, so a Fluent group put the focus manager (tabster), menus' motion and the like,
            // which only member pages use, in the sign-in page's first download. The app's start
            // now takes what the entry and the sign-in page use; the frame takes the rest.
            // Left to itself the bundler splits the pages' shared code into some hundred files,
            // many under a kilobyte: the member frame and the timeline took 47 requests, each a
            // task on a phone's main thread. Four groups (each takes its module's dependencies
            // along, the higher priority first) give the first screens a few files instead: the
            // app's start, the sign-in page, the member frame (which every member page is drawn
            // inside; the other pages import what they share from it) and the timeline, /home,
            // the page most visits open (apart from the frame, so each is evaluated in a task of
            // its own).
            {
              name: 'app',
              // With all of TanStack Query (the mutation hook too) and the two small helpers the
              // sign-in page shares with member pages, so a member downloads nothing of sign-in's.
              // Query only: TanStack Table and Virtual are for a few admin pages.
              test: /renderer[\\/]src[\\/](main\.tsx|components[\\/]router-link\.tsx|lib[\\/]error-message\.ts)$|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 30,
            },
            {
              name: 'sign-in',
              test: /renderer[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]login-page\.tsx$/,
              priority: 20,
            },
            {
              name: 'member-frame',
              test: /renderer[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/,
              priority: 10,
            },
            {
              name: 'timeline',
              test: /renderer[\\/]src[\\/]features[\\/]home[\\/]components[\\/]home-page\.tsx$/,
              priority: 5,
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
