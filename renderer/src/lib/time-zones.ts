/** Every IANA time zone the browser knows, UTC first. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** Time zones whose name contains every word typed ("new york" finds America/New_York); at most `limit`. */
export function filterTimeZones(zones: readonly string[], query: string, limit = 50): string[] {
  const words = query.toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  const matches = zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/[_/]/g, ' ');
    return words.every((word) => name.includes(word));
  });
  return matches.slice(0, limit);
}

/** "Français (Canada)" style names, each in its own language, so a person finds theirs. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}
