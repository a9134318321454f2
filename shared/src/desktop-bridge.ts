import type { AccessToken } from './contract/identity.ts';

/**
 * The desktop bridge: the one object the Electron preload exposes to the renderer as
 * `window.kudosDesktop`. Plain functions only; every call crosses IPC on one of `desktopChannels`
 * and the main process checks the sender and validates the arguments before acting
 * (electron/main/ipc-schemas.ts). Type-only imports keep the sandboxed preload small.
 */

/** IPC channel names, shared so preload and main cannot drift apart. */
export const desktopChannels = {
  initial: 'kudos:initial',
  setToken: 'kudos:token:set',
  clearToken: 'kudos:token:clear',
  notify: 'kudos:notify',
  notificationClick: 'kudos:notification-click',
  setBadgeCount: 'kudos:badge',
  openExternal: 'kudos:open-external',
  navigate: 'kudos:navigate',
  kioskState: 'kudos:kiosk:state',
  kioskStateChanged: 'kudos:kiosk:state-changed',
  displayState: 'kudos:kiosk:display-state',
  updateState: 'kudos:update:state',
  updateStateChanged: 'kudos:update:state-changed',
  updateDownload: 'kudos:update:download',
  updateInstall: 'kudos:update:install',
  checkServer: 'kudos:first-run:check',
  saveServer: 'kudos:first-run:save',
} as const;

export type DesktopNotification = {
  title: string;
  body?: string;
  /** Opened in the window when the notification is clicked (an in-app path like `/recognition/1`). */
  resourcePath?: string;
};

/** Read synchronously by the preload before the page's scripts run. */
export type DesktopInitial = { token: AccessToken | null; kiosk: boolean };

/** The TV display's own report: slides up, server unreachable, or its token refused. */
export const displayStates = ['showing', 'reconnecting', 'signedOut'] as const;
export type DisplayState = (typeof displayStates)[number];

/** What the kiosk display needs to know about itself. */
export type KioskState = {
  kiosk: boolean;
  /** False while the server cannot be reached: keep the last slides and show "Reconnecting". */
  online: boolean;
};

export type UpdateState =
  | { status: 'disabled' }
  | { status: 'idle' }
  | { status: 'available'; version: string }
  | { status: 'downloading'; percent: number }
  | { status: 'ready'; version: string }
  | { status: 'error'; message: string };

/** The answer of the first-run check: the normalized origin, or why it cannot be used. */
export type ServerCheck =
  | { ok: true; origin: string }
  | { ok: false; reason: 'invalidAddress' | 'insecureAddress' | 'unreachable' | 'notKudos' };

export interface KudosDesktopBridge {
  readonly version: 1;
  /** The token in the OS keychain when the window opened, read once before the page ran. */
  initialToken(): AccessToken | null;
  /** True when this window is the unattended kiosk display. */
  isKiosk(): boolean;
  setToken(token: AccessToken): Promise<void>;
  clearToken(): Promise<void>;
  /** Shows a native notification; resolves its id, or null when the system refuses. */
  notify(notification: DesktopNotification): Promise<string | null>;
  /** A notification was clicked (the window is already focused). */
  onNotificationClick(listener: (id: string) => void): () => void;
  /** The unread count on the dock or taskbar badge and in the tray menu. */
  setBadgeCount(count: number): Promise<void>;
  /** Opens an allowed https link in the system browser; false when policy refuses it. */
  openExternal(url: string): Promise<boolean>;
  /** The main process asks the app to show a path (tray "Recognize someone", notifications). */
  onNavigate(listener: (path: string) => void): () => void;
  kioskState(): Promise<KioskState>;
  /** The TV display reports its state; the kiosk hides a refused display and retries it. */
  reportDisplayState(state: DisplayState): Promise<void>;
  onKioskState(listener: (state: KioskState) => void): () => void;
  updateState(): Promise<UpdateState>;
  onUpdateState(listener: (state: UpdateState) => void): () => void;
  /** The user agreed to download the available update. */
  downloadUpdate(): Promise<void>;
  /** Restart now and install the downloaded update. */
  installUpdate(): Promise<void>;
  /** First run: does this address answer Kudos' public health check? */
  checkServer(address: string): Promise<ServerCheck>;
  /** First run: check, then keep the address in the user's configuration and load the app. */
  saveServer(address: string): Promise<ServerCheck>;
}

declare global {
  interface Window {
    kudosDesktop?: KudosDesktopBridge;
  }
}
