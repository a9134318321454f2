import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSealed, SecretUnreadable, secretBox } from './secret-box.ts';
import { loadServerKey, parseServerKey, serverKeyFileName } from './server-key.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kudos-secrets-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('seals with a version prefix, never showing the plain text, and opens it again', () => {
    const sealed = box.seal('platform-key-123', 'tenant-a');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('platform-key-123');
    expect(box.seal('platform-key-123', 'tenant-a')).not.toBe(sealed);
    expect(box.open(sealed, 'tenant-a')).toBe('platform-key-123');
  });

  it('refuses another context, another key and a changed byte', () => {
    const sealed = box.seal('platform-key-123', 'tenant-a');
    expect(() => box.open(sealed, 'tenant-b')).toThrow(SecretUnreadable);
    expect(() => secretBox(randomBytes(32)).open(sealed, 'tenant-a')).toThrow(/same KUDOS_SECRET_KEY/);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => box.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, 'tenant-a')).toThrow(
      SecretUnreadable,
    );
  });

  it('reads a value stored before encryption as it is', () => {
    expect(box.open('plain-old-key', 'tenant-a')).toBe('plain-old-key');
  });
});

describe('the server key', () => {
  it('accepts 32 bytes as hex or base64 only', () => {
    const key = randomBytes(32);
    expect(parseServerKey(key.toString('hex'))).toEqual(key);
    expect(parseServerKey(key.toString('base64'))).toEqual(key);
    expect(parseServerKey(key.toString('base64url'))).toEqual(key);
    expect(parseServerKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseServerKey('not a key')).toBeNull();
    expect(() => loadServerKey('short', dir)).toThrow(/KUDOS_SECRET_KEY must be 32 bytes/);
    expect(loadServerKey(key.toString('hex'), dir)).toEqual(key);
  });

  it('is generated once in the data directory, readable by the owner only, and kept', async () => {
    const own = path.join(dir, 'generated');
    const first = loadServerKey(undefined, own);
    const file = path.join(own, serverKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseServerKey(await readFile(file, 'utf8'))).toEqual(first);
    expect(loadServerKey(undefined, own)).toEqual(first);
  });

  it('refuses a damaged key file rather than making a new key', async () => {
    const own = path.join(dir, 'damaged');
    loadServerKey(undefined, own);
    await writeFile(path.join(own, serverKeyFileName), 'garbage');
    expect(() => loadServerKey(undefined, own)).toThrow(/does not hold a 32-byte key/);
  });
});
