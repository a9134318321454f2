import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config.ts';
import { updateSettings } from './update-settings.ts';

const url = 'https://updates.example.com/kudos';

describe('updateSettings', () => {
  it('uses the generic provider on the stable channel and waits for consent', () => {
    expect(updateSettings({ ...defaultConfig, updateUrl: url }, true)).toEqual({
      enabled: true,
      feed: { provider: 'generic', url, channel: 'latest' },
      allowPrerelease: false,
      autoDownload: false,
      autoInstallOnAppQuit: true,
    });
  });

  it('follows the beta channel with prereleases', () => {
    const settings = updateSettings({ ...defaultConfig, updateUrl: url, updateChannel: 'beta' }, true);
    expect(settings).toMatchObject({ feed: { channel: 'beta' }, allowPrerelease: true });
  });

  it('downloads by itself in a kiosk but never installs on quit outside the window', () => {
    expect(updateSettings({ ...defaultConfig, updateUrl: url, kiosk: true }, true)).toMatchObject({
      autoDownload: true,
      autoInstallOnAppQuit: false,
    });
  });

  it('is off by policy or --no-update, without a URL, and in development', () => {
    expect(updateSettings({ ...defaultConfig, updateUrl: url, updatesEnabled: false }, true)).toEqual({
      enabled: false,
      reason: 'turnedOff',
    });
    expect(updateSettings(defaultConfig, true)).toEqual({ enabled: false, reason: 'noUpdateUrl' });
    expect(updateSettings({ ...defaultConfig, updateUrl: url }, false)).toEqual({
      enabled: false,
      reason: 'notPackaged',
    });
  });
});
