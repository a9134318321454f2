import { describe, expect, it } from 'vitest';
import { isPermissionAllowed } from './permissions.ts';

describe('isPermissionAllowed', () => {
  it('grants the app only clipboard writes and full screen', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://kudos/home')).toBe(true);
    expect(isPermissionAllowed('fullscreen', 'app://kudos/tv/watch/x')).toBe(true);
  });

  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'hid',
    'serial',
    'usb',
    'openExternal',
    'unknown',
  ])('denies %s even to the app', (permission) => {
    expect(isPermissionAllowed(permission, 'app://kudos/home')).toBe(false);
  });

  it('denies everything to other origins', () => {
    expect(isPermissionAllowed('fullscreen', 'https://evil.example/')).toBe(false);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'file:///x.html')).toBe(false);
  });
});
