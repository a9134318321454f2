import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  isAllowedExternal,
  isAppUrl,
  normalizeOrigins,
  normalizeServerOrigin,
} from './url-policy.ts';

const allowed = normalizeOrigins([
  'https://kudos.app',
  'https://status.kudos.app/',
  'not a url',
  'file:///etc',
]);

describe('isAllowedExternal', () => {
  it.each([
    'https://kudos.app/contact-sales',
    'https://KUDOS.app/contact-sales?x=1#y',
    'https://kudos.app:443/',
    'https://status.kudos.app/incidents',
  ])('opens %s', (url) => {
    expect(isAllowedExternal(url, allowed)).toBe(true);
  });

  it.each([
    ['userinfo that looks like the host', 'https://kudos.app@evil.example/'],
    ['userinfo with password', 'https://user:pw@kudos.app/'],
    ['another port', 'https://kudos.app:8443/'],
    ['plain http', 'http://kudos.app/'],
    ['lookalike suffix', 'https://kudos.app.evil.example/'],
    ['lookalike prefix', 'https://evilkudos.app/'],
    ['unlisted sub-domain', 'https://www.kudos.app/'],
    ['homoglyph (Cyrillic o)', 'https://kudоs.app/'],
    ['javascript:', 'javascript:alert(1)'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//kudos.app/'],
    ['garbage', 'not a url'],
    ['custom scheme', 'ms-settings:privacy'],
  ])('refuses %s', (_why, url) => {
    expect(isAllowedExternal(url, allowed)).toBe(false);
  });

  it('drops allow-list entries that are not web origins', () => {
    expect([...allowed]).toEqual(['https://kudos.app', 'https://status.kudos.app']);
  });

  it('allows http only for an allow-listed loopback origin', () => {
    const local = normalizeOrigins(['http://acme.localhost:8080']);
    expect(isAllowedExternal('http://acme.localhost:8080/home', local)).toBe(true);
    expect(isAllowedExternal('http://acme.localhost:8081/home', local)).toBe(false);
  });
});

describe('isAppUrl', () => {
  it.each(['app://kudos/', 'app://kudos/home?x=1', 'app://KUDOS/tv/watch/abc'])('accepts %s', (url) => {
    expect(isAppUrl(url)).toBe(true);
  });
  it.each([
    'app://kudos.evil/',
    'app://evil/',
    'app://x@kudos/',
    'app://kudos:8080/',
    'file:///app/index.html',
    'https://kudos/',
    'javascript:location="app://kudos/"',
  ])('refuses %s', (url) => {
    expect(isAppUrl(url)).toBe(false);
  });
});

describe('decideNavigation', () => {
  it('keeps the app, sends allowed links to the browser, drops the rest', () => {
    const options = { allowedExternal: allowed, kiosk: false };
    expect(decideNavigation('app://kudos/home', options)).toEqual({ action: 'allow' });
    expect(decideNavigation('https://kudos.app/x', options)).toEqual({
      action: 'external',
      url: 'https://kudos.app/x',
    });
    expect(decideNavigation('https://evil.example/', options)).toEqual({ action: 'deny' });
    expect(decideNavigation('file:///etc/passwd', options)).toEqual({ action: 'deny' });
  });

  it('never lets a kiosk open anything outside the app', () => {
    expect(decideNavigation('https://kudos.app/x', { allowedExternal: allowed, kiosk: true })).toEqual({
      action: 'deny',
    });
  });
});

describe('normalizeServerOrigin', () => {
  it.each([
    ['https://acme.example.com', 'https://acme.example.com'],
    ['acme.example.com', 'https://acme.example.com'],
    ['  https://ACME.example.com/  ', 'https://acme.example.com'],
    ['https://acme.example.com:8443', 'https://acme.example.com:8443'],
    ['http://acme.localhost:8080', 'http://acme.localhost:8080'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
  ])('%s gives %s', (input, origin) => {
    expect(normalizeServerOrigin(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['http://acme.example.com', 'insecureAddress'],
    ['https://user:pw@acme.example.com', 'invalidAddress'],
    ['https://acme.example.com/app', 'invalidAddress'],
    ['https://acme.example.com/?x=1', 'invalidAddress'],
    ['ftp://acme.example.com', 'invalidAddress'],
    ['javascript:alert(1)', 'invalidAddress'],
    ['file:///etc/passwd', 'invalidAddress'],
    ['https://', 'invalidAddress'],
  ])('%s is refused (%s)', (input, reason) => {
    expect(normalizeServerOrigin(input)).toEqual({ ok: false, reason });
  });
});
