import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { keytarSecretStore, loadKeytar, probeKeychain } from './keytar-store.ts';
import { openSecretStore } from './open-secret-store.ts';

/**
 * Against a real Secret Service. CI runs it inside a D-Bus session with an unlocked
 * gnome-keyring (see the IT guide / report); elsewhere it says plainly that it was skipped.
 */
const probe = await probeKeychain('Kudos-test');
if (!probe.ok) {
  console.log(`Keychain tests skipped: no Secret Service answered (${probe.reason})`);
}
const service = `Kudos-test-${randomUUID()}`;

describe.skipIf(!probe.ok)('keytar secret store (real Secret Service)', () => {
  afterAll(async () => {
    const keytar = await loadKeytar();
    for (const { account } of await keytar.findCredentials(service))
      await keytar.deletePassword(service, account);
  });

  it('stores, reads and deletes one entry per organization and tenant', async () => {
    const store = keytarSecretStore(await loadKeytar(), service);
    await store.set('https://acme.example.com|t1', 'token-one');
    await store.set('https://acme.example.com|t2', 'token-two');
    expect(await store.get('https://acme.example.com|t1')).toBe('token-one');
    expect(await store.get('https://acme.example.com|t2')).toBe('token-two');
    await store.delete('https://acme.example.com|t1');
    expect(await store.get('https://acme.example.com|t1')).toBeNull();
    expect(await store.get('https://acme.example.com|t2')).toBe('token-two');
  });

  it('is the store the app opens when the keychain answers', async () => {
    const store = await openSecretStore({
      profileDir: '/nonexistent',
      platform: 'linux',
      safeStorage: {
        isEncryptionAvailable: () => false,
        encryptString: () => Buffer.alloc(0),
        decryptString: () => '',
      },
      storageMode: 'keychain',
      log: () => {},
    });
    expect(store.kind).toBe('keychain');
  });
});

describe('keychain probe without a Secret Service', () => {
  it('answers "no keychain" quickly when the session bus is away', async () => {
    // A fresh process whose session bus points nowhere: what a headless machine looks like.
    const script = `import('@github/keytar').then(async (m) => { const k = m.default ?? m;
      try { await k.findCredentials('Kudos'); console.log('answered'); } catch (e) { console.log('refused'); } })`;
    const started = Date.now();
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus', DISPLAY: '' },
      timeout: 20_000,
    });
    expect(stdout.trim()).toBe('refused');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
