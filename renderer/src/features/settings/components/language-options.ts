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

/** "français (Canada)" style names, each in its own language, so a person finds theirs. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/** Every IANA time zone the browser knows, UTC first. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** Time zones whose name contains every word typed, in list order; at most `limit`. */
export function filterTimeZones(zones: readonly string[], query: string, limit = 50): string[] {
  const words = query.toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  const matches = zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/[_/]/g, ' ');
    return words.every((word) => name.includes(word));
  });
  return matches.slice(0, limit);
}
