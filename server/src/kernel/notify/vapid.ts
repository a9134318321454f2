import webpush from 'web-push';
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

export async function loadOrCreateVapidKeys(db: Db): Promise<VapidKeys> {
  return vapidKeys.parse(await settledSetting(db, vapidSettingKey, webpush.generateVAPIDKeys()));
}

/** The VAPID subject push services may contact: the sender address of the platform's mail. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:no-reply@localhost';
}
