import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe("public/splash.js (the splash logo and the first page's code)", () => {
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

  const preloaded = (path: string) => {
    window.history.replaceState(null, '', path);
    document.head.innerHTML = `<script type="application/json" id="kudos-preloads">${JSON.stringify({
      signIn: ['/assets/sign-in.js'],
      member: ['/assets/member-frame.js', '//elsewhere.test/x.js', 'https://elsewhere.test/y.js'],
    })}</script>`;
    document.body.innerHTML = '<div class="splash"></div>';
    runSplash();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
    return links.map((link) => link.getAttribute('href'));
  };

  it("announces the member frame's code for a stored tenant session, and only the app's own files", () => {
    localStorage.setItem(tokenStorageKey, token('t1'));
    expect(preloaded('/home')).toEqual(['/assets/member-frame.js']);
    expect(preloaded('/profile/me')).toEqual(['/assets/member-frame.js']);
    expect(preloaded('/tv/watch/lobby')).toEqual([]);
  });

  it("announces the member frame's code once the logo is on screen, or after a second at most", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      localStorage.setItem(tokenStorageKey, token('t1'));
      brand(logoUrls);
      window.history.replaceState(null, '', '/home');
      document.head.innerHTML = `<script type="application/json" id="kudos-preloads">${JSON.stringify({
        member: ['/assets/member-frame.js'],
      })}</script>`;
      const announced = () => document.head.querySelectorAll('link[rel=modulepreload]').length;

      document.body.innerHTML = '<div class="splash"></div>';
      runSplash();
      const logo = document.querySelector<HTMLImageElement>('img.splash-logo');
      let settledEvents = 0;
      logo?.addEventListener('settled', () => settledEvents++);
      expect(logo?.getAttribute('elementtiming')).toBe('splash-logo');
      expect(announced()).toBe(0);
      // jsdom reports no paints (no Element Timing): loaded and a frame drawn stands for it.
      logo?.dispatchEvent(new Event('load'));
      expect(announced()).toBe(0);
      vi.advanceTimersByTime(20);
      expect(announced()).toBe(1);
      expect(logo?.dataset.settled).toBe('');
      vi.advanceTimersByTime(1000);
      expect(announced()).toBe(1);
      expect(settledEvents).toBe(1);

      for (const link of document.head.querySelectorAll('link')) link.remove();
      runSplash();
      vi.advanceTimersByTime(999);
      expect(announced()).toBe(0);
      vi.advanceTimersByTime(1);
      expect(announced()).toBe(1);
    } finally {
      vi.useRealTimers();
      document.head.innerHTML = '';
      window.history.replaceState(null, '', '/');
    }
  });

  it("announces the sign-in page's code to a visitor without a session, on the sign-in page only", () => {
    expect(preloaded('/')).toEqual(['/assets/sign-in.js']);
    expect(preloaded('/password-recovery')).toEqual([]);
    localStorage.setItem(tokenStorageKey, token(null));
    expect(preloaded('/')).toEqual([]);
  });

  it('announces nothing when the lists are missing or unreadable', () => {
    localStorage.setItem(tokenStorageKey, token('t1'));
    window.history.replaceState(null, '', '/home');
    document.head.innerHTML = '<script type="application/json" id="kudos-preloads">{not json</script>';
    runSplash();
    expect(document.head.querySelectorAll('link').length).toBe(0);
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });
});
