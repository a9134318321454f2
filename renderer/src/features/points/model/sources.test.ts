import { describe, expect, it } from 'vitest';
import { tabOf } from '../components/admin-tabs.tsx';
import { configurePathOf, isAllocationSource, parentPathOf } from './sources.ts';

describe('allocation sources', () => {
  it('opens each source on its own configure page and goes back to its group', () => {
    expect(configurePathOf('allocation')).toBe('/points/allocation/configure/allocation');
    expect(configurePathOf('birthday')).toBe('/points/birthdays/configure');
    expect(configurePathOf('pointsBank')).toBe('/points/allocation/configure/pointsBank');
    expect(parentPathOf('allocation')).toBe('/points/peer');
    expect(parentPathOf('anniversary')).toBe('/points/celebration');
    expect(parentPathOf('pointsBank')).toBe('/points/bank');
  });
  it('knows only the spec’s sources', () => {
    expect(isAllocationSource('welcome')).toBe(true);
    expect(isAllocationSource('bonus')).toBe(false);
    expect(isAllocationSource(undefined)).toBe(false);
  });
});

describe('tabOf', () => {
  it('puts the bank, celebration and peer pages under allocation', () => {
    expect(tabOf('/points/reporting')).toBe('reporting');
    expect(tabOf('/points/liabilities')).toBe('liabilities');
    expect(tabOf('/points/peer')).toBe('allocation');
    expect(tabOf('/points/bank')).toBe('allocation');
  });
});
