import type { AccessToken } from '#shared/contract/identity';
import type { KudosDesktopBridge } from '#shared/desktop-bridge';
import type { Platform } from './platform.ts';

/**
 * The desktop app: the token lives in the OS keychain behind the preload bridge (never in
 * browser storage), notifications are native, links open in the system browser when the main
 * process's allow-list lets them. The token is also kept in memory so reads stay synchronous.
 */
export function createDesktopPlatform(
  bridge: KudosDesktopBridge,
  report: (message: string) => void = console.warn,
): Platform {
  let token: AccessToken | null = bridge.initialToken();
  const clickHandlers = new Map<string, () => void>();

  bridge.onNotificationClick((id) => {
    const onClick = clickHandlers.get(id);
    clickHandlers.delete(id);
    onClick?.();
  });

  // The main process asks for a path (tray "Recognize someone", a notification's resourcePath):
  // the router follows history changes announced by popstate.
  bridge.onNavigate((path) => {
    if (`${window.location.pathname}${window.location.search}` === path) return;
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });

  const failed = (what: string) => (error: unknown) => report(`Desktop ${what} failed: ${String(error)}`);

  return {
    kind: 'desktop',
    getToken() {
      if (token && Date.parse(token.expiresAt) <= Date.now()) token = null;
      return token;
    },
    setToken(next) {
      token = next;
      bridge.setToken(next).catch(failed('token storage'));
    },
    clearToken() {
      token = null;
      bridge.clearToken().catch(failed('token removal'));
    },
    async notify({ title, body, onClick }) {
      try {
        const id = await bridge.notify(body === undefined ? { title } : { title, body });
        if (id === null) return false;
        if (onClick) clickHandlers.set(id, onClick);
        return true;
      } catch (error) {
        failed('notification')(error);
        return false;
      }
    },
    setBadgeCount(count) {
      bridge.setBadgeCount(count).catch(failed('badge count'));
    },
    openExternal(url) {
      bridge.openExternal(url).catch(failed('opening a link'));
    },
    isKiosk() {
      return bridge.isKiosk();
    },
    reportDisplayState(state) {
      bridge.reportDisplayState(state).catch(failed('display state report'));
    },
  };
}
