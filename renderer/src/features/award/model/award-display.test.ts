import { describe, expect, it } from 'vitest';
import { badgeSrc, canNominate } from './award-display.ts';

const open = {
  nominationStatus: 'open' as const,
  permissions: ['nominate' as const],
  maxNominations: 2,
  ownNominees: { total: 1, members: [] },
};

describe('canNominate', () => {
  it('offers nominating while the window is open and nominations are left', () => {
    expect(canNominate(open)).toBe(true);
    expect(canNominate({ ...open, maxNominations: null, ownNominees: { total: 9, members: [] } })).toBe(true);
  });
  it('refuses outside the window, without the permission, or at the limit', () => {
    expect(canNominate({ ...open, nominationStatus: 'closed' })).toBe(false);
    expect(canNominate({ ...open, permissions: [] })).toBe(false);
    expect(canNominate({ ...open, ownNominees: { total: 2, members: [] } })).toBe(false);
  });
});

describe('badgeSrc', () => {
  it('prefers the desktop variant', () => {
    expect(badgeSrc({ id: 'x', url: '/a', variants: { 'award-badge-desktop': '/d' } })).toBe('/d');
    expect(badgeSrc({ id: 'x', url: '/a', variants: {} })).toBe('/a');
    expect(badgeSrc(null)).toBeUndefined();
  });
});
