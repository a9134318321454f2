import {
  BrowserWindow,
  type IpcMainEvent,
  type IpcMainInvokeEvent,
  ipcMain,
  type WebContents,
} from 'electron';
import type { z } from 'zod';
import type { AccessToken } from '#shared/contract/identity';
import {
  type DesktopInitial,
  type DesktopNotification,
  type DisplayState,
  desktopChannels,
  type KioskState,
  type ServerCheck,
  type UpdateState,
} from '#shared/desktop-bridge';
import { checkArgs, isTrustedSender } from './ipc-guard.ts';
import {
  appPath,
  badgeCount,
  desktopNotification,
  desktopToken,
  displayState,
  externalUrl,
  serverAddress,
} from './ipc-schemas.ts';

/** What the IPC handlers act on; main.ts supplies the implementations. */
export type BridgeHandlers = {
  initial(): DesktopInitial;
  setToken(token: AccessToken): Promise<void>;
  clearToken(): Promise<void>;
  notify(notification: DesktopNotification, sender: WebContents): Promise<string | null>;
  setBadgeCount(count: number): void;
  openExternal(url: string): Promise<boolean>;
  kioskState(): KioskState;
  reportDisplayState(state: DisplayState): void;
  updateState(): UpdateState;
  downloadUpdate(): Promise<void>;
  installUpdate(): void;
  checkServer(address: string): Promise<ServerCheck>;
  saveServer(address: string): Promise<ServerCheck>;
};

function senderFacts(event: IpcMainEvent | IpcMainInvokeEvent) {
  const frame = event.senderFrame;
  return {
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame === event.sender.mainFrame,
    knownWindow: BrowserWindow.fromWebContents(event.sender) !== null,
  };
}

/**
 * Registers one invoke handler: the sender is checked, then the arguments; a refused call
 * rejects with a short message and never reaches the handler.
 */
function handle<const S extends readonly z.ZodType[]>(
  channel: string,
  schemas: S,
  run: (args: { [K in keyof S]: z.output<S[K]> }, event: IpcMainInvokeEvent) => unknown,
  log: (message: string) => void,
): void {
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    if (!isTrustedSender(senderFacts(event))) {
      log(`Refused ${channel} from ${event.senderFrame?.url ?? 'a closed frame'}`);
      throw new Error('Refused');
    }
    const checked = checkArgs(schemas, args);
    if (!checked.ok) {
      log(`Refused ${channel}: ${checked.message}`);
      throw new Error(`Invalid arguments: ${checked.message}`);
    }
    return run(checked.value, event);
  });
}

export function registerIpc(handlers: BridgeHandlers, log: (message: string) => void): void {
  // The one synchronous call: the preload reads the stored token before the page's scripts run.
  ipcMain.on(desktopChannels.initial, (event) => {
    event.returnValue = isTrustedSender(senderFacts(event)) ? handlers.initial() : null;
  });
  handle(desktopChannels.setToken, [desktopToken], ([token]) => handlers.setToken(token), log);
  handle(desktopChannels.clearToken, [], () => handlers.clearToken(), log);
  handle(
    desktopChannels.notify,
    [desktopNotification],
    ([n], event) => handlers.notify(n, event.sender),
    log,
  );
  handle(desktopChannels.setBadgeCount, [badgeCount], ([count]) => handlers.setBadgeCount(count), log);
  handle(desktopChannels.openExternal, [externalUrl], ([url]) => handlers.openExternal(url), log);
  handle(desktopChannels.kioskState, [], () => handlers.kioskState(), log);
  handle(desktopChannels.displayState, [displayState], ([state]) => handlers.reportDisplayState(state), log);
  handle(desktopChannels.updateState, [], () => handlers.updateState(), log);
  handle(desktopChannels.updateDownload, [], () => handlers.downloadUpdate(), log);
  handle(desktopChannels.updateInstall, [], () => handlers.installUpdate(), log);
  handle(desktopChannels.checkServer, [serverAddress], ([address]) => handlers.checkServer(address), log);
  handle(desktopChannels.saveServer, [serverAddress], ([address]) => handlers.saveServer(address), log);
}

/** Main-to-renderer messages go only to our windows. */
export function broadcast(channel: string, payload: unknown): void {
  for (const window of BrowserWindow.getAllWindows()) {
    if (!window.isDestroyed()) window.webContents.send(channel, payload);
  }
}

/** Validated here too: an in-app path for the window to show. */
export function sendNavigate(contents: WebContents, path: string): void {
  if (appPath.safeParse(path).success) contents.send(desktopChannels.navigate, path);
}
