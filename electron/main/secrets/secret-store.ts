/**
 * Where the desktop app keeps secrets (access tokens). One entry per organization and tenant;
 * implementations: the OS keychain (keytar), Electron's safeStorage, a plaintext file (only
 * when started with `--storage-mode=allow-plaintext`), and memory (nothing survives a restart).
 */
export type SecretStoreKind = 'keychain' | 'safeStorage' | 'plaintext' | 'memory';

export interface SecretStore {
  readonly kind: SecretStoreKind;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
}

/** The keychain service name every entry is filed under. */
export const secretService = 'Kudos';

/** One account per organization (origin) and tenant; a user-scope token has no tenant. */
export function secretAccount(origin: string, tenantId: string | null): string {
  return `${origin}|${tenantId ?? 'user'}`;
}

/**
 * Which store to use. The keychain first; safeStorage where no keychain answers (and only when
 * it really encrypts); plaintext never, unless allowed; otherwise memory.
 */
export function chooseSecretStoreKind(options: {
  keychainAnswers: boolean;
  safeStorageEncrypts: boolean;
  storageMode: 'keychain' | 'allow-plaintext';
}): SecretStoreKind {
  if (options.keychainAnswers) return 'keychain';
  if (options.safeStorageEncrypts) return 'safeStorage';
  return options.storageMode === 'allow-plaintext' ? 'plaintext' : 'memory';
}

export function memorySecretStore(): SecretStore {
  const entries = new Map<string, string>();
  return {
    kind: 'memory',
    get: async (account) => entries.get(account) ?? null,
    set: async (account, secret) => {
      entries.set(account, secret);
    },
    delete: async (account) => {
      entries.delete(account);
    },
  };
}
