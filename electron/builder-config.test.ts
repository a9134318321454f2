import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

/** electron-builder.yml, loaded and validated by electron-builder's own code (its JSON schema). */
const root = path.resolve(import.meta.dirname, '..');
const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);

describe('electron-builder.yml', () => {
  it('passes electron-builder validation', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('sets the fuses that close Node and unpacked-code back doors', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });

  it('builds per-machine Windows installers with a fixed MSI upgrade code and signs .node files', () => {
    expect(config.nsis).toMatchObject({ perMachine: true, include: 'build/installer.nsh' });
    expect(config.msi).toMatchObject({
      perMachine: true,
      upgradeCode: '6F3A2C1E-8B4D-4E7A-9C2F-1D5E8A7B3C40',
    });
    expect(config.win?.signExts).toContain('.node');
  });

  it('hardens and notarizes macOS builds, and makes AppImage, deb and rpm', () => {
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      notarize: true,
      entitlements: 'build/entitlements.mac.plist',
    });
    expect(config.linux?.target).toEqual(['AppImage', 'deb', 'rpm']);
  });

  it('publishes to a generic update server and starts the bundled main process', () => {
    expect(config.publish).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder's own macro syntax
      { provider: 'generic', url: '${env.KUDOS_UPDATE_URL}', channel: 'latest' },
    ]);
    expect(config.extraMetadata).toEqual({ main: 'dist/desktop/main.cjs' });
  });

  it('matches what the IT guide tells administrators', () => {
    const guide = readFileSync(path.join(root, 'docs/desktop-it-guide.md'), 'utf8');
    expect(guide).toContain(String(config.msi?.upgradeCode));
    expect(guide).toContain('Kudos-Setup-<version>-x64.exe /S /allusers');
    expect(guide).toContain('msiexec /i Kudos-<version>-x64.msi /qn');
    expect(guide).toContain('HKLM\\Software\\Policies\\Kudos');
    expect(guide).toContain('/etc/kudos/policy.json');
    expect(guide).toContain('/Library/Managed Preferences/app.kudos.desktop.plist');
    expect(config.appId).toBe('app.kudos.desktop');
  });
});
