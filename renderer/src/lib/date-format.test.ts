import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format.ts';

describe('dateFormat', () => {
  it('formats as Intl does', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 9, 30));
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateFormat('en-US', options).format(date)).toBe('Nov 23, 2026');
    expect(dateFormat('de', options).format(date)).toBe('23.11.2026');
  });

  it('keeps one formatter per locale and options', () => {
    expect(dateFormat('en', { dateStyle: 'short' })).toBe(dateFormat('en', { dateStyle: 'short' }));
    expect(dateFormat('en', { dateStyle: 'short' })).not.toBe(dateFormat('fr', { dateStyle: 'short' }));
    expect(dateFormat('en', { dateStyle: 'short' })).not.toBe(dateFormat('en', { dateStyle: 'long' }));
  });
});
