import type { AccessToken } from '#shared/contract/identity';

/** The TV display's state, for a kiosk to act on: slides up, server unreachable, or token refused. */
export type DisplayState = 'showing' | 'reconnecting' | 'signedOut';

/** What the app needs from where it runs: the browser today, the desktop shell later. */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** The stored access token, or null when none is stored or it is malformed. */
  getToken(): AccessToken | null;
  setToken(token: AccessToken): void;
  clearToken(): void;
  /** Shows a system notification; resolves false when the user or platform refuses. */
  notify(notification: { title: string; body?: string; onClick?: () => void }): Promise<boolean>;
  /** The unread count on the dock, taskbar or installed-app icon; 0 clears it. */
  setBadgeCount(count: number): void;
  openExternal(url: string): void;
  /** True when the app runs as an unattended kiosk display. */
  isKiosk(): boolean;
  /** The TV display reports each change of its state (the desktop kiosk shows or recovers). */
  reportDisplayState(state: DisplayState): void;
}
