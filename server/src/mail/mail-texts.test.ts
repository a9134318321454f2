import { describe, expect, it } from 'vitest';
import { mailCatalogs, mailLanguage, mailText } from './mail-texts.ts';
import { en } from './texts/en.ts';

const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the mail catalogs', () => {
  for (const [language, texts] of Object.entries(mailCatalogs)) {
    it(`${language} has every mail of English with the same placeholders`, () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [kind, english] of Object.entries(en)) {
        const own = texts[kind as keyof typeof en];
        expect(placeholders(own.subject), `${language} ${kind} subject`).toEqual(
          placeholders(english.subject),
        );
        expect(placeholders(own.text), `${language} ${kind} text`).toEqual(placeholders(english.text));
      }
    });
  }
});

describe('mailLanguage', () => {
  it("prefers the member's locale, then the tenant's language, then English", () => {
    expect(mailLanguage('de', 'en')).toBe('de');
    expect(mailLanguage(null, 'de')).toBe('de');
    expect(mailLanguage('fr', 'de-AT')).toBe('de');
    expect(mailLanguage('fr', undefined)).toBe('en');
  });
});

describe('mailText', () => {
  it('fills the placeholders in the chosen language', () => {
    const mail = mailText('de', 'welcome', {
      tenant: 'Acme',
      firstName: 'Eve',
      link: 'https://x',
      email: 'e@x',
    });
    expect(mail.subject).toBe('Willkommen bei Acme auf Kudos');
    expect(mail.text).toContain('Hallo Eve,');
    expect(mail.text).toContain('https://x');
    expect(mailText('xx', 'recovery', { link: 'L' }).subject).toBe('Reset your Kudos password');
  });
});
