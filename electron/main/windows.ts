import path from 'node:path';
import { BrowserWindow, Menu, type MenuItemConstructorOptions } from 'electron';
import { kioskWindowOptions } from './kiosk.ts';
import { secureWebPreferences } from './web-preferences.ts';

export type WindowPaths = { preload: string; icon: string };

/** The ordinary app window: remembers nothing sensitive, shows once painted. */
export function createAppWindow(paths: WindowPaths, development: boolean): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 400,
    minHeight: 500,
    show: false,
    icon: paths.icon,
    title: 'Kudos',
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(paths.preload, { devTools: development }),
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

export function createKioskWindow(paths: WindowPaths): BrowserWindow {
  const window = new BrowserWindow({
    ...kioskWindowOptions(secureWebPreferences(paths.preload, { devTools: false })),
    icon: paths.icon,
  });
  window.removeMenu();
  window.once('ready-to-show', () => window.show());
  return window;
}

/**
 * The application menu: editing and window roles only (copy and paste need it on macOS); the
 * View menu with reload and devtools exists in development only.
 */
export function applicationMenu(development: boolean, platform: NodeJS.Platform): Menu {
  const template: MenuItemConstructorOptions[] = [
    ...(platform === 'darwin' ? [{ role: 'appMenu' } as const] : [{ role: 'fileMenu' } as const]),
    { role: 'editMenu' },
    ...(development ? [{ role: 'viewMenu' } as const] : []),
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}

/** Where packaged resources are: next to the bundle in development, in resources when packaged. */
export function resourcePaths(bundleDir: string): {
  rendererDir: string;
  firstRunDir: string;
  preload: string;
  icon: string;
} {
  return {
    rendererDir: path.join(bundleDir, 'renderer'),
    firstRunDir: path.join(bundleDir, 'first-run'),
    preload: path.join(bundleDir, 'preload.cjs'),
    icon: path.join(bundleDir, 'icon.png'),
  };
}
