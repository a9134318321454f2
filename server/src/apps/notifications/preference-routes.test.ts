import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let eve: string;
let sam: string;
beforeAll(async () => {
  t = await startTestApp();
  [eve, sam] = await Promise.all([t.login('eve@acme.test'), t.login('sam@acme.test')]);
});
afterAll(() => t.close());

const channels = '/api/notifications/channelPreferences/';
const digest = '/api/recognition/notificationSettings/';

describe('channel preferences', () => {
  it('starts with every channel on', async () => {
    const response = await t.request({ method: 'GET', url: channels, token: eve });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: true, webPush: true, messaging: true });
  });

  it('changes only the channels sent, for the caller only', async () => {
    const patched = await t.request({
      method: 'PATCH',
      url: channels,
      token: eve,
      payload: { webPush: false },
    });
    expect(patched.json()).toEqual({ email: true, webPush: false, messaging: true });
    await t.request({
      method: 'PATCH',
      url: '/api/notifications/channelPreferences',
      token: eve,
      payload: { email: false },
    });
    const read = await t.request({ method: 'GET', url: '/api/notifications/channelPreferences', token: eve });
    expect(read.json()).toEqual({ email: false, webPush: false, messaging: true });
    const other = await t.request({ method: 'GET', url: channels, token: sam });
    expect(other.json()).toEqual({ email: true, webPush: true, messaging: true });
  });

  it.each([
    [{ webPush: 'no' }, 'webPush'],
    [{ sms: true }, ''],
  ])('refuses %j', async (payload, path) => {
    const response = await t.request({ method: 'PATCH', url: channels, token: eve, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
    expect(response.json().details[0].path).toBe(path);
  });

  it('needs a tenant session', async () => {
    expect((await t.request({ method: 'GET', url: channels })).statusCode).toBe(401);
    const userScope = await t.login('uma@kudos.test', 'central');
    expect(
      (await t.request({ method: 'GET', url: channels, token: userScope, host: 'central' })).statusCode,
    ).toBe(403);
  });
});

describe('recognition digest', () => {
  it('is weekly until disabled, and keeps the channels as they are', async () => {
    expect((await t.request({ method: 'GET', url: digest, token: sam })).json()).toEqual({ digest: 'week' });
    await t.request({ method: 'PATCH', url: channels, token: sam, payload: { messaging: false } });
    const put = await t.request({
      method: 'PUT',
      url: '/api/recognition/notificationSettings',
      token: sam,
      payload: { digest: 'disabled' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ digest: 'disabled' });
    expect((await t.request({ method: 'GET', url: digest, token: sam })).json()).toEqual({
      digest: 'disabled',
    });
    expect((await t.request({ method: 'GET', url: channels, token: sam })).json()).toEqual({
      email: true,
      webPush: true,
      messaging: false,
    });
    const back = await t.request({ method: 'PUT', url: digest, token: sam, payload: { digest: 'week' } });
    expect(back.json()).toEqual({ digest: 'week' });
  });

  it.each([[{ digest: 'daily' }], [{}], [{ digest: 'week', extra: 1 }]])('refuses %j', async (payload) => {
    const response = await t.request({ method: 'PUT', url: digest, token: sam, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: digest })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: digest, payload: { digest: 'week' } })).statusCode).toBe(
      401,
    );
  });
});
