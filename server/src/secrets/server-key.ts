import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file a generated key is kept in, inside the data directory (never in the database). */
export const serverKeyFileName = 'secret-key';

/** 32 bytes written as 64 hex digits or as base64 (with or without padding, url-safe or not). */
export function parseServerKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * The key that encrypts secrets at rest: KUDOS_SECRET_KEY when set, else one generated once and
 * kept in `<dataDir>/secret-key` (mode 600). Keeping it out of the database means a database dump
 * or backup alone does not reveal the secrets. Several instances on one PostgreSQL must share the
 * key: set the same KUDOS_SECRET_KEY on each (their data directories are their own).
 */
export function loadServerKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured !== undefined) {
    const key = parseServerKey(configured);
    if (!key) throw new Error('KUDOS_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(dataDir, serverKeyFileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: create only if missing, so two processes starting at once keep the first one's key.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseServerKey(readFileSync(file, 'utf8'));
  if (!key)
    throw new Error(`${file} does not hold a 32-byte key; remove it only if no secret was stored with it`);
  return key;
}
