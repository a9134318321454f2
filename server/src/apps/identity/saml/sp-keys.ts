import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { settledSetting } from '../../../db/platform-settings.ts';
import { selfSignedKeyPair } from './self-signed.ts';

export const spKeysSettingKey = 'saml.serviceProviderKeys';

const keyPair = z.object({ privateKey: z.string().min(1), certificate: z.string().min(1) });
const spKeys = z.object({ signing: keyPair, encryption: keyPair });
export type SpKeys = z.infer<typeof spKeys>;

const cache = new WeakMap<Db, Promise<SpKeys>>();

/**
 * The service provider's two key pairs, one for signing requests and one IdPs encrypt assertions
 * to, made on first use and kept with the platform's other generated secrets (platform_settings,
 * like the VAPID keys): several instances starting at once agree on the pair stored first. One
 * set serves every tenant and provider; each provider's metadata publishes its certificates.
 */
export function spKeysOf(db: Db, now: Date): Promise<SpKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = (async () =>
      spKeys.parse(
        await settledSetting(db, spKeysSettingKey, {
          signing: selfSignedKeyPair('Kudos SAML service provider signing', now),
          encryption: selfSignedKeyPair('Kudos SAML service provider encryption', now),
        }),
      ))();
    cache.set(db, keys);
    // A failure (database away) must not stick: the next call tries again.
    keys.catch(() => cache.delete(db));
  }
  return keys;
}
