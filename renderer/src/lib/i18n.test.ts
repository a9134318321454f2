import { describe, expect, it } from 'vitest';
import {
  availableLanguages,
  chooseLanguage,
  collectResources,
  i18next,
  namespaceOf,
  namespaces,
  rememberedLanguage,
  switchLanguage,
} from './i18n.ts';

describe('chooseLanguage', () => {
  const available = ['en', 'fr', 'pt-BR'];

  it("prefers the member's locale, then the tenant's language, then English", () => {
    expect(chooseLanguage(['fr', 'en'], available)).toBe('fr');
    expect(chooseLanguage([null, 'fr'], available)).toBe('fr');
    expect(chooseLanguage(['de', 'fr'], available)).toBe('fr');
    expect(chooseLanguage([undefined, null], available)).toBe('en');
    expect(chooseLanguage(['de', 'es'], available)).toBe('en');
  });

  it('matches regardless of case and falls back from a region to its language', () => {
    expect(chooseLanguage(['FR-ca'], available)).toBe('fr');
    expect(chooseLanguage(['pt-br'], available)).toBe('pt-BR');
  });
});

describe('collectResources', () => {
  it('keys catalogs by the language in the file name and by namespace', () => {
    const resources = collectResources([
      { files: { '../app/locales/en.json': { a: 'A' } }, namespace: () => 'app' },
      {
        files: { '../features/profile/locales/fr.json': { b: 'B' }, '../features/x/nolocale.json': {} },
        namespace: (path) => /\/features\/([^/]+)\/locales\//.exec(path)?.[1] ?? null,
      },
    ]);
    expect(resources).toEqual({ en: { app: { a: 'A' } }, fr: { profile: { b: 'B' } } });
  });
});

describe('the loaded catalogs', () => {
  it('holds the shell namespaces with the spec texts', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'app']));
    expect(i18next.t('common:toast.success')).toBe('Update successful');
    expect(i18next.t('common:toast.error')).toBe('Oops. Something went wrong!');
    expect(i18next.t('common:saving')).toBe('Saving...');
  });

  it('remembers the language last shown, for the next start', async () => {
    await switchLanguage('de');
    expect(rememberedLanguage()).toBe('de');
    await switchLanguage('en');
    expect(rememberedLanguage()).toBe('en');
    window.localStorage.setItem('kudos.language', 'klingon');
    expect(rememberedLanguage()).toBe('en');
  });
});

describe('namespaceOf', () => {
  it('names the namespace by folder', () => {
    expect(namespaceOf('../components/locales/de.json')).toBe('common');
    expect(namespaceOf('../../app/locales/en.json')).toBe('app');
    expect(namespaceOf('../../features/people-admin/locales/de.json')).toBe('people-admin');
    expect(namespaceOf('../features/x/nolocale.json')).toBeNull();
  });
});

describe('switching language', () => {
  it('offers English and German, English loaded from the start', () => {
    expect(availableLanguages).toEqual(expect.arrayContaining(['en', 'de']));
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
  });

  it("loads German's catalogs when chosen, and plurals follow the count", async () => {
    expect(i18next.t('common:errors.rateLimited', { count: 1 })).toMatch(/1 second\./);
    expect(i18next.t('common:errors.rateLimited', { count: 5 })).toMatch(/5 seconds\./);
    await switchLanguage('de');
    try {
      expect(i18next.language).toBe('de');
      expect(document.documentElement.lang).toBe('de');
      // Only where the German catalog exists (written alongside); a missing key falls back to English.
      if (i18next.hasResourceBundle('de', 'common')) {
        expect(i18next.t('common:saving')).not.toBe('Saving...');
      }
    } finally {
      await switchLanguage('en');
    }
    expect(i18next.t('common:saving')).toBe('Saving...');
  });

  it('remembers the language last shown, for the next start', async () => {
    await switchLanguage('de');
    expect(rememberedLanguage()).toBe('de');
    await switchLanguage('en');
    expect(rememberedLanguage()).toBe('en');
    window.localStorage.setItem('kudos.language', 'klingon');
    expect(rememberedLanguage()).toBe('en');
  });
});
