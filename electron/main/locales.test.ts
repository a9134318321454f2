import { describe, expect, it } from 'vitest';
import { setLanguage, t } from './i18n.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** Every key path of a catalogue, with the placeholders its text uses. */
function entries(catalogue: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string')
      found.set(path, [...value.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).join(','));
    else for (const [inner, holes] of entries(value as object, path)) found.set(inner, holes);
  }
  return found;
}

describe('desktop app strings', () => {
  it('has every English key in German, with the same placeholders', () => {
    expect([...entries(de)].sort()).toEqual([...entries(en)].sort());
  });

  it('speaks German on a German system and English otherwise', () => {
    setLanguage('de-AT');
    expect(t('tray.quit')).toBe('Kudos beenden');
    setLanguage('fr-FR');
    expect(t('tray.quit')).toBe('Quit Kudos');
    setLanguage('en-US');
  });
});
