import path from 'node:path';
import { app, type BrowserWindow, dialog, Menu, safeStorage, session, shell } from 'electron';
import type { DisplayState, KioskState } from '#shared/desktop-bridge';
import { resolveConfig } from './config.ts';
import { readLayers } from './config-sources.ts';
import { checkServer, saveServerUrl } from './first-run.ts';
import { setLanguage, t } from './i18n.ts';
import { registerIpc, sendNavigate } from './ipc.ts';
import { kioskUrl } from './kiosk.ts';
import { runKiosk } from './kiosk-runtime.ts';
import { createNotifier } from './notifications.ts';
import { registerAppScheme, serveApp } from './protocol.ts';
import { openSecretStore } from './secrets/open-secret-store.ts';
import type { SecretStore } from './secrets/secret-store.ts';
import { TokenVault } from './secrets/token-vault.ts';
import { installSecurity, type SecurityOptions, secureSession } from './security.ts';
import { createTray } from './tray.ts';
import { updateSettings } from './update-settings.ts';
import { startUpdater } from './updater.ts';
import { appOrigin, isAllowedExternal, normalizeOrigins } from './url-policy.ts';
import { applicationMenu, createAppWindow, createKioskWindow, resourcePaths } from './windows.ts';

/**
 * The desktop app's entry: reads configuration, opens the secret store, serves the renderer on
 * app://, and opens either the app window (or its first-run screen) or the kiosk. Each concern
 * lives in its own module; this file only wires them together.
 */
const log = (message: string) => console.log(`[kudos] ${message}`);
const development = !app.isPackaged;
const paths = resourcePaths(__dirname);
const recognizePath = '/recognition/send';

// Tests and IT can isolate the profile (config, session pointer, safeStorage file).
if (process.env.KUDOS_PROFILE_DIR) app.setPath('userData', process.env.KUDOS_PROFILE_DIR);
const profileDir = app.getPath('userData');
const userConfigPath = path.join(profileDir, 'config.json');

registerAppScheme();
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start();
}

async function start(): Promise<void> {
  const { layers, errors } = await readLayers({
    platform: process.platform,
    userConfigPath,
    argv: process.argv.slice(1),
  });
  const { config, problems } = resolveConfig(layers);
  for (const error of errors) log(error);
  for (const problem of problems) log(`Ignored ${problem.layer} setting ${problem.key}: ${problem.message}`);

  let serverOrigin = config.serverUrl;
  const allowedExternal = () =>
    normalizeOrigins([...config.externalOrigins, ...(serverOrigin ? [serverOrigin] : [])]);
  const security: SecurityOptions = { allowedExternal, kiosk: config.kiosk, development, log };
  installSecurity(security);

  await app.whenReady();
  setLanguage(app.getLocale());
  secureSession(session.defaultSession, { kiosk: config.kiosk });
  serveApp({
    rendererDir: paths.rendererDir,
    firstRunDir: paths.firstRunDir,
    serverOrigin: () => serverOrigin,
    log,
  });
  Menu.setApplicationMenu(config.kiosk ? null : applicationMenu(development, process.platform));

  const store: SecretStore = await openSecretStore({
    profileDir,
    platform: process.platform,
    safeStorage,
    storageMode: config.storageMode,
    log,
  });
  log(`Tokens kept in: ${store.kind}`);
  const sessionPointer = path.join(profileDir, 'session.json');
  let vault: TokenVault | null = null;
  const openVault = async (origin: string) => {
    vault = new TokenVault(store, sessionPointer, origin);
    await vault.load();
  };
  if (serverOrigin) await openVault(serverOrigin);

  let window: BrowserWindow | null = null;
  let kioskState: () => KioskState = () => ({ kiosk: false, online: true });
  let kioskDisplay: (state: DisplayState) => void = () => {};
  const focusWindow = () => {
    if (!window || window.isDestroyed()) return null;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    return window;
  };
  app.on('second-instance', () => focusWindow());
  app.on('activate', () => focusWindow());

  const updater = startUpdater({
    settings: updateSettings(config, app.isPackaged),
    kiosk: config.kiosk,
    maintenanceWindow: { start: config.maintenanceWindowStart, end: config.maintenanceWindowEnd },
    window: () => window,
    log,
  });
  const notifier = createNotifier(focusWindow);
  let setUnread = (count: number) => {
    app.setBadgeCount(count);
  };

  registerIpc(
    {
      initial: () => ({ token: vault?.token() ?? null, kiosk: config.kiosk }),
      setToken: async (token) => {
        if (!vault) throw new Error('No organization configured');
        await vault.save(token);
      },
      clearToken: async () => {
        await vault?.clear();
      },
      notify: (notification, sender) => notifier.notify(notification, sender),
      setBadgeCount: (count) => setUnread(count),
      openExternal: async (url) => {
        if (config.kiosk || !isAllowedExternal(url, allowedExternal())) {
          log(`Refused to open ${url.slice(0, 200)}`);
          return false;
        }
        await shell.openExternal(url);
        return true;
      },
      kioskState: () => kioskState(),
      reportDisplayState: (state) => kioskDisplay(state),
      updateState: () => updater.state(),
      downloadUpdate: () => updater.download(),
      installUpdate: () => updater.install(),
      checkServer: (address) => checkServer(address),
      saveServer: async (address) => {
        const result = await checkServer(address);
        if (!result.ok) return result;
        await saveServerUrl(userConfigPath, result.origin);
        serverOrigin = result.origin;
        await openVault(result.origin);
        setTimeout(() => void window?.loadURL(`${appOrigin}/`), 0);
        return result;
      },
    },
    log,
  );

  if (config.kiosk) {
    if (!serverOrigin || !config.tvToken) {
      dialog.showErrorBox(t('kiosk.misconfiguredTitle'), t('kiosk.misconfiguredMessage'));
      app.exit(1);
      return;
    }
    const url = kioskUrl(config.tvToken);
    window = createKioskWindow({ preload: paths.preload, icon: paths.icon });
    const kiosk = runKiosk({ window, url, config, profileDir, log });
    kioskState = kiosk.state;
    kioskDisplay = kiosk.reportDisplayState;
    await window.loadURL(url).catch((error: Error) => log(`Kiosk load failed: ${error.message}`));
    return;
  }

  const appWindow = createAppWindow({ preload: paths.preload, icon: paths.icon }, development);
  window = appWindow;
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  try {
    const tray = createTray(paths.icon, {
      open: () => focusWindow(),
      recognize: () => {
        const focused = focusWindow();
        if (focused) sendNavigate(focused.webContents, recognizePath);
      },
      checkForUpdates: updater.check,
      quit: () => app.quit(),
    });
    setUnread = (count) => tray.setUnread(count);
    // With a tray, closing the window keeps the app running so notifications still arrive.
    appWindow.on('close', (event) => {
      if (quitting) return;
      event.preventDefault();
      appWindow.hide();
    });
  } catch (error) {
    log(`No tray: ${(error as Error).message}`);
  }
  appWindow.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    log(`Renderer gone (${details.reason}); reloading`);
    setTimeout(() => void appWindow.loadURL(`${appOrigin}/`), 1000);
  });
  const start = serverOrigin ? `${appOrigin}/` : `${appOrigin}/__first-run/`;
  await appWindow.loadURL(start).catch((error: Error) => log(`Load failed: ${error.message}`));
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
