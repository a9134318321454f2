import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  plaintextSecretStore,
  type SafeStorageLike,
  safeStorageEncrypts,
  safeStorageSecretStore,
} from './file-stores.ts';
import { openSecretStore } from './open-secret-store.ts';
import { chooseSecretStoreKind, secretAccount } from './secret-store.ts';

/** A reversible stand-in for the OS-protected key: the secret never appears as-is in the file. */
function fakeSafeStorage(key = 7, backend = 'gnome_libsecret'): SafeStorageLike {
  const flip = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ key));
  return {
    isEncryptionAvailable: () => true,
    encryptString: (text) => Buffer.concat([Buffer.from('v10'), flip(Buffer.from(text))]),
    decryptString: (data) => {
      if (data.subarray(0, 3).toString() !== 'v10') throw new Error('bad header');
      const text = flip(data.subarray(3)).toString();
      if (!/^[\x20-\x7e]*$/.test(text)) throw new Error('wrong key');
      return text;
    },
    getSelectedStorageBackend: () => backend,
  };
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'kudos-secrets-'));

describe('chooseSecretStoreKind', () => {
  it('prefers the keychain, then safeStorage, then plaintext only when allowed, else memory', () => {
    const base = { keychainAnswers: false, safeStorageEncrypts: false, storageMode: 'keychain' as const };
    expect(chooseSecretStoreKind({ ...base, keychainAnswers: true, safeStorageEncrypts: true })).toBe(
      'keychain',
    );
    expect(chooseSecretStoreKind({ ...base, safeStorageEncrypts: true })).toBe('safeStorage');
    expect(chooseSecretStoreKind(base)).toBe('memory');
    expect(chooseSecretStoreKind({ ...base, storageMode: 'allow-plaintext' })).toBe('plaintext');
    expect(
      chooseSecretStoreKind({ ...base, safeStorageEncrypts: true, storageMode: 'allow-plaintext' }),
    ).toBe('safeStorage');
  });

  it('files one entry per organization and tenant', () => {
    expect(secretAccount('https://acme.example.com', 't1')).toBe('https://acme.example.com|t1');
    expect(secretAccount('https://acme.example.com', null)).toBe('https://acme.example.com|user');
  });
});

describe('safeStorageEncrypts', () => {
  it('does not count Linux basic_text (a hard-coded key) as encryption', () => {
    expect(safeStorageEncrypts(fakeSafeStorage(7, 'basic_text'), 'linux')).toBe(false);
    expect(safeStorageEncrypts(fakeSafeStorage(7, 'gnome_libsecret'), 'linux')).toBe(true);
    expect(safeStorageEncrypts({ ...fakeSafeStorage(), isEncryptionAvailable: () => false }, 'darwin')).toBe(
      false,
    );
    expect(safeStorageEncrypts(fakeSafeStorage(), 'win32')).toBe(true);
  });
});

describe('safeStorageSecretStore', () => {
  it('keeps entries encrypted in a file only this user can read, and deletes them', async () => {
    const file = path.join(tempDir(), 'secrets.json');
    const store = safeStorageSecretStore(file, fakeSafeStorage());
    await store.set('https://acme.example.com|t1', 'secret-token-1');
    await store.set('https://acme.example.com|t2', 'secret-token-2');
    expect(await store.get('https://acme.example.com|t1')).toBe('secret-token-1');
    expect(readFileSync(file, 'utf8')).not.toContain('secret-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await store.delete('https://acme.example.com|t1');
    expect(await store.get('https://acme.example.com|t1')).toBeNull();
    expect(await store.get('https://acme.example.com|t2')).toBe('secret-token-2');
  });

  it('treats an entry encrypted under another key as absent', async () => {
    const file = path.join(tempDir(), 'secrets.json');
    await safeStorageSecretStore(file, fakeSafeStorage(7)).set('a', 'secret');
    expect(await safeStorageSecretStore(file, fakeSafeStorage(200)).get('a')).toBeNull();
  });

  it('loses no write when two happen at once', async () => {
    const store = safeStorageSecretStore(path.join(tempDir(), 'secrets.json'), fakeSafeStorage());
    await Promise.all([store.set('a', '1'), store.set('b', '2'), store.set('c', '3')]);
    expect([await store.get('a'), await store.get('b'), await store.get('c')]).toEqual(['1', '2', '3']);
  });
});

describe('plaintextSecretStore', () => {
  it('stores as-is, readable by this user only', async () => {
    const file = path.join(tempDir(), 'plain.json');
    const store = plaintextSecretStore(file);
    await store.set('a', 'visible');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ a: 'visible' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('openSecretStore without a keychain', () => {
  const noKeychain = async () => ({ ok: false as const, reason: 'no Secret Service' });
  const base = { platform: 'linux' as const, log: () => {}, probe: noKeychain };

  it('falls back to safeStorage when it encrypts', async () => {
    const store = await openSecretStore({
      ...base,
      profileDir: tempDir(),
      safeStorage: fakeSafeStorage(),
      storageMode: 'keychain',
    });
    expect(store.kind).toBe('safeStorage');
  });

  it('never writes plaintext unless allowed: memory instead', async () => {
    const dir = tempDir();
    const store = await openSecretStore({
      ...base,
      profileDir: dir,
      safeStorage: fakeSafeStorage(7, 'basic_text'),
      storageMode: 'keychain',
    });
    expect(store.kind).toBe('memory');
    const allowed = await openSecretStore({
      ...base,
      profileDir: dir,
      safeStorage: fakeSafeStorage(7, 'basic_text'),
      storageMode: 'allow-plaintext',
    });
    expect(allowed.kind).toBe('plaintext');
  });
});
