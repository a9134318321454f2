import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const fallbackLanguage = 'en';

type Catalog = Record<string, unknown>;

/**
 * Every catalog is a JSON file named after its language, one namespace per folder:
 * components/locales (common), app/locales (app) and features/<area>/locales (<area>).
 */
const commonFiles = import.meta.glob<Catalog>('../components/locales/*.json', {
  eager: true,
  import: 'default',
});
const appFiles = import.meta.glob<Catalog>('../app/locales/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<Catalog>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

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

export const resources = collectResources([
  { files: commonFiles, namespace: () => 'common' },
  { files: appFiles, namespace: () => 'app' },
  { files: featureFiles, namespace: (path) => /\/features\/([^/]+)\/locales\//.exec(path)?.[1] ?? null },
]);

export const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];
export const availableLanguages = Object.keys(resources);

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
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false,
});

/** Switches the catalog and the document's language attribute. */
export function applyLanguage(language: string): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export { i18next };
