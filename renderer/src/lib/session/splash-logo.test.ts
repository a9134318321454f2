import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStorageKey } from '../../platform/token-storage.ts';
import { cacheTenantMetadata } from './branding-cache.ts';

const script = readFileSync(path.join(import.meta.dirname, '../../../public/splash.js'), 'utf8');
const runSplash = () => new Function(script)();

const token = (tenantId: string | null) =>
  JSON.stringify({ token: 't', userId: 'u', tenantId, expiresAt: '2099-01-01T00:00:00.000Z' });
const logoUrls = {
  id: 'm1',
  url: '/api/media/files/m1/original',
  variants: { logo: '/api/media/files/m1/logo' },
};

describe('public/splash.js (the splash logo)', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  const splashLogo = () => {
    document.body.innerHTML = '<div class="splash"></div>';
    runSplash();
    return document.querySelector<HTMLImageElement>('.splash img.splash-logo');
  };
  const brand = (logo: typeof logoUrls | null) =>
    cacheTenantMetadata(window.location.host, {
      id: 't1',
      name: 'Acme',
      language: 'en',
      logoUrls: logo,
      bannerUrls: null,
    });

  it('shows the logo kept by the branding cache for a stored tenant session', () => {
    localStorage.setItem(tokenStorageKey, token('t1'));
    brand(logoUrls);
    expect(splashLogo()?.getAttribute('src')).toBe('/api/media/files/m1/logo');
  });

  it('shows nothing without a tenant session, kept branding, a logo or a same-origin link', () => {
    brand(logoUrls);
    expect(splashLogo()).toBeNull();
    localStorage.setItem(tokenStorageKey, token(null));
    expect(splashLogo()).toBeNull();
    localStorage.setItem(tokenStorageKey, token('t1'));
    brand(null);
    expect(splashLogo()).toBeNull();
    brand({ ...logoUrls, variants: { logo: 'https://elsewhere.test/logo.png' } });
    expect(splashLogo()).toBeNull();
    localStorage.setItem(`kudos.branding.${window.location.host}`, '{not json');
    expect(splashLogo()).toBeNull();
  });
});
