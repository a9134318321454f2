import path from 'node:path';
import {
  plaintextSecretStore,
  type SafeStorageLike,
  safeStorageEncrypts,
  safeStorageSecretStore,
} from './file-stores.ts';
import { keytarSecretStore, probeKeychain } from './keytar-store.ts';
import { chooseSecretStoreKind, memorySecretStore, type SecretStore } from './secret-store.ts';

/** Opens the best secret store this machine offers (see `chooseSecretStoreKind`). */
export async function openSecretStore(options: {
  profileDir: string;
  platform: NodeJS.Platform;
  safeStorage: SafeStorageLike;
  storageMode: 'keychain' | 'allow-plaintext';
  log: (message: string) => void;
  /** Replaced in tests to simulate a machine without a keychain. */
  probe?: typeof probeKeychain;
}): Promise<SecretStore> {
  const probe = await (options.probe ?? probeKeychain)();
  if (!probe.ok) options.log(`No keychain answered (${probe.reason}); trying safeStorage`);
  const kind = chooseSecretStoreKind({
    keychainAnswers: probe.ok,
    safeStorageEncrypts: !probe.ok && safeStorageEncrypts(options.safeStorage, options.platform),
    storageMode: options.storageMode,
  });
  if (kind === 'keychain' && probe.ok) return keytarSecretStore(probe.keytar);
  if (kind === 'safeStorage')
    return safeStorageSecretStore(path.join(options.profileDir, 'secrets.json'), options.safeStorage);
  if (kind === 'plaintext') {
    options.log('Keeping tokens in a plaintext file, as --storage-mode=allow-plaintext asks');
    return plaintextSecretStore(path.join(options.profileDir, 'secrets-plaintext.json'));
  }
  options.log('No secure storage: the session will last until the app quits');
  return memorySecretStore();
}
