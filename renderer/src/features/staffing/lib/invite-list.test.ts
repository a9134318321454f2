import { describe, expect, it } from 'vitest';
import { withExclusion } from './invite-list.ts';

describe('withExclusion', () => {
  it('takes a member off the list once, and puts them back', () => {
    expect(withExclusion([], 'a', true)).toEqual(['a']);
    expect(withExclusion(['a'], 'a', true)).toEqual(['a']);
    expect(withExclusion(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withExclusion(['b'], 'a', false)).toEqual(['b']);
  });
});
