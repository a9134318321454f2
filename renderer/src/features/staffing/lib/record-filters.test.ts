import { describe, expect, it } from 'vitest';
import {
  fromSortingState,
  readRecordFilters,
  recordListParams,
  toSortingState,
  withRecordFilters,
} from './record-filters.ts';

describe('record filters in the address', () => {
  it('reads defaults from an empty address and ignores what it does not know', () => {
    expect(readRecordFilters(new URLSearchParams())).toEqual({
      search: '',
      segment: null,
      sorting: 'lastName',
    });
    expect(
      readRecordFilters(new URLSearchParams('segment=planet:Mars&sort=-salary&search=%20ada%20')),
    ).toEqual({ search: 'ada', segment: null, sorting: 'lastName' });
  });

  it('reads a segment whose value holds a colon', () => {
    expect(readRecordFilters(new URLSearchParams('segment=location:Berlin:Mitte')).segment).toEqual({
      kind: 'location',
      value: 'Berlin:Mitte',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const params = withRecordFilters(new URLSearchParams(), {
      search: 'eve',
      segment: { kind: 'department', value: 'Sales' },
      sorting: '-updatedAt',
    });
    expect(params.toString()).toBe('search=eve&segment=department%3ASales&sort=-updatedAt');
    expect(withRecordFilters(params, { search: '', segment: null, sorting: 'lastName' }).toString()).toBe('');
    expect(readRecordFilters(params).sorting).toBe('-updatedAt');
  });

  it('turns filters into the list call', () => {
    expect(
      recordListParams({ search: 'ada', segment: { kind: 'country', value: 'UK' }, sorting: 'employeeId' }),
    ).toEqual({ sorting: 'employeeId', search: 'ada', segmentKind: 'country', segmentValue: 'UK' });
    expect(recordListParams({ search: '', segment: null, sorting: 'lastName' })).toEqual({
      sorting: 'lastName',
    });
  });

  it("maps the API's sorting to the table's and back", () => {
    expect(toSortingState('-updatedAt')).toEqual([{ id: 'updatedAt', desc: true }]);
    expect(fromSortingState([{ id: 'employeeId', desc: false }])).toBe('employeeId');
    expect(fromSortingState([{ id: 'lastName', desc: true }])).toBe('-lastName');
    expect(fromSortingState([{ id: 'email', desc: false }])).toBe('lastName');
    expect(fromSortingState([])).toBe('lastName');
  });
});
