import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { app, type BrowserWindow, globalShortcut, net, powerSaveBlocker } from 'electron';
import { type DisplayState, desktopChannels, type KioskState } from '#shared/desktop-bridge';
import { autostartArgs, linuxAutostartEntry } from './autostart.ts';
import type { DesktopConfig } from './config.ts';
import { broadcast } from './ipc.ts';
import { exceedsMemoryCeiling } from './kiosk.ts';
import { planRecovery, refusedRetryDelayMs, relaunchDelayMs } from './recovery.ts';
import { msUntilNext } from './schedule.ts';

const hideCursor = '*, *::before, *::after { cursor: none !important; }';
const hidePage = 'body { visibility: hidden !important; }';
const healthEveryMs = 15_000;
const memoryEveryMs = 60_000;
/** A renderer that stays unresponsive this long is crashed on purpose, then reloaded. */
const hangGraceMs = 15_000;

/**
 * Keeps a kiosk running unattended: display sleep prevented, cursor hidden, started at login,
 * crashed or hung renderers reloaded with back-off and the app relaunched after repeated
 * failures, a nightly reload, a memory ceiling, and the server watched so the display can keep
 * its last slides with "Reconnecting" (the state goes to the renderer through the bridge).
 */
export function runKiosk(options: {
  window: BrowserWindow;
  url: string;
  config: DesktopConfig;
  profileDir: string;
  log: (message: string) => void;
}) {
  const { window, config, log } = options;
  const contents = window.webContents;
  let state: KioskState = { kiosk: true, online: true };
  const failures: number[] = [];
  let recoveryTimer: NodeJS.Timeout | undefined;
  let hangTimer: NodeJS.Timeout | undefined;

  let quitting = false;
  powerSaveBlocker.start('prevent-display-sleep');
  contents.on('did-finish-load', () => void contents.insertCSS(hideCursor));
  window.on('close', (event) => {
    if (!quitting) event.preventDefault(); // Only the OS or the policy's exit shortcut ends a kiosk.
  });
  app.on('before-quit', () => {
    quitting = true;
  });

  if (config.kioskExitShortcut) {
    const registered = globalShortcut.register(config.kioskExitShortcut, () => {
      log('Kiosk exit shortcut used');
      quitting = true;
      app.quit();
    });
    if (!registered) log(`Could not register the kiosk exit shortcut ${config.kioskExitShortcut}`);
  }

  const relaunchLog = path.join(options.profileDir, 'kiosk-relaunches.json');
  const relaunch = async () => {
    let earlier: number[] = [];
    try {
      earlier = JSON.parse(await readFile(relaunchLog, 'utf8')) as number[];
    } catch {
      earlier = [];
    }
    const now = Date.now();
    const delay = relaunchDelayMs(earlier, now);
    await writeFile(
      relaunchLog,
      JSON.stringify([...earlier.filter((at) => now - at < 3_600_000), now + delay]),
    );
    log(`Relaunching the kiosk in ${delay} ms after repeated renderer failures`);
    setTimeout(() => {
      quitting = true;
      app.relaunch();
      app.exit(0);
    }, delay);
  };

  const recover = (why: string) => {
    const now = Date.now();
    const plan = planRecovery(failures, now);
    failures.push(now);
    log(
      `Kiosk renderer ${why}; ${plan.action === 'reload' ? `reloading in ${plan.delayMs} ms` : 'relaunching'}`,
    );
    clearTimeout(recoveryTimer);
    if (plan.action === 'relaunch') void relaunch();
    else recoveryTimer = setTimeout(() => void window.loadURL(options.url), plan.delayMs);
  };

  contents.on('render-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') recover(`gone (${details.reason})`);
  });
  contents.on('unresponsive', () => {
    clearTimeout(hangTimer);
    hangTimer = setTimeout(() => {
      log('Kiosk renderer hung; crashing it to recover');
      contents.forcefullyCrashRenderer();
    }, hangGraceMs);
  });
  contents.on('responsive', () => clearTimeout(hangTimer));
  contents.on('did-fail-load', (_event, code, description, _url, isMainFrame) => {
    // -3 is an aborted load (a reload replacing it), not a failure.
    if (isMainFrame && code !== -3) recover(`failed to load (${description})`);
  });

  // The nightly reload clears whatever a long run accumulated; then the next one is scheduled.
  const nightly = () => {
    if (!config.nightlyReload) return;
    setTimeout(
      () => {
        log('Nightly reload');
        void window.loadURL(options.url);
        nightly();
      },
      msUntilNext(new Date(), config.nightlyReload),
    );
  };
  nightly();

  setInterval(() => {
    const pid = contents.getOSProcessId();
    const metric = app.getAppMetrics().find((m) => m.pid === pid);
    if (metric && exceedsMemoryCeiling(metric.memory.workingSetSize, config.memoryCeilingMb)) {
      log(`Kiosk renderer uses ${Math.round(metric.memory.workingSetSize / 1024)} MB; reloading`);
      void window.loadURL(options.url);
    }
  }, memoryEveryMs).unref();

  const setOnline = (online: boolean) => {
    if (state.online === online) return;
    state = { ...state, online };
    log(online ? 'Server reachable again' : 'Server unreachable; the display keeps its last slides');
    broadcast(desktopChannels.kioskStateChanged, state);
  };
  const checkHealth = async () => {
    if (!config.serverUrl || !net.isOnline()) return setOnline(false);
    try {
      const response = await net.fetch(`${config.serverUrl}/api/healthcheck/public`, {
        signal: AbortSignal.timeout(5000),
      });
      setOnline(response.ok);
    } catch {
      setOnline(false);
    }
  };
  setInterval(() => void checkHealth(), healthEveryMs).unref();
  void checkHealth();

  if (config.autoStart) void enableAutostart(log);

  // The display's own report: a refused display goes dark (never the login page) and is retried.
  let hiddenKey: string | null = null;
  let refusedAttempts = 0;
  let refusedTimer: NodeJS.Timeout | undefined;
  const reportDisplayState = (display: DisplayState) => {
    if (display === 'reconnecting') return setOnline(false);
    if (display === 'showing') {
      refusedAttempts = 0;
      clearTimeout(refusedTimer);
      if (hiddenKey) void contents.removeInsertedCSS(hiddenKey);
      hiddenKey = null;
      return setOnline(true);
    }
    if (!hiddenKey) void contents.insertCSS(hidePage).then((key) => (hiddenKey = key));
    const delay = refusedRetryDelayMs(refusedAttempts++);
    log(`Kiosk display refused; trying again in ${delay} ms`);
    clearTimeout(refusedTimer);
    refusedTimer = setTimeout(() => {
      hiddenKey = null;
      void window.loadURL(options.url);
    }, delay);
  };

  return { state: () => state, reportDisplayState };
}

async function enableAutostart(log: (message: string) => void): Promise<void> {
  if (!app.isPackaged) return; // A development run must not register itself at login.
  const args = autostartArgs(process.argv.slice(1));
  try {
    if (process.platform === 'linux') {
      const dir = path.join(process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'autostart');
      await mkdir(dir, { recursive: true });
      // An AppImage runs from a temporary mount: start the image itself.
      const executable = process.env.APPIMAGE || process.execPath;
      await writeFile(path.join(dir, 'kudos.desktop'), linuxAutostartEntry(executable, args));
    } else {
      app.setLoginItemSettings({ openAtLogin: true, args });
    }
  } catch (error) {
    log(`Could not enable start at login: ${(error as Error).message}`);
  }
}
