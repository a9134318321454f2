import { type SecretStore, secretService } from './secret-store.ts';

export type Keytar = Pick<
  typeof import('@github/keytar'),
  'getPassword' | 'setPassword' | 'deletePassword' | 'findCredentials'
>;

/** Loaded on first use: the native addon must not load in processes that never need it. */
export async function loadKeytar(): Promise<Keytar> {
  const loaded = (await import('@github/keytar')) as Keytar & { default?: Keytar };
  return loaded.default ?? loaded;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The keychain did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The OS keychain: Keychain on macOS, Credential Manager on Windows, Secret Service on Linux. */
export function keytarSecretStore(keytar: Keytar, service = secretService): SecretStore {
  return {
    kind: 'keychain',
    get: (account) => keytar.getPassword(service, account),
    set: (account, secret) => keytar.setPassword(service, account, secret),
    delete: async (account) => {
      await keytar.deletePassword(service, account);
    },
  };
}

/**
 * Does a keychain answer? Lists this service's entries with a time limit: on Linux without a
 * Secret Service, libsecret fails or waits for a D-Bus activation that never comes.
 */
export async function probeKeychain(
  service = secretService,
  timeoutMs = 3000,
): Promise<{ ok: true; keytar: Keytar } | { ok: false; reason: string }> {
  try {
    const keytar = await loadKeytar();
    await withTimeout(keytar.findCredentials(service), timeoutMs);
    return { ok: true, keytar };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
