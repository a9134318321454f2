import { describe, expect, it } from 'vitest';
import { filterTimeZones, languageName, timeZoneChoices } from './time-zones.ts';

describe('time zones', () => {
  it('lists UTC first and the browser zones after', () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Paris');
  });

  it('filters by every typed word, ignoring slashes and underscores', () => {
    const zones = ['America/New_York', 'America/Chicago', 'Europe/London'];
    expect(filterTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, 'america')).toEqual(['America/New_York', 'America/Chicago']);
    expect(filterTimeZones(zones, '', 2)).toEqual(['America/New_York', 'America/Chicago']);
  });
});

describe('languageName', () => {
  it('names a language in itself', () => {
    expect(languageName('fr')).toBe('Français');
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('en')).toBe('English');
  });
});
