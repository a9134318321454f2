import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import './areas.ts';
import {
  checkedMeaning,
  type NotificationKind,
  notificationKind,
  notificationLanguages,
  registeredNotificationKinds,
  renderNotification,
} from './kernel/notify/kinds.ts';

/**
 * Every kind an area registers reads as a sentence in every language, and the web app's catalogue
 * (which renders the bell) holds the very same sentence, so the bell, the push and API clients
 * agree.
 */
const kinds = registeredNotificationKinds();

// Tests run from the repository root (vitest.config.ts).
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      path.join(process.cwd(), `renderer/src/features/notifications/locales/${language}.json`),
      'utf8',
    ),
  ) as { kinds: Record<string, Record<string, string>> };

/** Sample params for a kind: a word for each text, a number for each number. */
function sampleOf(kind: NotificationKind): Record<string, string | number> {
  const { shape } = kind.params as unknown as { shape: Record<string, { def: { type: string } }> };
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema.def.type === 'number' ? 7 : `«${key}»`]),
  );
}

describe('the notification kinds', () => {
  it('are registered by the areas that send them', () => {
    expect(kinds.length).toBeGreaterThan(20);
    expect(kinds.map((kind) => kind.name)).toEqual(
      expect.arrayContaining([
        'recognition.recognized',
        'award.given',
        'celebration.welcome',
        'rewards.redeemed',
      ]),
    );
  });

  for (const kind of registeredNotificationKinds()) {
    it(`${kind.name} renders in ${notificationLanguages.join(' and ')} with every param filled in`, () => {
      const params = sampleOf(kind);
      const row = { ...checkedMeaning({ kind: kind.name, params }), message: null };
      const sentences = notificationLanguages.map((language) => renderNotification(row, language));
      for (const sentence of sentences) {
        expect(sentence).not.toMatch(/\{\{|\}\}/);
        for (const value of Object.values(params)) expect(sentence).toContain(String(value));
      }
      // German is its own sentence, not the English one.
      expect(sentences[1]).not.toBe(sentences[0]);
    });

    it(`${kind.name} reads the same in the web app's catalogues`, () => {
      const [area, event] = kind.name.split('.') as [string, string];
      for (const language of notificationLanguages) {
        expect(catalogue(language).kinds[area]?.[event], language).toBe(kind.texts[language]);
      }
    });
  }

  it('leaves no kind in the catalogues that no area registers', () => {
    const names = new Set(kinds.map((kind) => kind.name));
    for (const language of notificationLanguages) {
      const listed = Object.entries(catalogue(language).kinds).flatMap(([area, events]) =>
        Object.keys(events).map((event) => `${area}.${event}`),
      );
      expect(
        listed.filter((name) => !names.has(name)),
        language,
      ).toEqual([]);
    }
  });

  it('falls back to English for a language it is not written in, and to the stored text for an unknown kind', () => {
    const row = { kind: 'recognition.recognized', params: { name: 'Max' }, message: null };
    expect(renderNotification(row, 'fr')).toBe('Max recognized you');
    expect(renderNotification({ kind: 'gone.kind', params: {}, message: 'Old text' }, 'de')).toBe('Old text');
    expect(renderNotification({ kind: null, params: null, message: 'Old text' }, 'de')).toBe('Old text');
  });

  it('refuses unknown kinds and params that do not fit', () => {
    expect(() => checkedMeaning({ kind: 'recognition.nothing', params: {} })).toThrow(
      'unknown notification kind',
    );
    expect(() => checkedMeaning({ kind: 'recognition.recognized', params: { name: 3 } })).toThrow();
    expect(() => checkedMeaning({ kind: 'recognition.recognized', params: {} })).toThrow();
    expect(() => notificationKind('x.y', {}, { en: 'Hi {{name}}', de: 'Hallo' })).toThrow('names no param');
  });
});
