import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const fallbackLanguage = 'en';

type Catalog = Record<string, unknown>;
type CatalogFiles = Record<string, Catalog>;

/**
 * Every catalog is a JSON file named after its language, one namespace per folder:
 * components/locales (common), app/locales (app) and features/<area>/locales (<area>).
 * English is the fallback of every key. The entry carries only what the sign-in page and the
 * shell's own frame read (common, app, auth); every other English catalog is one chunk,
 * languages/en-features.ts, which `loadEnglishCatalogs` fetches before any other page is drawn
 * (app/routes.tsx waits for it), so the sign-in page does not download them.
 */
const englishFiles: CatalogFiles = import.meta.glob<Catalog>(
  ['../components/locales/en.json', '../app/locales/en.json', '../features/auth/locales/en.json'],
  { eager: true, import: 'default' },
);

/**
 * Every other language is one module (languages/<tag>.ts) gathering all its catalogs, loaded
 * only when that language is chosen: one chunk per language, and the first load does not grow.
 */
const languageModules = import.meta.glob<CatalogFiles>(['./languages/*.ts', '!./languages/en-features.ts'], {
  import: 'default',
});
const loaders = new Map(
  Object.entries(languageModules).flatMap(([path, load]) => {
    const language = /\/([^/]+)\.ts$/.exec(path)?.[1];
    return language && language !== fallbackLanguage ? [[language, load] as const] : [];
  }),
);

/** The namespace of a catalog file: its feature folder, `app` or `common`. */
export function namespaceOf(path: string): string | null {
  if (/\/components\/locales\/[^/]+\.json$/.test(path)) return 'common';
  if (/\/app\/locales\/[^/]+\.json$/.test(path)) return 'app';
  if (/\/contract-messages\/[^/]+\.json$/.test(path)) return 'contract';
  return /\/features\/([^/]+)\/locales\/[^/]+\.json$/.exec(path)?.[1] ?? null;
}

/** Turns `{ path: catalog }` maps into i18next resources keyed by language, then namespace. */
export function collectResources(
  groups: ReadonlyArray<{ files: Record<string, Catalog>; namespace: (path: string) => string | null }>,
): Resource {
  const resources: Resource = {};
  for (const { files, namespace } of groups) {
    for (const [path, catalog] of Object.entries(files)) {
      const language = /\/([^/]+)\.json$/.exec(path)?.[1];
      const ns = namespace(path);
      if (!language || !ns) continue;
      const byLanguage = resources[language] ?? {};
      byLanguage[ns] = catalog;
      resources[language] = byLanguage;
    }
  }
  return resources;
}

export const resources = collectResources([{ files: englishFiles, namespace: namespaceOf }]);

export const namespaces = Object.keys(resources[fallbackLanguage] ?? {});
/** English and every language that has a catalog module, whether loaded yet or not. */
export const availableLanguages = [fallbackLanguage, ...loaders.keys()];

/**
 * The catalog to show: the member's locale, then the tenant's language, then English. A
 * regional tag (`fr-CA`) falls back to its base language (`fr`) when only that exists.
 */
export function chooseLanguage(
  candidates: ReadonlyArray<string | null | undefined>,
  available: readonly string[] = availableLanguages,
): string {
  const known = new Map(available.map((language) => [language.toLowerCase(), language]));
  for (const candidate of candidates) {
    if (!candidate) continue;
    const tag = candidate.trim().toLowerCase();
    const exact = known.get(tag);
    if (exact) return exact;
    const base = known.get(tag.split('-')[0] ?? '');
    if (base) return base;
  }
  return fallbackLanguage;
}

i18next.use(initReactI18next).init({
  resources,
  lng: fallbackLanguage,
  fallbackLng: fallbackLanguage,
  ns: namespaces,
  defaultNS: 'common',
  // Other languages are added as their chunk arrives; a key one lacks falls back to English.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false,
});

/** Adds a language's catalog files to i18next, each as its namespace's bundle. */
function addCatalogs(language: string, files: CatalogFiles): void {
  const byNamespace = collectResources([{ files, namespace: namespaceOf }])[language] ?? {};
  for (const [ns, catalog] of Object.entries(byNamespace)) {
    i18next.addResourceBundle(language, ns, catalog, true, true);
  }
}

let englishCatalogs: Promise<void> | undefined;

/**
 * Fetches the English catalogs the entry does not carry (every feature's but auth's, and the
 * contract's messages), once. Every page but sign-in waits for it before it is drawn.
 */
export function loadEnglishCatalogs(): Promise<void> {
  if (!englishCatalogs) {
    englishCatalogs = import('./languages/en-features.ts').then(({ default: files }) =>
      addCatalogs(fallbackLanguage, files),
    );
    // A failed download (offline, a new deployment) may be retried by the next caller.
    englishCatalogs.catch(() => {
      englishCatalogs = undefined;
    });
  }
  return englishCatalogs;
}

const loading = new Map<string, Promise<void>>();

/** Fetches a language's chunk once and adds its catalogs; English is always there. */
export function loadLanguage(language: string): Promise<void> {
  const load = loaders.get(language);
  if (!load || language === fallbackLanguage) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((files) => addCatalogs(language, files));
    // A failed download (offline, a new deployment) may be retried by the next switch.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

let wanted = fallbackLanguage;

/**
 * Switches the catalog and the document's language attribute once the language's catalogs are
 * loaded; every `useTranslation` re-renders then. The page stays in the current language while
 * the chunk downloads, and stays there if it cannot be loaded. The last call wins.
 */
export async function switchLanguage(language: string): Promise<void> {
  wanted = language;
  remember(language);
  try {
    await loadLanguage(language);
  } catch {
    return;
  }
  if (wanted !== language) return;
  if (i18next.language !== language) await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const languageKey = 'kudos.language';

function remember(language: string): void {
  try {
    window.localStorage.setItem(languageKey, language);
  } catch {
    // No storage (private mode, tests): the next start begins in English, as before.
  }
}

/**
 * The language the app was last shown in on this device. Loading it at start, before the member
 * record says which language to use, keeps a German reader from seeing English first.
 */
export function rememberedLanguage(): string {
  try {
    return chooseLanguage([window.localStorage.getItem(languageKey)]);
  } catch {
    return fallbackLanguage;
  }
}

/** switchLanguage for effects, which must not return a promise. */
export function applyLanguage(language: string): void {
  void switchLanguage(language);
}

export { i18next };
