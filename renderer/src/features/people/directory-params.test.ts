import { describe, expect, it } from 'vitest';
import { readDirectoryParams, searchMaxLength, withDirectoryParams } from './directory-params.ts';

const teamId = '4f9c2b1e-8d3a-4c5b-9e7f-0a1b2c3d4e5f';

describe('readDirectoryParams', () => {
  it('reads the search and the team from the URL', () => {
    expect(readDirectoryParams(new URLSearchParams(`search=sam&team=${teamId}`))).toEqual({
      search: 'sam',
      teamId,
    });
  });

  it('gives an empty search and no team when the URL has none', () => {
    expect(readDirectoryParams(new URLSearchParams())).toEqual({ search: '', teamId: null });
  });

  it('trims the search and cuts it to what the server accepts', () => {
    expect(readDirectoryParams(new URLSearchParams('search=%20%20ada%20love%20')).search).toBe('ada love');
    const long = 'a'.repeat(searchMaxLength + 20);
    expect(readDirectoryParams(new URLSearchParams({ search: long })).search).toHaveLength(searchMaxLength);
  });

  it('ignores a team that is not an id instead of sending it', () => {
    expect(readDirectoryParams(new URLSearchParams('team=engineering')).teamId).toBeNull();
  });
});

describe('withDirectoryParams', () => {
  it('sets the trimmed search and keeps the other params', () => {
    const next = withDirectoryParams(new URLSearchParams(`team=${teamId}`), { search: ' sam ' });
    expect(next.toString()).toBe(`team=${teamId}&search=sam`);
  });

  it('removes an emptied search and a cleared team from the URL', () => {
    const next = withDirectoryParams(new URLSearchParams(`search=sam&team=${teamId}`), {
      search: '   ',
      teamId: null,
    });
    expect(next.toString()).toBe('');
  });

  it('leaves what the change does not name', () => {
    const next = withDirectoryParams(new URLSearchParams('search=sam'), { teamId });
    expect(readDirectoryParams(next)).toEqual({ search: 'sam', teamId });
  });

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('search=sam');
    withDirectoryParams(params, { search: 'eve' });
    expect(params.get('search')).toBe('sam');
  });
});
