import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { settledSetting } from '../../db/platform-settings.ts';

const keyName = 'media_signing_key';
const dayMs = 86_400_000;
let key: Buffer | null = null;

/**
 * Loads (making it on first use) the HMAC key for media file links. It lives in
 * platform_settings, so a link signed by one server instance is served by every other.
 * The app loads it when it starts (mediaRoutes' onReady); signing before that is a bug.
 */
export async function loadMediaSigningKey(db: Db): Promise<void> {
  const value = await settledSetting(db, keyName, randomBytes(32).toString('base64'));
  if (typeof value !== 'string') throw new Error('media signing key missing');
  key = Buffer.from(value, 'base64');
}

const mac = (id: string, variant: string, expires: number) => {
  if (!key) throw new Error('media signing key not loaded');
  return createHmac('sha256', key).update(`${id}/${variant}/${expires}`).digest();
};

/**
 * A link's expiry: the end of the UTC day after today, in seconds. Every link made on one day
 * is the same string (browsers and proxies cache it) and stays valid for 24 to 48 hours.
 */
export function linkExpiry(now: number): number {
  return (Math.floor(now / dayMs) + 2) * (dayMs / 1000);
}

/** The query string that makes a media file link valid, like an S3 presigned GET. */
export function signMediaFile(id: string, variant: string, now = Date.now()): string {
  const expires = linkExpiry(now);
  return `expires=${expires}&signature=${mac(id, variant, expires).toString('base64url')}`;
}

/** Whether a link's signature is ours for this file and variant and has not expired. */
export function verifyMediaFile(
  id: string,
  variant: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(id, variant, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
