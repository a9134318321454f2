import { describe, expect, it } from 'vitest';
import { statusKey } from './award-types-list-page.tsx';
import { availableActions } from './lifecycle-actions.tsx';

const round = { nomination: true, archived: false } as const;

describe('availableActions (001 §4)', () => {
  it('offers the round its next steps, finalize only with a winner', () => {
    expect(availableActions({ ...round, nominationStatus: 'notStarted' }, 0)).toEqual([
      'start',
      'archive',
      'clone',
    ]);
    expect(availableActions({ ...round, nominationStatus: 'open' }, 0)).toEqual([
      'end',
      'extend',
      'archive',
      'clone',
    ]);
    expect(availableActions({ ...round, nominationStatus: 'open' }, 1)).toEqual([
      'end',
      'extend',
      'finalize',
      'archive',
      'clone',
    ]);
    expect(availableActions({ ...round, nominationStatus: 'closed' }, 2)).toEqual([
      'start',
      'extend',
      'finalize',
      'archive',
      'clone',
    ]);
    expect(availableActions({ ...round, nominationStatus: 'finalized' }, 2)).toEqual(['archive', 'clone']);
  });

  it('gives plain and archived types only archive or unarchive, and clone', () => {
    expect(availableActions({ nomination: false, archived: false, nominationStatus: 'none' }, 0)).toEqual([
      'archive',
      'clone',
    ]);
    expect(availableActions({ ...round, archived: true, nominationStatus: 'open' }, 1)).toEqual([
      'unarchive',
      'clone',
    ]);
  });

  it('names the status a list shows', () => {
    expect(statusKey({ archived: true, nomination: true, nominationStatus: 'open' })).toBe('archived');
    expect(statusKey({ archived: false, nomination: false, nominationStatus: 'none' })).toBe('active');
    expect(statusKey({ archived: false, nomination: true, nominationStatus: 'closed' })).toBe('ended');
  });
});
