import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const defaults = '/notifications/tenantDefaults/';
const channels = '/notifications/channelPreferences/';
const digest = '/recognition/notificationSettings/';
const allOn = { email: true, webPush: true, messaging: true, digest: 'week' };

describe('tenant notification defaults', () => {
  it('are all on and weekly until set, for holders of manageNotificationSettings only', async () => {
    const read = await r.api('ada', 'GET', defaults);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(allOn);
    expect((await r.api('eve', 'GET', defaults)).statusCode).toBe(403);
    const refused = await r.api('eve', 'PUT', defaults, { ...allOn, email: false });
    expect(refused.statusCode).toBe(403);
    expect((await r.api('ada', 'GET', defaults)).json()).toEqual(allOn);
    expect((await r.api(null, 'GET', defaults)).statusCode).toBe(401);
  });

  it('apply to members without their own settings, and are audited', async () => {
    const changed = { email: false, webPush: true, messaging: false, digest: 'disabled' };
    const put = await r.api('ada', 'PUT', '/notifications/tenantDefaults', changed);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(changed);
    expect((await r.api('ada', 'GET', defaults)).json()).toEqual(changed);
    expect((await r.api('eve', 'GET', channels)).json()).toEqual({
      email: false,
      webPush: true,
      messaging: false,
    });
    expect((await r.api('eve', 'GET', digest)).json()).toEqual({ digest: 'disabled' });

    const entries = await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'notificationSettings.update'), eq(auditLog.actorMemberId, r.ids.ada)),
        ),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: allOn, after: changed });
  });

  it("are overridden by a member's own settings, one setting at a time", async () => {
    await r.api('sam', 'PATCH', channels, { webPush: false });
    await r.api('sam', 'PUT', digest, { digest: 'week' });
    expect((await r.api('sam', 'GET', channels)).json()).toEqual({
      email: false,
      webPush: false,
      messaging: false,
    });
    expect((await r.api('sam', 'GET', digest)).json()).toEqual({ digest: 'week' });

    // What sam never changed keeps following the defaults; what he changed stays his.
    await r.api('ada', 'PUT', defaults, { ...allOn, digest: 'disabled' });
    expect((await r.api('sam', 'GET', channels)).json()).toEqual({
      email: true,
      webPush: false,
      messaging: true,
    });
    expect((await r.api('sam', 'GET', digest)).json()).toEqual({ digest: 'week' });
    expect((await r.api('eve', 'GET', digest)).json()).toEqual({ digest: 'disabled' });
  });

  it("stay within the admin's tenant", async () => {
    expect((await r.api('umaGlobex', 'GET', defaults)).json()).toEqual(allOn);
    expect((await r.api('gus', 'GET', channels)).json()).toEqual({
      email: true,
      webPush: true,
      messaging: true,
    });
    expect((await r.api('gus', 'GET', digest)).json()).toEqual({ digest: 'week' });
  });

  it.each([
    [{ email: true, webPush: true, messaging: true }, 'digest'],
    [{ ...allOn, digest: 'daily' }, 'digest'],
    [{ ...allOn, sms: true }, ''],
  ])('refuses %j, changing nothing', async (payload, path) => {
    const before = (await r.api('ada', 'GET', defaults)).json();
    const response = await r.api('ada', 'PUT', defaults, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
    expect((await r.api('ada', 'GET', defaults)).json()).toEqual(before);
  });
});
