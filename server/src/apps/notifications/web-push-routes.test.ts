import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys } from '../../test/fixtures/push-service.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let eve: string;
let sam: string;
beforeAll(async () => {
  t = await startTestApp();
  [eve, sam] = await Promise.all([t.login('eve@acme.test'), t.login('sam@acme.test')]);
});
afterAll(() => t.close());

const url = '/api/notifications/webPushSubscriptions/';
const fcm = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
const subscription = (endpoint: string, domain = 'acme.localhost:8080') => ({
  endpoint,
  keys: browserKeys().keys,
  domain,
});
const list = async (token: string) =>
  (await t.request({ method: 'GET', url, token }))
    .json()
    .results.map((s: { endpoint: string }) => s.endpoint);

describe('GET /notifications/webPushSubscriptions/vapidPublicKey', () => {
  it('hands out the same public key to anyone', async () => {
    const anonymous = await t.request({ method: 'GET', url: `${url}vapidPublicKey` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const signedIn = await t.request({ method: 'GET', url: `${url}vapidPublicKey`, token: eve });
    expect(signedIn.json()).toEqual(anonymous.json());
  });
});

describe('subscribing', () => {
  it('stores a subscription, updates it when sent again, and lists it for its owner only', async () => {
    const created = await t.request({ method: 'POST', url, token: eve, payload: subscription(fcm('eve-1')) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      endpoint: fcm('eve-1'),
      domain: 'acme.localhost:8080',
      createdAt: expect.any(String),
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/notifications/webPushSubscriptions',
      token: eve,
      payload: subscription(fcm('eve-1'), 'ACME.localhost'),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().domain).toBe('acme.localhost');
    expect(await list(eve)).toEqual([fcm('eve-1')]);
    expect(await list(sam)).toEqual([]);
  });

  it('moves a browser to whoever subscribes it last', async () => {
    await t.request({ method: 'POST', url, token: eve, payload: subscription(fcm('shared-kiosk')) });
    await t.request({ method: 'POST', url, token: sam, payload: subscription(fcm('shared-kiosk')) });
    expect(await list(sam)).toEqual([fcm('shared-kiosk')]);
    expect(await list(eve)).not.toContain(fcm('shared-kiosk'));
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'endpoint'],
    ['an unknown push service', { endpoint: 'https://10.0.0.5/internal' }, 'endpoint'],
    ['a look-alike host', { endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint'],
    ['a short p256dh key', { keys: { p256dh: 'abc', auth: browserKeys().keys.auth } }, 'keys.p256dh'],
    ['a bad auth secret', { keys: { p256dh: browserKeys().keys.p256dh, auth: 'short' } }, 'keys.auth'],
    ['another tenant’s host', { domain: 'globex.localhost' }, 'domain'],
    ['an unknown host', { domain: 'kudos.evil.example' }, 'domain'],
    ['no host', { domain: '' }, 'domain'],
  ])('refuses %s', async (_name, change, path) => {
    const payload = { ...subscription(fcm('bad')), ...change };
    const response = await t.request({ method: 'POST', url, token: eve, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      details: [expect.objectContaining({ path })],
    });
  });

  it('needs a tenant session with the bell', async () => {
    expect((await t.request({ method: 'POST', url, payload: subscription(fcm('anon')) })).statusCode).toBe(
      401,
    );
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const userScope = await t.login('uma@kudos.test', 'central');
    const response = await t.request({
      method: 'POST',
      url,
      token: userScope,
      host: 'central',
      payload: subscription(fcm('u')),
    });
    expect(response.statusCode).toBe(403);
  });

  it('is kept per tenant', async () => {
    const uma = await t.login('uma@kudos.test', 'globex');
    const created = await t.request({
      method: 'POST',
      url,
      token: uma,
      host: 'globex',
      payload: subscription(fcm('uma-globex'), 'globex.localhost'),
    });
    expect(created.statusCode).toBe(201);
    // Uma's Acme membership does not see the Globex subscription.
    const umaAcme = await t.login('uma@kudos.test');
    expect(await list(umaAcme)).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it('removes the caller’s subscription and succeeds when it is already gone', async () => {
    await t.request({ method: 'POST', url, token: eve, payload: subscription(fcm('eve-2')) });
    const removed = await t.request({
      method: 'DELETE',
      url,
      token: eve,
      payload: { endpoint: fcm('eve-2') },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await list(eve)).not.toContain(fcm('eve-2'));
    const again = await t.request({
      method: 'DELETE',
      url: '/api/notifications/webPushSubscriptions',
      token: eve,
      payload: subscription(fcm('eve-2')),
    });
    expect(again.statusCode).toBe(200);
  });

  it('cannot remove another member’s subscription', async () => {
    await t.request({ method: 'POST', url, token: sam, payload: subscription(fcm('sam-1')) });
    await t.request({ method: 'DELETE', url, token: eve, payload: { endpoint: fcm('sam-1') } });
    expect(await list(sam)).toContain(fcm('sam-1'));
  });

  it('refuses a missing or bad endpoint, and anonymous callers', async () => {
    const missing = await t.request({ method: 'DELETE', url, token: eve, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('endpoint');
    const bad = await t.request({ method: 'DELETE', url, token: eve, payload: { endpoint: 'not a url' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url, payload: { endpoint: fcm('x') } })).statusCode).toBe(
      401,
    );
  });
});
