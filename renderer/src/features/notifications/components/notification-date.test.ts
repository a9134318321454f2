import { describe, expect, it } from 'vitest';
import { formatNotificationDate, invalidDate } from './notification-date.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('formatNotificationDate', () => {
  it('flags values that are not dates', () => {
    expect(formatNotificationDate('not a date', 'en', now)).toBe(invalidDate);
    expect(formatNotificationDate('', 'en', now)).toBe(invalidDate);
    expect(formatNotificationDate(null, 'en', now)).toBe(invalidDate);
  });

  it('reads recent messages relative to now', () => {
    expect(formatNotificationDate('2026-11-23T11:59:30Z', 'en', now)).toBe('now');
    expect(formatNotificationDate('2026-11-23T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatNotificationDate('2026-11-23T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatNotificationDate('2026-11-22T11:00:00Z', 'en', now)).toBe('yesterday');
  });

  it('shows the date for older messages', () => {
    expect(formatNotificationDate('2026-10-01T08:00:00Z', 'en', now)).toBe('Oct 1, 2026');
  });
});
