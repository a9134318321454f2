import { describe, expect, it } from 'vitest';
import { reorder } from './reorder.ts';

describe('reorder', () => {
  it('moves an id among all when nothing is hidden', () => {
    expect(reorder(['a', 'b', 'c'], ['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(reorder(['a', 'b', 'c'], ['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });

  it('keeps hidden (archived) ids in their slots', () => {
    expect(reorder(['a', 'x', 'b', 'c'], ['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'x', 'a', 'b']);
  });

  it('changes nothing for an unknown id or a position out of range', () => {
    const all = ['a', 'b'];
    expect(reorder(all, all, 'z', 0)).toBe(all);
    expect(reorder(all, all, 'a', 2)).toBe(all);
    expect(reorder(all, all, 'a', -1)).toBe(all);
  });
});
