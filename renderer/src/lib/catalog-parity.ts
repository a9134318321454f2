/**
 * Key parity between a catalog and its English twin, used by catalog-parity.test.ts (npm test).
 * Plural keys follow i18next (`count_one`, `count_other`): each language needs exactly the plural
 * categories its own rules have (Intl.PluralRules), which are not always English's.
 */

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a nested catalog as a dotted path. */
export function leafKeys(catalog: unknown, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys a language's catalog must hold, given English's. */
export function expectedKeys(englishKeys: readonly string[], language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Set<string>();
  for (const key of englishKeys) {
    const match = pluralSuffix.exec(key);
    // `_zero` is an optional extra in i18next (a "none" text), kept as English has it.
    if (!match || match[1] === 'zero') {
      expected.add(key);
      continue;
    }
    const base = key.slice(0, -match[0].length);
    for (const category of categories) expected.add(`${base}_${category}`);
  }
  return expected;
}

export type ParityProblem = { missing: string[]; extra: string[] };

/** What a language's catalog lacks and holds beyond English; both empty when they match. */
export function compareCatalogs(english: unknown, other: unknown, language: string): ParityProblem {
  const englishKeys = new Set(leafKeys(english));
  const expected = expectedKeys([...englishKeys], language);
  const actual = new Set(leafKeys(other));
  // A bare key beside its plural forms (`pin`, `pin_one`) is i18next's fallback for any category
  // without its own text, in English and in its twin alike.
  const coveredByBareKey = (key: string) => {
    const base = key.replace(pluralSuffix, '');
    return base !== key && englishKeys.has(base) && actual.has(base);
  };
  return {
    missing: [...expected].filter((key) => !actual.has(key) && !coveredByBareKey(key)).sort(),
    extra: [...actual].filter((key) => !expected.has(key)).sort(),
  };
}
