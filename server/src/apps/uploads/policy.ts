import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settledSetting } from '../../db/platform-settings.ts';

/** What a signed upload may carry, like the policy document of an S3 presigned POST. */
export const uploadPolicy = z.object({
  mediaId: z.uuid(),
  tenantId: z.uuid(),
  purpose: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type UploadPolicy = z.infer<typeof uploadPolicy>;

const keyName = 'upload_signing_key';
let cached: { db: Db; key: Buffer } | null = null;

/**
 * The HMAC key, made once per database and shared by every instance through platform_settings,
 * so a policy signed by one instance is accepted by another.
 */
async function signingKey(db: Db): Promise<Buffer> {
  if (cached?.db === db) return cached.key;
  const value = await settledSetting(db, keyName, randomBytes(32).toString('base64'));
  if (typeof value !== 'string') throw new Error('upload signing key missing');
  cached = { db, key: Buffer.from(value, 'base64') };
  return cached.key;
}

export async function signPolicy(
  db: Db,
  policy: UploadPolicy,
): Promise<{ policy: string; signature: string }> {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  const signature = createHmac('sha256', await signingKey(db))
    .update(encoded)
    .digest('base64url');
  return { policy: encoded, signature };
}

/** The policy if its signature is ours and it has not expired; null otherwise. */
export async function verifyPolicy(
  db: Db,
  encoded: string,
  signature: string,
  now: Date,
): Promise<UploadPolicy | null> {
  const expected = createHmac('sha256', await signingKey(db))
    .update(encoded)
    .digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const policy = uploadPolicy.safeParse(parsed);
  if (!policy.success || Date.parse(policy.data.expiresAt) <= now.getTime()) return null;
  return policy.data;
}
