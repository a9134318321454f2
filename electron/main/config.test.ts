import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, resolveConfig } from './config.ts';
import { parseFlags, parseRegQuery, readLayers, readMacPolicy, readWindowsPolicy } from './config-sources.ts';

describe('resolveConfig', () => {
  it('uses the defaults when no layer sets anything', () => {
    expect(resolveConfig([])).toEqual({ config: defaultConfig, problems: [] });
  });

  it('lets later layers win: defaults < policy < user file < flags', () => {
    const { config, problems } = resolveConfig([
      {
        name: 'policy',
        values: { serverUrl: 'https://policy.example.com', updateChannel: 'beta', kiosk: true },
      },
      { name: 'user', values: { serverUrl: 'https://user.example.com', updateChannel: 'stable' } },
      { name: 'flags', values: { serverUrl: 'https://flag.example.com' } },
    ]);
    expect(problems).toEqual([]);
    expect(config.serverUrl).toBe('https://flag.example.com');
    expect(config.updateChannel).toBe('stable');
    expect(config.kiosk).toBe(true);
  });

  it('keeps updates off when policy turns them off, whatever the user file says', () => {
    const { config } = resolveConfig([
      { name: 'policy', values: { updatesEnabled: false } },
      { name: 'user', values: { updatesEnabled: true } },
    ]);
    expect(config.updatesEnabled).toBe(false);
  });

  it('ignores a bad value, names it, and keeps the lower layer', () => {
    const { config, problems } = resolveConfig([
      { name: 'policy', values: { serverUrl: 'https://acme.example.com', memoryCeilingMb: 1024 } },
      {
        name: 'user',
        values: { serverUrl: 'http://acme.example.com', memoryCeilingMb: 'lots', color: 'red' },
      },
    ]);
    expect(config.serverUrl).toBe('https://acme.example.com');
    expect(config.memoryCeilingMb).toBe(1024);
    expect(problems).toEqual([
      { layer: 'user', key: 'serverUrl', message: 'The address must use https' },
      { layer: 'user', key: 'memoryCeilingMb', message: expect.any(String) },
      { layer: 'user', key: 'color', message: 'Unknown setting' },
    ]);
  });

  it('takes the kiosk exit shortcut from policy only', () => {
    const { config, problems } = resolveConfig([
      { name: 'policy', values: { kioskExitShortcut: 'Control+Alt+Shift+Q' } },
      { name: 'user', values: { kioskExitShortcut: 'Control+Q' } },
    ]);
    expect(config.kioskExitShortcut).toBe('Control+Alt+Shift+Q');
    expect(problems).toEqual([
      { layer: 'user', key: 'kioskExitShortcut', message: 'Only machine policy can set this' },
    ]);
  });

  it('accepts registry-style names and values (PascalCase, DWORD 0/1, comma lists)', () => {
    const { config, problems } = resolveConfig([
      {
        name: 'policy',
        values: {
          ServerUrl: 'acme.example.com',
          Kiosk: 1,
          UpdatesEnabled: 0,
          ExternalOrigins: 'https://a.example.com, https://b.example.com',
          MaintenanceWindowStart: '02:00',
          MaintenanceWindowEnd: '25:00',
        },
      },
    ]);
    expect(config).toMatchObject({
      serverUrl: 'https://acme.example.com',
      kiosk: true,
      updatesEnabled: false,
      externalOrigins: ['https://a.example.com', 'https://b.example.com'],
      maintenanceWindowStart: '02:00',
      maintenanceWindowEnd: null,
    });
    expect(problems.map((p) => p.key)).toEqual(['MaintenanceWindowEnd']);
  });

  it('refuses a TV token that could escape its path', () => {
    const { config, problems } = resolveConfig([{ name: 'flags', values: { tvToken: '../../admin' } }]);
    expect(config.tvToken).toBeNull();
    expect(problems[0]?.key).toBe('tvToken');
  });
});

describe('parseFlags', () => {
  it('reads the documented flags in both spellings and ignores others', () => {
    expect(
      parseFlags([
        '--server-url=https://acme.example.com',
        '--kiosk',
        '--tv-token',
        'tv_token_123',
        '--storage-mode=allow-plaintext',
        '--no-update',
        '--enable-logging',
        'positional',
      ]),
    ).toEqual({
      serverUrl: 'https://acme.example.com',
      kiosk: true,
      tvToken: 'tv_token_123',
      storageMode: 'allow-plaintext',
      updatesEnabled: false,
    });
  });

  it('sets nothing without flags', () => {
    expect(parseFlags([])).toEqual({});
  });
});

describe('parseRegQuery', () => {
  it('reads strings, DWORDs and multi-strings from reg query output', () => {
    const output = [
      '',
      'HKEY_LOCAL_MACHINE\\Software\\Policies\\Kudos',
      '    ServerUrl    REG_SZ    https://acme.example.com',
      '    Kiosk    REG_DWORD    0x1',
      '    MemoryCeilingMb    REG_DWORD    0x800',
      '    ExternalOrigins    REG_MULTI_SZ    https://a.example.com\\0https://b.example.com',
      '    TvToken    REG_SZ    ',
      '    Ignored    REG_BINARY    00ff',
      '',
      'HKEY_LOCAL_MACHINE\\Software\\Policies\\Kudos\\Sub',
      '',
    ].join('\r\n');
    expect(parseRegQuery(output)).toEqual({
      ServerUrl: 'https://acme.example.com',
      Kiosk: 1,
      MemoryCeilingMb: 2048,
      ExternalOrigins: ['https://a.example.com', 'https://b.example.com'],
      TvToken: '',
    });
  });

  it('treats a missing policy key (reg exits 1) as no policy, and other failures as errors', async () => {
    const missing = await readWindowsPolicy(async () => {
      throw Object.assign(new Error('The system was unable to find the specified registry key'), { code: 1 });
    });
    expect(missing).toEqual({ values: {} });
    const broken = await readWindowsPolicy(async () => {
      throw Object.assign(new Error('spawn reg ENOENT'), { code: 'ENOENT' });
    });
    expect(broken.error).toMatch(/Cannot read HKLM/);
  });
});

describe('readMacPolicy', () => {
  it('reads managed preferences through plutil', async () => {
    const result = await readMacPolicy(async (file, args) => {
      expect(file).toBe('/usr/bin/plutil');
      expect(args.slice(0, 4)).toEqual(['-convert', 'json', '-o', '-']);
      return { stdout: '{"ServerUrl":"https://acme.example.com","Kiosk":true}' };
    });
    expect(result).toEqual({ values: { ServerUrl: 'https://acme.example.com', Kiosk: true } });
  });

  it('treats a missing plist as no policy', async () => {
    const result = await readMacPolicy(async () => {
      throw Object.assign(new Error('Command failed'), { stdout: 'file does not exist or is not readable' });
    });
    expect(result).toEqual({ values: {} });
  });
});

describe('readLayers (Linux)', () => {
  it('reads policy and user files and flags, lowest first, and reports a broken file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kudos-config-'));
    const policyPath = path.join(dir, 'policy.json');
    const userPath = path.join(dir, 'config.json');
    writeFileSync(policyPath, JSON.stringify({ serverUrl: 'https://policy.example.com', kiosk: true }));
    writeFileSync(userPath, '{ not json');
    const { layers, errors } = await readLayers({
      platform: 'linux',
      userConfigPath: userPath,
      linuxPolicyPath: policyPath,
      argv: ['--no-update'],
    });
    expect(layers).toEqual([
      { name: 'policy', values: { serverUrl: 'https://policy.example.com', kiosk: true } },
      { name: 'user', values: {} },
      { name: 'flags', values: { updatesEnabled: false } },
    ]);
    expect(errors).toEqual([expect.stringContaining('is not valid JSON')]);
    const { config } = resolveConfig(layers);
    expect(config).toMatchObject({
      serverUrl: 'https://policy.example.com',
      kiosk: true,
      updatesEnabled: false,
    });
  });

  it('treats missing files as empty layers', async () => {
    const { layers, errors } = await readLayers({
      platform: 'linux',
      userConfigPath: '/nonexistent/kudos/config.json',
      linuxPolicyPath: '/nonexistent/kudos/policy.json',
      argv: [],
    });
    expect(errors).toEqual([]);
    expect(layers.every((layer) => Object.keys(layer.values).length === 0)).toBe(true);
  });
});
