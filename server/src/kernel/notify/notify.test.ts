import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webPushPayload } from '#shared/contract/notifications';
import { inTenant } from '../../db/client.ts';
import { notificationMessages, tenantMembers, tenants, webPushSubscriptions } from '../../db/schema.ts';
import { browserKeys, startTestPushService } from '../../test/fixtures/push-service.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { notify } from './notify.ts';
import { loadOrCreateVapidKeys, vapidKeysOf } from './vapid.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startTestPushService>>;
let acmeId: string;
let eve: { token: string; memberId: string };
let maxId: string;

const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, fn);

async function subscribe(token: string, endpoint: string, keys = browserKeys()) {
  const response = await t.request({
    method: 'POST',
    url: '/api/notifications/webPushSubscriptions/',
    token,
    payload: { endpoint, keys: keys.keys, domain: 'acme.localhost:8080' },
  });
  expect(response.statusCode).toBe(201);
  return keys;
}

beforeAll(async () => {
  t = await startTestApp();
  push = await startTestPushService();
  // The local push service stands in for FCM and friends; only its host is allowed.
  t.services.webPush = { pushServiceHosts: ['localhost'], agent: push.agent, timeoutMs: 5000 };
  acmeId = (
    await t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=acme.localhost' })
  ).json().id;
  const token = await t.login('eve@acme.test');
  const info = await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token });
  const members = await inAcme((tx) => tx.select().from(tenantMembers));
  eve = { token, memberId: members.find((m) => m.email === 'eve@acme.test')?.id as string };
  maxId = members.find((m) => m.email === 'max@acme.test')?.id as string;
  expect(info.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(async () => {
  push.received.length = 0;
  await inAcme((tx) => tx.delete(webPushSubscriptions));
  await t.request({
    method: 'PATCH',
    url: '/api/notifications/channelPreferences',
    token: eve.token,
    payload: { webPush: true },
  });
});

/** A recognition's bell message from `name` (the recognition area's registered kind). */
const message = (name: string) => ({
  tenantId: acmeId,
  memberId: eve.memberId,
  fromMemberId: maxId,
  kind: 'recognition.recognized',
  params: { name },
  resourcePath: '/recognitions/1',
});

describe('notify', () => {
  it('stores the message in the bell and pushes it, encrypted, to each subscribed browser', async () => {
    const laptop = await subscribe(eve.token, push.endpoint(201));
    const phone = await subscribe(eve.token, push.endpoint(201));
    const notified = await inAcme((tx) => notify(t.services, tx, message('Max')));
    await notified.delivery;

    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/messages?read=false',
      token: eve.token,
    });
    expect(list.json().results[0]).toMatchObject({
      id: notified.id,
      kind: 'recognition.recognized',
      params: { name: 'Max' },
      message: 'Max recognized you',
      readAt: null,
    });

    expect(push.received).toHaveLength(2);
    const { publicKey } = await vapidKeysOf(t.services.db);
    for (const received of push.received) {
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(received.headers.ttl).toBe('86400');
      expect(received.headers.authorization).toContain(`k=${publicKey}`);
    }
    for (const keys of [laptop, phone]) {
      const readable = push.received.flatMap((r) => {
        try {
          return [JSON.parse(keys.decrypt(r.body))];
        } catch {
          return [];
        }
      });
      // Each browser can read exactly one of the two deliveries: its own.
      expect(readable).toHaveLength(1);
      expect(webPushPayload.parse(readable[0])).toEqual({
        id: notified.id,
        message: 'Max recognized you',
        resourcePath: '/recognitions/1',
        createdAt: expect.any(String),
      });
    }
  });

  it('pushes only after the caller’s transaction commits', async () => {
    await subscribe(eve.token, push.endpoint(201));
    let delivery: Promise<void> | undefined;
    await inAcme(async (tx) => {
      delivery = (await notify(t.services, tx, message('Later'))).delivery;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(push.received).toHaveLength(0);
    });
    await delivery;
    expect(push.received).toHaveLength(1);
  });

  it('delivers every message a transaction notifies', async () => {
    await subscribe(eve.token, push.endpoint(201));
    const deliveries = await inAcme(async (tx) => [
      (await notify(t.services, tx, message('First'))).delivery,
      (await notify(t.services, tx, message('Second'))).delivery,
      (await notify(t.services, tx, message('Third'))).delivery,
    ]);
    await Promise.all(deliveries);
    expect(push.received).toHaveLength(3);
  });

  it('neither stores nor pushes when the caller’s transaction rolls back', async () => {
    await subscribe(eve.token, push.endpoint(201));
    let delivery: Promise<void> | undefined;
    await expect(
      inAcme(async (tx) => {
        delivery = (await notify(t.services, tx, message('Never'))).delivery;
        throw new Error('recognition failed');
      }),
    ).rejects.toThrow('recognition failed');
    await delivery;
    expect(push.received).toHaveLength(0);
    const stored = await inAcme((tx) =>
      tx.select().from(notificationMessages).where(sql`${notificationMessages.params}->>'name' = 'Never'`),
    );
    expect(stored).toHaveLength(0);
  });

  it('pushes in the recipient’s language: their locale, else the tenant’s', async () => {
    const keys = await subscribe(eve.token, push.endpoint(201));
    const setLocale = (locale: string | null) =>
      inAcme((tx) => tx.update(tenantMembers).set({ locale }).where(eq(tenantMembers.id, eve.memberId)));
    await setLocale('de-AT');
    try {
      await (await inAcme((tx) => notify(t.services, tx, message('Max Planck')))).delivery;
    } finally {
      await setLocale(null);
    }
    expect(push.received).toHaveLength(1);
    const payload = webPushPayload.parse(JSON.parse(keys.decrypt(push.received[0]?.body as Buffer)));
    expect(payload.message).toBe('Max Planck hat Ihnen eine Anerkennung gesendet');

    // Without a locale of her own, eve reads the tenant's language.
    const setLanguage = (language: string) =>
      t.services.db.update(tenants).set({ language }).where(eq(tenants.id, acmeId));
    const [acme] = await t.services.db.select().from(tenants).where(eq(tenants.id, acmeId));
    await setLanguage('de');
    try {
      await (await inAcme((tx) => notify(t.services, tx, message('Ada Lovelace')))).delivery;
    } finally {
      await setLanguage(acme?.language ?? 'en');
    }
    const second = webPushPayload.parse(JSON.parse(keys.decrypt(push.received[1]?.body as Buffer)));
    expect(second.message).toBe('Ada Lovelace hat Ihnen eine Anerkennung gesendet');
  });

  it('refuses a kind no area registered, and params that do not fit the kind, storing nothing', async () => {
    const before = await inAcme((tx) => tx.select().from(notificationMessages));
    await expect(
      inAcme((tx) => notify(t.services, tx, { ...message('Max'), kind: 'recognition.nothing' })),
    ).rejects.toThrow('unknown notification kind recognition.nothing');
    await expect(
      inAcme((tx) => notify(t.services, tx, { ...message('Max'), params: { name: 'Max', extra: 'x' } })),
    ).rejects.toThrow('notification recognition.recognized');
    await expect(
      inAcme((tx) => notify(t.services, tx, { ...message('Max'), params: { title: 'Max' } })),
    ).rejects.toThrow('notification recognition.recognized');
    const after = await inAcme((tx) => tx.select().from(notificationMessages));
    expect(after).toHaveLength(before.length);
  });

  it('does not push when the member turned the webPush channel off', async () => {
    await subscribe(eve.token, push.endpoint(201));
    await t.request({
      method: 'PATCH',
      url: '/api/notifications/channelPreferences/',
      token: eve.token,
      payload: { webPush: false },
    });
    await (await inAcme((tx) => notify(t.services, tx, message('Quiet')))).delivery;
    expect(push.received).toHaveLength(0);
  });

  it('removes subscriptions the push service says are gone and keeps the others after a failure', async () => {
    const gone = push.endpoint(410);
    const notFound = push.endpoint(404);
    const failing = push.endpoint(500);
    const working = push.endpoint(201);
    for (const endpoint of [gone, notFound, failing, working]) await subscribe(eve.token, endpoint);

    const notified = await inAcme((tx) => notify(t.services, tx, message('Mixed')));
    await expect(notified.delivery).resolves.toBeUndefined();
    expect(push.received).toHaveLength(4);

    const left = await t.request({
      method: 'GET',
      url: '/api/notifications/webPushSubscriptions',
      token: eve.token,
    });
    expect(
      left
        .json()
        .results.map((s: { endpoint: string }) => s.endpoint)
        .sort(),
    ).toEqual([failing, working].sort());
  });

  it('keeps one VAPID key pair for the platform, whoever asks first', async () => {
    const offers = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateVapidKeys(t.services.db)));
    const first = await vapidKeysOf(t.services.db);
    for (const offer of offers) expect(offer).toEqual(first);
    const rows = await t.services.db.execute(
      sql`select value from platform_settings where key = 'webPush.vapidKeys'`,
    );
    expect((rows as unknown as { rows: { value: unknown }[] }).rows).toEqual([{ value: first }]);
    const response = await t.request({
      method: 'GET',
      url: '/api/notifications/webPushSubscriptions/vapidPublicKey',
    });
    expect(response.json()).toEqual({ publicKey: first.publicKey });
    // An uncompressed P-256 point: 65 bytes starting with 0x04.
    const bytes = Buffer.from(first.publicKey, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
