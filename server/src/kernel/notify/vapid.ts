import { createECDH } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settledSetting } from '../../db/platform-settings.ts';

export const vapidSettingKey = 'webPush.vapidKeys';

const vapidKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof vapidKeys>;

const cache = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The platform's one VAPID key pair, generated on first use. Several instances may start at once:
 * each offers its own pair with `on conflict do nothing` and then everyone reads the pair that won.
 */
export function vapidKeysOf(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreateVapidKeys(db);
    cache.set(db, keys);
    // A failure (database away) must not stick: the next call tries again.
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

/**
 * A P-256 key pair as web-push's generateVAPIDKeys makes it (uncompressed public point and the
 * 32-byte private key, base64url), made here so that web-push loads with the first push only.
 */
export function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The private key may come out shorter than 32 bytes (leading zeros): pad it, as web-push does.
  const privateKey = curve.getPrivateKey();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
}

export async function loadOrCreateVapidKeys(db: Db): Promise<VapidKeys> {
  return vapidKeys.parse(await settledSetting(db, vapidSettingKey, generateVapidKeys()));
}

/** The VAPID subject push services may contact: the sender address of the platform's mail. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:no-reply@localhost';
}
