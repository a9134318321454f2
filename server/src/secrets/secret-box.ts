import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { loadServerKey } from './server-key.ts';

/**
 * Secrets at rest (a gift-card provider's platform key and the like): AES-256-GCM under the
 * server key, stored as `v1:<base64url of iv, tag, ciphertext>`. The context (what the secret
 * belongs to, e.g. its tenant) is authenticated too, so a sealed value copied onto another row
 * does not open. A value without the version prefix was stored before encryption and is read as
 * it is until the start-up job (apps/rewards/seal-secrets-job.ts) or an edit seals it.
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  open(stored: string, context: string): string;
};

/** Marks a sealed value (and its format's version); a value without it is plain text. */
export const sealedPrefix = 'v1:';
const ivBytes = 12;
const tagBytes = 16;

export class SecretUnreadable extends Error {}

export function isSealed(stored: string): boolean {
  return stored.startsWith(sealedPrefix);
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${sealedPrefix}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(sealedPrefix.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
        return Buffer.concat([
          decipher.update(bytes.subarray(ivBytes + tagBytes)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretUnreadable(
          'A stored secret cannot be decrypted with this server’s key: every instance needs the same KUDOS_SECRET_KEY',
        );
      }
    },
  };
}

const boxes = new WeakMap<Config, SecretBox>();

/** The server's secret box, its key loaded on first use (one per configuration). */
export function secretBoxOf(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = secretBox(loadServerKey(config.secretKey, config.dataDir));
    boxes.set(config, box);
  }
  return box;
}
