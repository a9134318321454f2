import { describe, expect, it } from 'vitest';
import { memberListParams, readMemberFilters, withMemberFilters } from './member-filters.ts';

describe('member table filters', () => {
  it('reads defaults from an empty address and unknown values as defaults', () => {
    expect(readMemberFilters(new URLSearchParams())).toEqual({
      search: '',
      status: 'all',
      teamId: null,
      sortKey: 'firstName',
      sortDirection: 'ascending',
    });
    expect(readMemberFilters(new URLSearchParams('status=gone&sort=-email')).status).toBe('all');
    expect(readMemberFilters(new URLSearchParams('sort=-email')).sortDirection).toBe('ascending');
  });

  it('round-trips the filters through the address, leaving defaults out', () => {
    const params = withMemberFilters(new URLSearchParams(), {
      search: 'eve',
      status: 'suspended',
      teamId: 't1',
      sortKey: 'lastName',
      sortDirection: 'descending',
    });
    expect(params.toString()).toBe('search=eve&status=suspended&team=t1&sort=-lastName');
    expect(readMemberFilters(params)).toMatchObject({ search: 'eve', status: 'suspended', teamId: 't1' });
    expect(
      withMemberFilters(params, {
        search: '',
        status: 'all',
        teamId: null,
        sortKey: 'firstName',
        sortDirection: 'ascending',
      }).toString(),
    ).toBe('');
  });

  it('turns the filters into the list call query', () => {
    const filters = readMemberFilters(
      new URLSearchParams('search=eve&status=active&team=t1&sort=-createdAt'),
    );
    expect(memberListParams(filters)).toEqual({
      sorting: '-createdAt',
      search: 'eve',
      suspended: false,
      teamIdIn: 't1',
    });
    expect(memberListParams(readMemberFilters(new URLSearchParams()))).toEqual({ sorting: 'firstName' });
  });
});
