import { describe, expect, it } from 'vitest';
import { readDirectoryParams, searchMaxLength, withDirectoryParams } from './directory-params.ts';

const teamId = '4f9c2b1e-8d3a-4c5b-9e7f-0a1b2c3d4e5f';

describe('readDirectoryParams', () => {
  it('reads the search and the team from the URL', () => {
    expect(readDirectoryParams(new URLSearchParams(`search=sam&team=${teamId}`))).toEqual({
      search: 'sam',
      teamId,
      segmentKind: null,
      segmentValue: null,
    });
  });

  it('gives an empty search and no team when the URL has none', () => {
    expect(readDirectoryParams(new URLSearchParams())).toEqual({
      search: '',
      teamId: null,
      segmentKind: null,
      segmentValue: null,
    });
  });

  it('trims the search and cuts it to what the server accepts', () => {
    expect(readDirectoryParams(new URLSearchParams('search=%20%20ada%20love%20')).search).toBe('ada love');
    const long = 'a'.repeat(searchMaxLength + 20);
    expect(readDirectoryParams(new URLSearchParams({ search: long })).search).toHaveLength(searchMaxLength);
  });

  it('reads a segment kind and value', () => {
    const read = readDirectoryParams(
      new URLSearchParams('segmentKind=department&segmentValue=%20Engineering%20'),
    );
    expect(read).toMatchObject({ segmentKind: 'department', segmentValue: 'Engineering' });
  });

  it('ignores an unknown segment kind, and a value without its kind', () => {
    expect(readDirectoryParams(new URLSearchParams('segmentKind=shoeSize&segmentValue=44'))).toMatchObject({
      segmentKind: null,
      segmentValue: null,
    });
    expect(readDirectoryParams(new URLSearchParams('segmentValue=Engineering')).segmentValue).toBeNull();
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
    expect(readDirectoryParams(next)).toEqual({
      search: 'sam',
      teamId,
      segmentKind: null,
      segmentValue: null,
    });
  });

  it('sets a segment kind and value together, and a new kind drops the old value', () => {
    const set = withDirectoryParams(new URLSearchParams('search=sam'), {
      segmentKind: 'department',
      segmentValue: 'Engineering',
    });
    expect(set.toString()).toBe('search=sam&segmentKind=department&segmentValue=Engineering');
    const changed = withDirectoryParams(set, { segmentKind: 'location' });
    expect(changed.toString()).toBe('search=sam&segmentKind=location');
    const same = withDirectoryParams(set, { segmentKind: 'department' });
    expect(same.get('segmentValue')).toBe('Engineering');
  });

  it('clears the segment filter', () => {
    const next = withDirectoryParams(new URLSearchParams('segmentKind=department&segmentValue=Engineering'), {
      segmentKind: null,
    });
    expect(next.toString()).toBe('');
  });

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('search=sam');
    withDirectoryParams(params, { search: 'eve' });
    expect(params.get('search')).toBe('sam');
  });
});
