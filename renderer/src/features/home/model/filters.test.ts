import { beforeEach, describe, expect, it } from 'vitest';
import { defaultFilters, loadFilters, saveFilters } from './filters.ts';

const team = '22222222-2222-4222-8222-222222222222';

describe('timeline filters', () => {
  beforeEach(() => window.localStorage.clear());

  it('start from awards and recognitions, for everyone', () => {
    expect(loadFilters('me')).toEqual(defaultFilters());
  });

  it('survive a reload, per member', () => {
    saveFilters('me', { teamIdIn: [team], itemTypeIn: ['recognition'] });
    expect(loadFilters('me')).toEqual({ teamIdIn: [team], itemTypeIn: ['recognition'] });
    expect(loadFilters('someone-else')).toEqual(defaultFilters());
  });

  it('ignore anything unreadable', () => {
    window.localStorage.setItem('kudos.timeline.filters.me', '{not json');
    expect(loadFilters('me')).toEqual(defaultFilters());
    window.localStorage.setItem(
      'kudos.timeline.filters.me',
      JSON.stringify({ teamIdIn: ['x'], itemTypeIn: [] }),
    );
    expect(loadFilters('me')).toEqual(defaultFilters());
  });
});
