import type { BrowserWindowConstructorOptions, Input } from 'electron';
import { appOrigin } from './url-policy.ts';

/** The kiosk shows the TV display route of the app, nothing else. */
export function kioskUrl(tvToken: string): string {
  return `${appOrigin}/tv/watch/${encodeURIComponent(tvToken)}`;
}

/** One full-screen, frameless window that stays on top, has no menu and cannot be resized away. */
export function kioskWindowOptions(
  webPreferences: BrowserWindowConstructorOptions['webPreferences'],
): BrowserWindowConstructorOptions {
  return {
    kiosk: true,
    fullscreen: true,
    frame: false,
    autoHideMenuBar: true,
    alwaysOnTop: true,
    resizable: false,
    movable: false,
    minimizable: false,
    maximizable: false,
    closable: false,
    skipTaskbar: false,
    backgroundColor: '#000000',
    show: false,
    webPreferences: { ...webPreferences, devTools: false, zoomFactor: 1 },
  };
}

type KeyInput = Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'alt' | 'shift'>;

const browserKeys =
  /^(BrowserBack|BrowserForward|BrowserRefresh|BrowserStop|BrowserSearch|BrowserFavorites|BrowserHome)$/;
const functionKey = /^F([1-9]|1\d|2[0-4])$/;

/**
 * Which key presses a kiosk swallows. The display takes no typing, so every shortcut goes:
 * anything with Ctrl, Cmd or Alt (reload, zoom, back/forward, devtools, print, new window,
 * quit), every function key (F5 reload, F11 full screen, F12 devtools) and the browser keys.
 * Plain keys pass; Escape cannot leave Electron's kiosk mode anyway.
 */
export function shouldSwallowKioskInput(input: KeyInput): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown' && input.type !== 'keyUp') return false;
  if (input.control || input.meta || input.alt) return true;
  return functionKey.test(input.key) || browserKeys.test(input.key);
}

/**
 * Outside kiosk mode, the keys that would reload or open devtools in a packaged app: reloading
 * drops unsaved work, and devtools are for development builds only.
 */
export function shouldSwallowAppInput(input: KeyInput, options: { development: boolean }): boolean {
  if (options.development || input.type === 'keyUp') return false;
  const key = input.key.toLowerCase();
  const command = input.control || input.meta;
  if (key === 'f12' || key === 'f5') return true;
  if (command && key === 'r') return true;
  if (command && (input.shift || input.alt) && (key === 'i' || key === 'j' || key === 'c')) return true;
  return false;
}

/** True when the renderer's memory (kilobytes, as Electron reports) passes the ceiling. */
export function exceedsMemoryCeiling(workingSetKb: number, ceilingMb: number): boolean {
  return workingSetKb > ceilingMb * 1024;
}
