import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ConfigLayer } from './config.ts';

/**
 * Where each configuration layer comes from. Readers never throw: a missing source is an empty
 * layer, an unreadable one is an empty layer plus a problem the caller logs.
 */

export const linuxPolicyPath = '/etc/kudos/policy.json';
export const windowsPolicyKey = 'HKLM\\Software\\Policies\\Kudos';
export const macPolicyPath = '/Library/Managed Preferences/app.kudos.desktop.plist';

export type SourceResult = { values: Record<string, unknown>; error?: string };

/** Command-line flags: `--server-url`, `--kiosk`, `--tv-token`, `--storage-mode`, `--no-update`. */
export function parseFlags(argv: readonly string[]): Record<string, unknown> {
  const { values } = parseArgs({
    args: [...argv],
    strict: false,
    allowPositionals: true,
    options: {
      'server-url': { type: 'string' },
      kiosk: { type: 'boolean' },
      'tv-token': { type: 'string' },
      'storage-mode': { type: 'string' },
      'no-update': { type: 'boolean' },
    },
  });
  const out: Record<string, unknown> = {};
  if (values['server-url'] !== undefined) out.serverUrl = values['server-url'];
  if (values.kiosk !== undefined) out.kiosk = values.kiosk;
  if (values['tv-token'] !== undefined) out.tvToken = values['tv-token'];
  if (values['storage-mode'] !== undefined) out.storageMode = values['storage-mode'];
  if (values['no-update'] === true) out.updatesEnabled = false;
  return out;
}

/** A JSON object file (Linux policy, the user's config file). */
export async function readJsonObject(path: string): Promise<SourceResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { values: {} };
    return { values: {}, error: `Cannot read ${path}: ${(error as Error).message}` };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { values: parsed as Record<string, unknown> };
    return { values: {}, error: `${path} must hold a JSON object` };
  } catch (error) {
    return { values: {}, error: `${path} is not valid JSON: ${(error as Error).message}` };
  }
}

const regLine = /^\s+(\S(?:.*?\S)?)\s{4}(REG_[A-Z_]+)\s{4}(.*)$/;
const regEmptyLine = /^\s+(\S(?:.*?\S)?)\s{4}(REG_[A-Z_]+)\s*$/;

/**
 * Parses `reg query <key>` output: strings stay strings, DWORD/QWORD become numbers,
 * REG_MULTI_SZ (`\0` separated in the output) a list. Sub-keys and headers are skipped.
 */
export function parseRegQuery(output: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const line of output.split(/\r?\n/)) {
    const match = regLine.exec(line) ?? regEmptyLine.exec(line);
    if (!match) continue;
    const [, name = '', type = '', data = ''] = match;
    if (type === 'REG_DWORD' || type === 'REG_QWORD') {
      const number = Number.parseInt(data, 16);
      if (Number.isFinite(number)) values[name] = number;
    } else if (type === 'REG_MULTI_SZ') {
      values[name] = data.split('\\0').filter(Boolean);
    } else if (type === 'REG_SZ' || type === 'REG_EXPAND_SZ') {
      values[name] = data;
    }
  }
  return values;
}

type Exec = (file: string, args: string[]) => Promise<{ stdout: string }>;

const run: Exec = (file, args) =>
  new Promise((resolve, reject) => {
    execFile(file, args, { windowsHide: true, timeout: 10_000 }, (error, stdout) =>
      error ? reject(Object.assign(error, { stdout })) : resolve({ stdout: String(stdout) }),
    );
  });

/** Windows: `HKLM\Software\Policies\Kudos`. A missing key (reg exits 1) is an empty policy. */
export async function readWindowsPolicy(exec: Exec = run): Promise<SourceResult> {
  try {
    const { stdout } = await exec('reg', ['query', windowsPolicyKey]);
    return { values: parseRegQuery(stdout) };
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return { values: {} };
    return { values: {}, error: `Cannot read ${windowsPolicyKey}: ${(error as Error).message}` };
  }
}

/** macOS managed preferences: the (often binary) plist converted to JSON by plutil. */
export async function readMacPolicy(exec: Exec = run, path = macPolicyPath): Promise<SourceResult> {
  try {
    const { stdout } = await exec('/usr/bin/plutil', ['-convert', 'json', '-o', '-', path]);
    const parsed: unknown = JSON.parse(stdout);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { values: parsed as Record<string, unknown> }
      : { values: {}, error: `${path} must hold a dictionary` };
  } catch (error) {
    const message = String((error as { stdout?: unknown }).stdout ?? '') + (error as Error).message;
    if (/No such file|does not exist|ENOENT/i.test(message)) return { values: {} };
    return { values: {}, error: `Cannot read ${path}: ${(error as Error).message}` };
  }
}

export async function readMachinePolicy(
  platform: NodeJS.Platform,
  exec: Exec = run,
  linuxPath = linuxPolicyPath,
): Promise<SourceResult> {
  if (platform === 'win32') return readWindowsPolicy(exec);
  if (platform === 'darwin') return readMacPolicy(exec);
  return readJsonObject(linuxPath);
}

/** All layers, lowest first, and the problems met while reading them. */
export async function readLayers(options: {
  platform: NodeJS.Platform;
  userConfigPath: string;
  argv: readonly string[];
  exec?: Exec;
  linuxPolicyPath?: string;
}): Promise<{ layers: ConfigLayer[]; errors: string[] }> {
  const [policy, user] = await Promise.all([
    readMachinePolicy(options.platform, options.exec, options.linuxPolicyPath),
    readJsonObject(options.userConfigPath),
  ]);
  const errors = [policy.error, user.error].filter((e): e is string => e !== undefined);
  return {
    layers: [
      { name: 'policy', values: policy.values },
      { name: 'user', values: user.values },
      { name: 'flags', values: parseFlags(options.argv) },
    ],
    errors,
  };
}
