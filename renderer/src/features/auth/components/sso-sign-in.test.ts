import { describe, expect, it } from 'vitest';
import { samlSignInOptions } from '#shared/contract/saml';
import { asSignInOptions } from './sso-sign-in.tsx';

const option = {
  id: '0b6f4c2e-8d1a-4f7b-9c3e-2a5d6e7f8a9b',
  name: 'Okta',
  loginUrl: '/api/identity/saml/x/login',
  ssoOnly: false,
};

describe('asSignInOptions', () => {
  it('takes what the contract takes, and drops what it strips', () => {
    const answer = { results: [{ ...option, extra: 1 }] };
    expect(asSignInOptions(answer)).toEqual(samlSignInOptions.parse(answer));
    expect(asSignInOptions({ results: [] })).toEqual({ results: [] });
  });

  it('refuses what the contract refuses', () => {
    for (const answer of [
      null,
      {},
      { results: {} },
      { results: [{ ...option, id: 'not-a-uuid' }] },
      { results: [{ ...option, ssoOnly: 'no' }] },
      { results: [{ ...option, name: undefined }] },
    ]) {
      expect(() => samlSignInOptions.parse(answer)).toThrow();
      expect(() => asSignInOptions(answer)).toThrow();
    }
  });
});
