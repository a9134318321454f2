import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageChoices, languageChoicesOf, shownLanguage } from './language-options.ts';

/** The languages of every catalog file in the renderer (`.../locales/<language>.json`). */
function catalogLanguages(): string[] {
  // Tests run from the repository root (vitest.config.ts).
  const root = path.join(process.cwd(), 'renderer/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  const languages = files.flatMap((file) => /(?:^|[/\\])locales[/\\]([^/\\]+)\.json$/.exec(file)?.[1] ?? []);
  return [...new Set(languages)];
}

describe('languageChoices', () => {
  it('offers exactly the languages the app has catalogs for, English first', () => {
    const shipped = catalogLanguages();
    expect(shipped).toContain('en');
    expect([...languageChoices].sort()).toEqual(shipped.sort());
    expect(languageChoices[0]).toBe('en');
  });

  it('adds a language as soon as a catalog of it exists', () => {
    expect(languageChoicesOf(['fr', 'en', 'de', 'fr'])).toEqual(['en', 'de', 'fr']);
    expect(languageChoicesOf(['en'])).toEqual(['en']);
  });

  it('shows a stored locale as the shipped language the app uses for it, else the organization default', () => {
    const choices = ['en', 'fr'];
    expect(shownLanguage('fr', choices)).toBe('fr');
    expect(shownLanguage('fr-CA', choices)).toBe('fr');
    expect(shownLanguage('EN-gb', choices)).toBe('en');
    expect(shownLanguage('de', choices)).toBe('');
    expect(shownLanguage(null, choices)).toBe('');
  });
});
