import type { DesktopConfig } from './config.ts';

/**
 * How electron-updater is set up from configuration: a generic provider at the configured URL,
 * the stable or beta channel, never downloading without consent in the desktop app. A kiosk has
 * nobody to ask: the policy that enables its updates is the consent, and it installs only inside
 * its maintenance window (see schedule.ts).
 */
export type UpdateSettings =
  | { enabled: false; reason: 'turnedOff' | 'noUpdateUrl' | 'notPackaged' }
  | {
      enabled: true;
      feed: { provider: 'generic'; url: string; channel: 'latest' | 'beta' };
      allowPrerelease: boolean;
      autoDownload: boolean;
      autoInstallOnAppQuit: boolean;
    };

export function updateSettings(config: DesktopConfig, packaged: boolean): UpdateSettings {
  if (!config.updatesEnabled) return { enabled: false, reason: 'turnedOff' };
  if (!config.updateUrl) return { enabled: false, reason: 'noUpdateUrl' };
  if (!packaged) return { enabled: false, reason: 'notPackaged' };
  const beta = config.updateChannel === 'beta';
  return {
    enabled: true,
    // electron-builder names the stable channel's files latest*.yml.
    feed: { provider: 'generic', url: config.updateUrl, channel: beta ? 'beta' : 'latest' },
    allowPrerelease: beta,
    autoDownload: config.kiosk,
    autoInstallOnAppQuit: !config.kiosk,
  };
}
