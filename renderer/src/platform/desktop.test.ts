import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from '#shared/contract/identity';
import type { KudosDesktopBridge } from '#shared/desktop-bridge';
import { createDesktopPlatform } from './desktop.ts';

const token: AccessToken = {
  token: 'tok',
  userId: '0b6f4f63-6a2e-4a52-8f43-2f3d1b1a0c01',
  tenantId: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** A test double of the preload bridge: records calls, lets the test fire main-process events. */
function fakeBridge(overrides: Partial<KudosDesktopBridge> = {}) {
  const listeners = { click: [] as ((id: string) => void)[], navigate: [] as ((path: string) => void)[] };
  const bridge = {
    version: 1,
    initialToken: vi.fn(() => null),
    isKiosk: vi.fn(() => false),
    setToken: vi.fn(async () => {}),
    clearToken: vi.fn(async () => {}),
    notify: vi.fn(async () => 'n1'),
    onNotificationClick: vi.fn((listener: (id: string) => void) => {
      listeners.click.push(listener);
      return () => {};
    }),
    setBadgeCount: vi.fn(async () => {}),
    openExternal: vi.fn(async () => true),
    onNavigate: vi.fn((listener: (path: string) => void) => {
      listeners.navigate.push(listener);
      return () => {};
    }),
    kioskState: vi.fn(async () => ({ kiosk: false, online: true })),
    reportDisplayState: vi.fn(async () => {}),
    onKioskState: vi.fn(() => () => {}),
    updateState: vi.fn(async () => ({ status: 'idle' as const })),
    onUpdateState: vi.fn(() => () => {}),
    downloadUpdate: vi.fn(async () => {}),
    installUpdate: vi.fn(async () => {}),
    checkServer: vi.fn(async () => ({ ok: true as const, origin: 'https://acme.example.com' })),
    saveServer: vi.fn(async () => ({ ok: true as const, origin: 'https://acme.example.com' })),
    ...overrides,
  } satisfies KudosDesktopBridge;
  return { bridge, listeners };
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('desktop platform', () => {
  it('starts with the keychain token and never touches browser storage', () => {
    const { bridge } = fakeBridge({ initialToken: () => token });
    const platform = createDesktopPlatform(bridge);
    expect(platform.kind).toBe('desktop');
    expect(platform.getToken()).toEqual(token);
    platform.setToken({ ...token, token: 'new' });
    expect(platform.getToken()?.token).toBe('new');
    expect(bridge.setToken).toHaveBeenCalledWith({ ...token, token: 'new' });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('deletes the token on clear (sign-out, 401)', () => {
    const { bridge } = fakeBridge({ initialToken: () => token });
    const platform = createDesktopPlatform(bridge);
    platform.clearToken();
    expect(platform.getToken()).toBeNull();
    expect(bridge.clearToken).toHaveBeenCalledOnce();
  });

  it('forgets an expired token', () => {
    const { bridge } = fakeBridge({
      initialToken: () => ({ ...token, expiresAt: '2000-01-01T00:00:00.000Z' }),
    });
    expect(createDesktopPlatform(bridge).getToken()).toBeNull();
  });

  it('reports a failed keychain write instead of throwing into the app', async () => {
    const report = vi.fn();
    const { bridge } = fakeBridge({ setToken: vi.fn(async () => Promise.reject(new Error('locked'))) });
    createDesktopPlatform(bridge, report).setToken(token);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(expect.stringContaining('locked')));
  });

  it('shows native notifications and runs the click handler when main reports the click', async () => {
    const { bridge, listeners } = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    const onClick = vi.fn();
    expect(await platform.notify({ title: 'Kudos', body: 'Eve recognized you', onClick })).toBe(true);
    expect(bridge.notify).toHaveBeenCalledWith({ title: 'Kudos', body: 'Eve recognized you' });
    for (const listener of listeners.click) listener('other');
    expect(onClick).not.toHaveBeenCalled();
    for (const listener of listeners.click) listener('n1');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('resolves false when the system refuses a notification', async () => {
    const { bridge } = fakeBridge({ notify: vi.fn(async () => null) });
    expect(await createDesktopPlatform(bridge).notify({ title: 'x' })).toBe(false);
  });

  it('moves the app to a path the main process asks for (tray "Recognize someone")', () => {
    const { bridge, listeners } = fakeBridge();
    createDesktopPlatform(bridge);
    const popped = vi.fn();
    window.addEventListener('popstate', popped);
    for (const listener of listeners.navigate) listener('/recognition/send');
    window.removeEventListener('popstate', popped);
    expect(window.location.pathname).toBe('/recognition/send');
    expect(popped).toHaveBeenCalledOnce();
  });

  it('opens links and reports kiosk state through the bridge', () => {
    const { bridge } = fakeBridge({ isKiosk: () => true });
    const platform = createDesktopPlatform(bridge);
    platform.openExternal('https://kudos.app/contact-sales');
    platform.reportDisplayState('reconnecting');
    expect(bridge.openExternal).toHaveBeenCalledWith('https://kudos.app/contact-sales');
    expect(bridge.reportDisplayState).toHaveBeenCalledWith('reconnecting');
    expect(platform.isKiosk()).toBe(true);
  });
});
