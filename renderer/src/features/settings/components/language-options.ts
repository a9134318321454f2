import { availableLanguages, fallbackLanguage } from '../../../lib/i18n.ts';

/**
 * The languages offered: English and every language with a catalog module (lib/languages/<tag>.ts,
 * loaded when chosen), English first, then by tag: German today. Adding a language adds it here.
 */
export function languageChoicesOf(available: readonly string[]): string[] {
  return [...new Set(available)].sort((a, b) =>
    a === fallbackLanguage ? -1 : b === fallbackLanguage ? 1 : a.localeCompare(b),
  );
}

export const languageChoices: readonly string[] = languageChoicesOf(availableLanguages);

/**
 * The choice a stored locale shows as: itself or its base language when shipped (`en-GB` shows as
 * English, which is what the app then uses), else '' (the organization's language), since the app
 * skips a language it has no catalog for.
 */
export function shownLanguage(stored: string | null, choices: readonly string[] = languageChoices): string {
  if (!stored) return '';
  const known = new Map(choices.map((tag) => [tag.toLowerCase(), tag]));
  const tag = stored.toLowerCase();
  return known.get(tag) ?? known.get(tag.split('-')[0] ?? '') ?? '';
}
