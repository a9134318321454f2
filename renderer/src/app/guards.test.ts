import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards.tsx';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardRedirect', () => {
  it('sends anonymous visitors of protected routes to login with next', () => {
    expect(guardRedirect('tenant', 'anonymous', at('/profile/me', '?tab=1'))).toBe(
      '/?next=%2Fprofile%2Fme%3Ftab%3D1',
    );
    expect(guardRedirect('user', 'anonymous', at('/tenants'))).toBe('/?next=%2Ftenants');
  });

  it('sends user-scope users on tenant routes to the tenant list', () => {
    expect(guardRedirect('tenant', 'user', at('/home'))).toBe('/tenants');
  });

  it('sends tenant-scope users on user-only routes to their profile', () => {
    expect(guardRedirect('user', 'tenant', at('/tenants'))).toBe('/profile/me');
  });

  it('lets the right scope through', () => {
    expect(guardRedirect('tenant', 'tenant', at('/home'))).toBeNull();
    expect(guardRedirect('user', 'user', at('/tenants'))).toBeNull();
    expect(guardRedirect('anonymousOnly', 'anonymous', at('/'))).toBeNull();
  });

  it('moves a signed-in visitor off a login page: next, else home, else the tenant list', () => {
    expect(guardRedirect('anonymousOnly', 'tenant', at('/'), '/settings/general')).toBe('/settings/general');
    expect(guardRedirect('anonymousOnly', 'tenant', at('/'), null)).toBe('/home');
    expect(guardRedirect('anonymousOnly', 'user', at('/'), null)).toBe('/tenants');
  });

  it('ignores a next that leads off the site', () => {
    expect(guardRedirect('anonymousOnly', 'tenant', at('/'), '//evil.example/')).toBe('/home');
    expect(guardRedirect('anonymousOnly', 'user', at('/'), 'https://evil.example/')).toBe('/tenants');
  });
});
