import { describe, expect, it } from 'vitest';
import { mailCatalogs, mailLanguage, mailPart, mailText } from './mail-texts.ts';
import { en } from './texts/en.ts';

const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the mail catalogs', () => {
  for (const [language, texts] of Object.entries(mailCatalogs)) {
    it(`${language} has every mail of English with the same placeholders`, () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [kind, english] of Object.entries(en)) {
        const own: Record<string, string> = texts[kind as keyof typeof en];
        expect(Object.keys(own).sort(), `${language} ${kind} parts`).toEqual(Object.keys(english).sort());
        for (const [part, template] of Object.entries(english as Record<string, string>)) {
          expect(placeholders(own[part] ?? ''), `${language} ${kind} ${part}`).toEqual(
            placeholders(template),
          );
        }
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

describe('the password expiry mail', () => {
  it('says why in the chosen language, the reason filled in before the frame', () => {
    const values = { firstName: 'Eve', tenant: 'Acme', link: 'https://x' };
    const de = mailText('de', 'passwordExpired', {
      ...values,
      reason: mailPart('de', 'passwordExpired', 'tooOld', { tenant: 'Acme' }),
    });
    expect(de.subject).toBe('Wählen Sie ein neues Passwort für Acme');
    expect(de.text).toContain('Ihr Passwort ist älter, als Acme erlaubt. Bis Sie ein neues gewählt haben');
    expect(de.text).toContain('https://x');
    const en = mailText('en', 'passwordExpired', {
      ...values,
      reason: mailPart('en', 'passwordExpired', 'expiredByAdmin', { tenant: 'Acme' }),
    });
    expect(en.text).toContain('Acme has asked everyone to choose a new password. Until you choose a new one');
  });
});

describe('mailPart', () => {
  it('fills one part of a mail made of parts, falling back to English', () => {
    expect(mailPart('de', 'digest', 'receivedMany', { count: '3' })).toBe(
      'Sie haben diese Woche 3 Anerkennungen erhalten:',
    );
    expect(mailPart('xx', 'digest', 'receivedNone')).toBe('You received no recognitions this week.');
  });
});
