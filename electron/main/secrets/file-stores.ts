import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SecretStore } from './secret-store.ts';

/** The part of Electron's `safeStorage` this store needs (injected, so it is testable in Node). */
export type SafeStorageLike = {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means a hard-coded key, which is not real protection. */
  getSelectedStorageBackend?(): string;
};

/** True when safeStorage encrypts with a key the OS protects. */
export function safeStorageEncrypts(safeStorage: SafeStorageLike, platform: NodeJS.Platform): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  return backend !== 'basic_text' && backend !== 'unknown';
}

async function readEntries(file: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/** Writes atomically (temp file, then rename) and readable by this user only. */
async function writeEntries(file: string, entries: Record<string, string>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(entries), { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
}

function fileStore(
  kind: 'safeStorage' | 'plaintext',
  file: string,
  encode: (secret: string) => string,
  decode: (stored: string) => string,
): SecretStore {
  // Serialized so two quick writes (sign-in right after a tenant switch) cannot lose one.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    kind,
    get: (account) =>
      serial(async () => {
        const stored = (await readEntries(file))[account];
        if (stored === undefined) return null;
        try {
          return decode(stored);
        } catch {
          return null; // Encrypted under another key (a copied profile): as good as absent.
        }
      }),
    set: (account, secret) =>
      serial(async () => {
        const entries = await readEntries(file);
        entries[account] = encode(secret);
        await writeEntries(file, entries);
      }),
    delete: (account) =>
      serial(async () => {
        const entries = await readEntries(file);
        if (!(account in entries)) return;
        delete entries[account];
        await writeEntries(file, entries);
      }),
  };
}

/** Secrets encrypted with Electron's safeStorage, in one file in the profile. */
export function safeStorageSecretStore(file: string, safeStorage: SafeStorageLike): SecretStore {
  return fileStore(
    'safeStorage',
    file,
    (secret) => safeStorage.encryptString(secret).toString('base64'),
    (stored) => safeStorage.decryptString(Buffer.from(stored, 'base64')),
  );
}

/** Secrets in a plain file readable by this user: only with `--storage-mode=allow-plaintext`. */
export function plaintextSecretStore(file: string): SecretStore {
  return fileStore(
    'plaintext',
    file,
    (secret) => secret,
    (stored) => stored,
  );
}
