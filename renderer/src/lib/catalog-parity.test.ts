import { describe, expect, it } from 'vitest';
import { compareCatalogs } from './catalog-parity.ts';
import { availableLanguages, fallbackLanguage, namespaceOf } from './i18n.ts';

/** Every catalog of every language, read here (the app itself loads non-English ones lazily). */
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../components/locales/*.json',
    '../app/locales/*.json',
    '../features/*/locales/*.json',
    './contract-messages/*.json',
  ],
  { eager: true, import: 'default' },
);

const byLanguage = new Map<string, Map<string, { path: string; catalog: unknown }>>();
for (const [path, catalog] of Object.entries(files)) {
  const language = /\/([^/]+)\.json$/.exec(path)?.[1];
  const ns = namespaceOf(path);
  if (!language || !ns) continue;
  const catalogs = byLanguage.get(language) ?? new Map();
  catalogs.set(ns, { path, catalog });
  byLanguage.set(language, catalogs);
}
const english = byLanguage.get(fallbackLanguage) ?? new Map();
/** The second UI language, which must be complete; any further one is checked as far as it goes. */
const required = ['de'];

describe('compareCatalogs', () => {
  it('finds missing and extra keys, plural forms by the language own rules', () => {
    const en = { a: 'A', nested: { b: 'B' }, count_one: 'one', count_other: 'many' };
    expect(
      compareCatalogs(en, { a: 'A', nested: { b: 'B' }, count_one: '1', count_other: 'n' }, 'de'),
    ).toEqual({
      missing: [],
      extra: [],
    });
    expect(compareCatalogs(en, { a: 'A', nested: {}, c: 'C', count_other: 'n' }, 'de')).toEqual({
      missing: ['count_one', 'nested.b'],
      extra: ['c'],
    });
    // A bare key stands in for the categories without their own text.
    const bare = { pin: '{{count}} days', pin_one: '{{count}} day' };
    expect(compareCatalogs(bare, { pin: '{{count}} Tage', pin_one: '{{count}} Tag' }, 'de')).toEqual({
      missing: [],
      extra: [],
    });
    expect(compareCatalogs(bare, { pin_one: '{{count}} Tag' }, 'de').missing).toEqual(['pin', 'pin_other']);
    // Polish has one, few, many and other.
    expect(
      compareCatalogs(en, { a: 'A', nested: { b: 'B' }, count_one: '1', count_other: 'n' }, 'pl').missing,
    ).toEqual(['count_few', 'count_many']);
  });
});

describe('the shipped catalogs', () => {
  it('hold English for every namespace', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(required)('have a %s twin for every English catalog', (language) => {
    const catalogs = byLanguage.get(language) ?? new Map();
    const lacking = [...english]
      .filter(([ns]) => !catalogs.has(ns))
      .map(([, { path }]) => path.replace(/en\.json$/, `${language}.json`));
    expect(lacking).toEqual([]);
  });

  it('offer every language that has catalogs, each through its own lazy module', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...availableLanguages].sort());
  });

  for (const [language, catalogs] of byLanguage) {
    if (language === fallbackLanguage) continue;
    for (const [ns, { path, catalog }] of catalogs) {
      it(`${path} has exactly the keys of English`, () => {
        const twin = english.get(ns);
        expect(twin, `${path} has no English catalog`).toBeDefined();
        expect(compareCatalogs(twin?.catalog, catalog, language)).toEqual({ missing: [], extra: [] });
      });
    }
  }
});
