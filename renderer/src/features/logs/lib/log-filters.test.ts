import { describe, expect, it } from 'vitest';
import { apiFilters, filterParams, noFilters } from './log-filters.ts';

describe('apiFilters', () => {
  it('leaves out empty filters', () => {
    expect(apiFilters(noFilters)).toEqual({});
  });

  it('turns days into a range that includes the last day', () => {
    const filters = apiFilters({
      actorId: 'a',
      action: 'member.suspend',
      fromDay: '2026-03-01',
      toDay: '2026-03-01',
    });
    expect(filters.actorId).toBe('a');
    expect(filters.actionIn).toEqual(['member.suspend']);
    const from = new Date(filters.from ?? '');
    const to = new Date(filters.to ?? '');
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(from.getDate()).toBe(1);
    expect(to.getDate()).toBe(2);
  });

  it('begins the days in the time zone the page shows', () => {
    const filters = apiFilters({ ...noFilters, fromDay: '2026-03-01', toDay: '2026-03-31' }, 'Asia/Tokyo');
    expect(filters.from).toBe('2026-02-28T15:00:00.000Z');
    expect(filters.to).toBe('2026-03-31T15:00:00.000Z');
  });

  it('writes comma lists for the query string', () => {
    expect(filterParams({ actionIn: ['a', 'b'], actorId: 'x' })).toEqual({ actionIn: 'a,b', actorId: 'x' });
  });
});
