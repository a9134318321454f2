import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, type Tx } from '../../db/client.ts';
import { rewardProviders } from '../../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { sealPlainProviderSecrets } from './seal-secrets-job.ts';
import { startTangoDouble, type TangoDouble } from './tango-double.ts';

let r: RecognitionApp;
let tango: TangoDouble;

const settings = {
  platformName: 'AcmePlatform',
  customerIdentifier: 'acme-customer',
  accountIdentifier: 'acme-account',
  environment: 'sandbox',
  pointsPerUnit: 10,
};
const basic = (key: string) => `Basic ${Buffer.from(`AcmePlatform:${key}`).toString('base64')}`;

beforeAll(async () => {
  tango = await startTangoDouble();
  process.env.TANGO_RAAS_URL = tango.url;
  r = await startRecognitionApp();
});
afterAll(async () => {
  await r.t.close();
  await tango.close();
  delete process.env.TANGO_RAAS_URL;
});

const inAcme = <T>(fn: (tx: Tx) => Promise<T>, tenant: 'acme' | 'globex' = 'acme') =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds[tenant], userId: null }, fn);

/** The stored column, as a database dump would show it. */
const storedSecret = async (id: string, tenant: 'acme' | 'globex' = 'acme') => {
  const [row] = await inAcme(
    (tx) =>
      tx.select({ secret: rewardProviders.secret }).from(rewardProviders).where(eq(rewardProviders.id, id)),
    tenant,
  );
  return row?.secret ?? null;
};
const storeSecret = (id: string, secret: string | null, tenant: 'acme' | 'globex' = 'acme') =>
  inAcme((tx) => tx.update(rewardProviders).set({ secret }).where(eq(rewardProviders.id, id)), tenant);

describe('a provider platform key at rest', () => {
  it('is stored encrypted, opened for the provider, and re-encrypted when changed', async () => {
    const created = await r.api('ada', 'POST', '/rewards/providers/tango', {
      name: 'Gift cards',
      tango: { ...settings, platformKey: 'key-at-rest-1' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const stored = await storedSecret(id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('key-at-rest-1');
    expect(created.body).not.toContain(stored);

    expect((await r.api('ada', 'POST', `/rewards/providers/${id}/sync`)).statusCode).toBe(200);
    expect(tango.authorizations.at(-1)).toBe(basic('key-at-rest-1'));

    const changed = await r.api('ada', 'PUT', `/rewards/providers/${id}/tango`, {
      name: 'Gift cards',
      enabled: true,
      tango: { ...settings, platformKey: 'key-at-rest-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain('key-at-rest-2');
    const restored = await storedSecret(id);
    expect(restored).toMatch(/^v1:/);
    expect(restored).not.toContain('key-at-rest-2');
    expect((await r.api('ada', 'POST', `/rewards/providers/${id}/sync`)).statusCode).toBe(200);
    expect(tango.authorizations.at(-1)).toBe(basic('key-at-rest-2'));
  });

  it('still works for a key stored in plain text before encryption, until the job seals it', async () => {
    const created = await r.api('ada', 'POST', '/rewards/providers/tango', {
      name: 'Older cards',
      tango: { ...settings, platformKey: 'replaced-below' },
    });
    const id = created.json().id;
    await storeSecret(id, 'plain-old-key');
    expect((await r.api('ada', 'POST', `/rewards/providers/${id}/sync`)).statusCode).toBe(200);
    expect(tango.authorizations.at(-1)).toBe(basic('plain-old-key'));

    // The start-up job seals it; it keeps working, and a second pass finds nothing to do.
    expect(await sealPlainProviderSecrets(r.t.services)).toBe(1);
    const sealed = await storedSecret(id);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('plain-old-key');
    expect(await sealPlainProviderSecrets(r.t.services)).toBe(0);
    expect((await r.api('ada', 'POST', `/rewards/providers/${id}/sync`)).statusCode).toBe(200);
    expect(tango.authorizations.at(-1)).toBe(basic('plain-old-key'));
  });

  it('does not open on another tenant’s row', async () => {
    const acme = (
      await r.api('ada', 'POST', '/rewards/providers/tango', {
        name: 'Acme cards',
        tango: { ...settings, platformKey: 'acme-only-key' },
      })
    ).json().id;
    const globex = (
      await r.api('umaGlobex', 'POST', '/rewards/providers/tango', {
        name: 'Globex cards',
        tango: { ...settings, platformKey: 'globex-key' },
      })
    ).json().id;
    // A sealed value copied onto another tenant's row is refused, not used.
    expect(globex).toBeDefined();
    await storeSecret(globex, await storedSecret(acme), 'globex');
    const before = tango.authorizations.length;
    const sync = await r.api('umaGlobex', 'POST', `/rewards/providers/${globex}/sync`);
    expect(sync.statusCode).toBe(502);
    expect(tango.authorizations.length).toBe(before);
  });
});
