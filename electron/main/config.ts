import { z } from 'zod';
import { normalizeServerOrigin } from './url-policy.ts';

/**
 * The desktop configuration, merged from layers in this order (later wins): built-in defaults,
 * machine policy, the user's config file, command-line flags. Every layer is validated key by
 * key: a bad value is reported and ignored, so one typo in a policy cannot stop the app.
 * Two things only the machine can decide: a policy that turns updates off stays off, and the
 * kiosk exit shortcut comes from policy alone.
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected a time as HH:MM (24 hours)' });

/** Registry DWORDs and plist integers arrive as 0/1; JSON may say true/false. */
const flag = z.preprocess((value) => (value === 0 || value === 1 ? value === 1 : value), z.boolean());

/** A list in JSON, or a comma/space separated string (registry REG_SZ, plist string). */
const originList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value),
  z.array(z.url({ protocol: /^https?$/ })).max(100),
);

const serverUrl = z.string().transform((value, ctx) => {
  const result = normalizeServerOrigin(value);
  if (result.ok) return result.origin;
  ctx.addIssue({
    code: 'custom',
    message:
      result.reason === 'insecureAddress'
        ? 'The address must use https'
        : 'Expected an address like https://acme.example.com',
  });
  return z.NEVER;
});

export const storageModes = ['keychain', 'allow-plaintext'] as const;
export const updateChannels = ['stable', 'beta'] as const;

/** One schema per key, so each layer's keys are validated on their own. */
export const configKeys = {
  /** The organization's address (its origin); null until the first-run screen sets it. */
  serverUrl: serverUrl.nullable(),
  kiosk: flag,
  /** The TV display's token: the kiosk shows `/tv/watch/{tvToken}`. */
  tvToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,256}$/, { error: 'Expected the TV token from the TV display settings' })
    .nullable(),
  storageMode: z.enum(storageModes),
  updatesEnabled: flag,
  /** The generic update server (electron-builder's `generic` provider). */
  updateUrl: z.url({ protocol: /^https$/, error: 'Expected an https address' }).nullable(),
  updateChannel: z.enum(updateChannels),
  /** A kiosk installs updates only between these local times; both null: any time. */
  maintenanceWindowStart: hhmm.nullable(),
  maintenanceWindowEnd: hhmm.nullable(),
  /** Kiosk: reload the display every day at this local time. */
  nightlyReload: hhmm.nullable(),
  /** Kiosk: reload when the display's renderer uses more memory than this. */
  memoryCeilingMb: z.coerce.number().int().min(256).max(16_384),
  /** Sites besides the organization's that links may open in the browser. */
  externalOrigins: originList,
  /** Kiosk: start when the user logs in. */
  autoStart: flag,
  /** Kiosk: the key combination that quits (policy only); null: only the OS can end the kiosk. */
  kioskExitShortcut: z
    .string()
    .regex(/^((CommandOrControl|Control|Ctrl|Alt|Shift|Super|Meta)\+){2,4}[A-Z0-9]$/, {
      error: 'Expected at least two modifiers and a key, like Control+Alt+Shift+Q',
    })
    .nullable(),
} as const;

type Keys = typeof configKeys;
export type DesktopConfig = { -readonly [K in keyof Keys]: z.output<Keys[K]> };
export type ConfigKey = keyof DesktopConfig;

export const defaultConfig: DesktopConfig = {
  serverUrl: null,
  kiosk: false,
  tvToken: null,
  storageMode: 'keychain',
  updatesEnabled: true,
  updateUrl: null,
  updateChannel: 'stable',
  maintenanceWindowStart: null,
  maintenanceWindowEnd: null,
  nightlyReload: '03:30',
  memoryCeilingMb: 1536,
  externalOrigins: ['https://kudos.app', 'https://status.kudos.app'],
  autoStart: true,
  kioskExitShortcut: null,
};

export type LayerName = 'policy' | 'user' | 'flags';
export type ConfigLayer = { name: LayerName; values: Record<string, unknown> };
export type ConfigProblem = { layer: LayerName; key: string; message: string };

const policyOnly: ReadonlySet<string> = new Set<ConfigKey>(['kioskExitShortcut']);

/** PascalCase names (registry values, plist keys) map to the same keys as camelCase ones. */
function canonicalKey(key: string): string {
  return key.charAt(0).toLowerCase() + key.slice(1);
}

function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(configKeys, key);
}

/** Validates one layer: the keys it sets, and a problem for every unknown or bad one. */
export function validateLayer(layer: ConfigLayer): {
  values: Partial<DesktopConfig>;
  problems: ConfigProblem[];
} {
  const values: Record<string, unknown> = {};
  const problems: ConfigProblem[] = [];
  for (const [rawKey, raw] of Object.entries(layer.values)) {
    const key = canonicalKey(rawKey);
    if (!isConfigKey(key)) {
      problems.push({ layer: layer.name, key: rawKey, message: 'Unknown setting' });
      continue;
    }
    if (policyOnly.has(key) && layer.name !== 'policy') {
      problems.push({ layer: layer.name, key: rawKey, message: 'Only machine policy can set this' });
      continue;
    }
    const parsed = configKeys[key].safeParse(raw);
    if (parsed.success) values[key] = parsed.data;
    else
      problems.push({
        layer: layer.name,
        key: rawKey,
        message: parsed.error.issues[0]?.message ?? 'Invalid',
      });
  }
  return { values: values as Partial<DesktopConfig>, problems };
}

/** Merges the layers over the defaults (later layers win), keeping policy's "updates off". */
export function resolveConfig(layers: readonly ConfigLayer[]): {
  config: DesktopConfig;
  problems: ConfigProblem[];
} {
  const config: DesktopConfig = { ...defaultConfig };
  const problems: ConfigProblem[] = [];
  let updatesLockedOff = false;
  for (const layer of layers) {
    const result = validateLayer(layer);
    problems.push(...result.problems);
    Object.assign(config, result.values);
    if (layer.name === 'policy' && result.values.updatesEnabled === false) updatesLockedOff = true;
  }
  if (updatesLockedOff) config.updatesEnabled = false;
  return { config, problems };
}
