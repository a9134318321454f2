import type { AccessToken } from '#shared/contract/identity';
import type { Platform } from './platform.ts';
import { parseStoredToken, tokenStorageKey } from './token-storage.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage can be switched off; the session then lasts as long as the page.
  }
}

let memoryToken: AccessToken | null = null;

/** The browser: tokens in localStorage, Web Notifications, links in a new tab. */
export const webPlatform: Platform = {
  kind: 'web',
  getToken() {
    const store = storage();
    return store ? parseStoredToken(store.getItem(tokenStorageKey)) : memoryToken;
  },
  setToken(token) {
    memoryToken = token;
    storage()?.setItem(tokenStorageKey, JSON.stringify(token));
  },
  clearToken() {
    memoryToken = null;
    storage()?.removeItem(tokenStorageKey);
  },
  async notify({ title, body, onClick }) {
    if (typeof Notification === 'undefined') return false;
    let permission = Notification.permission;
    if (permission === 'default') permission = await Notification.requestPermission();
    if (permission !== 'granted') return false;
    const notification = new Notification(title, { body });
    if (onClick) {
      notification.onclick = () => {
        window.focus();
        onClick();
      };
    }
    return true;
  },
  setBadgeCount(count) {
    // The Badging API exists only where the app is installed (and not in every browser).
    const badging = navigator as Navigator & {
      setAppBadge?: (count: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
    done?.catch(() => {});
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  isKiosk() {
    return false;
  },
  reportDisplayState() {
    // A browser has no one to tell: the display itself goes to login on an error.
  },
};
