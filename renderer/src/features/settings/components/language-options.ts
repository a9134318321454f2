/**
 * Languages a member can pick. The app falls back to English for any language whose catalogue is
 * missing, so the list names the languages people in client organisations ask for, not only the
 * catalogues shipped today.
 */
export const languageChoices = [
  'en',
  'en-GB',
  'fr',
  'fr-CA',
  'de',
  'es',
  'it',
  'nl',
  'pt-BR',
  'pl',
  'sv',
  'ja',
  'zh-CN',
] as const;

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
