import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AccessToken } from '#shared/contract/identity';
import { memorySecretStore } from './secret-store.ts';
import { TokenVault } from './token-vault.ts';

const origin = 'https://acme.example.com';
const token = (tenantId: string | null, expiresAt = '2030-01-01T00:00:00.000Z'): AccessToken => ({
  token: `tok-${tenantId ?? 'user'}`,
  userId: '0b6f4f63-6a2e-4a52-8f43-2f3d1b1a0c01',
  tenantId,
  expiresAt,
});
const tenant = '7e0f6a3c-9d64-4f8e-8d8e-1c6f2a7b9d10';

function setup(now = () => Date.parse('2026-11-23T10:00:00Z')) {
  const store = memorySecretStore();
  const pointer = path.join(mkdtempSync(path.join(tmpdir(), 'kudos-vault-')), 'session.json');
  return { store, pointer, vault: () => new TokenVault(store, pointer, origin, now) };
}

describe('TokenVault', () => {
  it('keeps the token under its organization and tenant and reads it back after a restart', async () => {
    const { store, pointer, vault } = setup();
    await vault().save(token(tenant));
    expect(await store.get(`${origin}|${tenant}`)).toContain('tok-');
    expect(readFileSync(pointer, 'utf8')).not.toContain('tok-');
    const restarted = vault();
    expect(restarted.token()).toBeNull();
    expect(await restarted.load()).toEqual(token(tenant));
    expect(restarted.token()).toEqual(token(tenant));
  });

  it('deletes the entry on clear (sign-out or 401)', async () => {
    const { store, vault } = setup();
    const v = vault();
    await v.save(token(tenant));
    await v.clear();
    expect(v.token()).toBeNull();
    expect(await store.get(`${origin}|${tenant}`)).toBeNull();
    expect(await vault().load()).toBeNull();
  });

  it('drops an expired or malformed entry', async () => {
    const { store, vault } = setup();
    await vault().save(token(tenant, '2026-11-01T00:00:00.000Z'));
    expect(await vault().load()).toBeNull();
    expect(await store.get(`${origin}|${tenant}`)).toBeNull();

    await vault().save(token(null));
    await store.set(`${origin}|user`, '{"token":1}');
    expect(await vault().load()).toBeNull();
  });

  it('keeps organizations apart', async () => {
    const { store, pointer } = setup();
    const now = () => Date.parse('2026-11-23T10:00:00Z');
    await new TokenVault(store, pointer, origin, now).save(token(tenant));
    expect(await new TokenVault(store, pointer, 'https://globex.example.com', now).load()).toBeNull();
  });
});
