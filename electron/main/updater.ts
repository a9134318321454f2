import { type BrowserWindow, dialog } from 'electron';
import electronUpdater from 'electron-updater';
import { desktopChannels, type UpdateState } from '#shared/desktop-bridge';
import { t } from './i18n.ts';
import { broadcast } from './ipc.ts';
import { decideInstall } from './schedule.ts';
import type { UpdateSettings } from './update-settings.ts';

const sixHours = 6 * 60 * 60_000;

/**
 * electron-updater behind the consent rules of update-settings.ts. The desktop app asks before
 * downloading and before restarting; a kiosk downloads by itself and installs inside its
 * maintenance window. State changes reach the renderer through the bridge.
 */
export function startUpdater(options: {
  settings: UpdateSettings;
  kiosk: boolean;
  maintenanceWindow: { start: string | null; end: string | null };
  window: () => BrowserWindow | null;
  log: (message: string) => void;
}) {
  let state: UpdateState = options.settings.enabled ? { status: 'idle' } : { status: 'disabled' };
  const setState = (next: UpdateState) => {
    state = next;
    broadcast(desktopChannels.updateStateChanged, next);
  };
  if (!options.settings.enabled) {
    options.log(`Updates off (${options.settings.reason})`);
    return { state: () => state, check: null, download: async () => {}, install: () => {} };
  }

  const { autoUpdater } = electronUpdater;
  const settings = options.settings;
  autoUpdater.setFeedURL(settings.feed);
  autoUpdater.autoDownload = settings.autoDownload;
  autoUpdater.autoInstallOnAppQuit = settings.autoInstallOnAppQuit;
  autoUpdater.allowPrerelease = settings.allowPrerelease;
  autoUpdater.allowDowngrade = false;
  autoUpdater.logger = { info: options.log, warn: options.log, error: options.log, debug: () => {} };

  let installTimer: NodeJS.Timeout | undefined;
  let userAsked = false;

  const scheduleKioskInstall = () => {
    const decision = decideInstall({
      kiosk: true,
      now: new Date(),
      windowStart: options.maintenanceWindow.start,
      windowEnd: options.maintenanceWindow.end,
    });
    if (decision.action === 'install') autoUpdater.quitAndInstall(true, true);
    else if (decision.action === 'wait') {
      clearTimeout(installTimer);
      installTimer = setTimeout(scheduleKioskInstall, decision.delayMs);
    }
  };

  const ask = async (title: string, message: string, yes: string): Promise<boolean> => {
    const parent = options.window();
    const buttons = [yes, t('update.later')];
    const settings = {
      type: 'info' as const,
      title,
      message,
      buttons,
      defaultId: 0,
      cancelId: 1,
      noLink: true,
    };
    const answer = parent
      ? await dialog.showMessageBox(parent, settings)
      : await dialog.showMessageBox(settings);
    return answer.response === 0;
  };

  autoUpdater.on('update-available', (info) => {
    setState({ status: 'available', version: info.version });
    if (options.kiosk) return; // Downloads by itself (autoDownload).
    void ask(
      t('update.availableTitle'),
      t('update.availableMessage', { version: info.version }),
      t('update.download'),
    ).then((yes) => (yes ? download() : undefined));
  });
  autoUpdater.on('update-not-available', () => {
    setState({ status: 'idle' });
    if (userAsked && !options.kiosk) {
      void dialog.showMessageBox({
        type: 'info',
        title: t('update.upToDateTitle'),
        message: t('update.upToDateMessage'),
        buttons: [t('update.ok')],
      });
    }
    userAsked = false;
  });
  autoUpdater.on('download-progress', (progress) =>
    setState({ status: 'downloading', percent: Math.round(progress.percent) }),
  );
  autoUpdater.on('update-downloaded', (info) => {
    setState({ status: 'ready', version: info.version });
    if (options.kiosk) return scheduleKioskInstall();
    void ask(
      t('update.readyTitle'),
      t('update.readyMessage', { version: info.version }),
      t('update.restart'),
    ).then((yes) => (yes ? autoUpdater.quitAndInstall() : undefined));
  });
  autoUpdater.on('error', (error) => {
    options.log(`Update failed: ${error.message}`);
    setState({ status: 'error', message: error.message });
  });

  const check = () => {
    autoUpdater
      .checkForUpdates()
      .catch((error: Error) => options.log(`Update check failed: ${error.message}`));
  };
  const download = async () => {
    if (state.status !== 'available') return;
    await autoUpdater.downloadUpdate();
  };
  setTimeout(check, 30_000);
  setInterval(check, sixHours).unref();

  return {
    state: () => state,
    check: () => {
      userAsked = true;
      check();
    },
    download,
    install: () => {
      if (state.status !== 'ready') return;
      if (options.kiosk) scheduleKioskInstall();
      else autoUpdater.quitAndInstall();
    },
  };
}
