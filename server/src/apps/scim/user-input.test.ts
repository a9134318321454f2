import { describe, expect, it } from 'vitest';
import { scimSchemas } from '#shared/contract/scim';
import { ScimError } from './errors.ts';
import { parseFilter } from './filter.ts';
import { memberEmail, memberNames, parseUser, patchUserFields, scimBoolean } from './user-input.ts';

const scimType = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScimError) return error.scimType;
    throw error;
  }
  return 'no error';
};

describe('patchUserFields', () => {
  it('reads Entra and Okta deactivations alike', () => {
    expect(patchUserFields([{ op: 'replace', path: 'active', value: 'False' }])).toEqual({ active: false });
    expect(patchUserFields([{ op: 'replace', value: { active: false } }])).toEqual({ active: false });
    expect(patchUserFields([{ op: 'add', path: 'Active', value: 'True' }])).toEqual({ active: true });
  });

  it('reads pathless values with attribute paths as keys, and enterprise paths', () => {
    expect(
      patchUserFields([
        { op: 'replace', value: { 'name.givenName': 'Ann', title: 'Lead', displayName: 'Ann B' } },
        { op: 'replace', path: `${scimSchemas.enterpriseUser}:department`, value: 'Ops' },
        { op: 'remove', path: 'title' },
      ]),
    ).toEqual({ givenName: 'Ann', title: null, displayName: 'Ann B', department: 'Ops' });
  });

  it('refuses unknown paths, removing active, and non-boolean actives', () => {
    expect(scimType(() => patchUserFields([{ op: 'replace', path: 'shoeSize', value: 1 }]))).toBe(
      'invalidPath',
    );
    expect(scimType(() => patchUserFields([{ op: 'remove', path: 'active' }]))).toBe('mutability');
    expect(scimType(() => patchUserFields([{ op: 'replace', path: 'active', value: 'maybe' }]))).toBe(
      'invalidValue',
    );
  });
});

describe('parseUser', () => {
  it('needs a userName and refuses attributes outside the schema, in any letter case', () => {
    expect(scimType(() => parseUser({ name: { givenName: 'A' } }))).toBe('invalidValue');
    expect(scimType(() => parseUser({ userName: 'a@b.test', nickName: 'A', Favourite: 1 }))).toBe(
      'invalidSyntax',
    );
    expect(parseUser({ UserName: 'a@b.test', ACTIVE: 'true' })).toEqual({
      userName: 'a@b.test',
      active: true,
    });
  });

  it('takes the primary e-mail, else the work one', () => {
    const emails = [
      { value: 'home@b.test', type: 'home' },
      { value: 'work@b.test', type: 'work' },
    ];
    expect(parseUser({ userName: 'x', emails }).email).toBe('work@b.test');
    expect(
      parseUser({ userName: 'x', emails: [...emails, { value: 'p@b.test', primary: true }] }).email,
    ).toBe('p@b.test');
  });
});

describe('member fields', () => {
  it('falls back from emails to the userName, and from name to displayName', () => {
    expect(memberEmail({ userName: 'Ann@B.test' })).toBe('ann@b.test');
    expect(scimType(() => memberEmail({ userName: 'ann' }))).toBe('invalidValue');
    expect(memberNames({ displayName: 'Ann Marie Bell' })).toEqual({
      firstName: 'Ann',
      lastName: 'Marie Bell',
    });
    expect(memberNames({ familyName: 'New' }, { firstName: 'Old', lastName: 'Name' })).toEqual({
      firstName: 'Old',
      lastName: 'New',
    });
  });

  it('reads SCIM booleans', () => {
    expect(scimBoolean('FALSE', 'active')).toBe(false);
    expect(scimBoolean(true, 'active')).toBe(true);
  });
});

describe('parseFilter', () => {
  it('reads eq filters on the allowed attributes, case-insensitively, with escapes', () => {
    expect(parseFilter('USERNAME eq "a\\"b@c.test"', ['userName', 'externalId'])).toEqual({
      attribute: 'userName',
      value: 'a"b@c.test',
    });
    expect(parseFilter(undefined, ['userName'])).toBeNull();
    expect(scimType(() => parseFilter('userName sw "a"', ['userName']))).toBe('invalidFilter');
    expect(scimType(() => parseFilter('title eq "a"', ['userName']))).toBe('invalidFilter');
  });
});
