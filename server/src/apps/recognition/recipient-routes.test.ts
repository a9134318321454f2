import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const summary = async (who: Parameters<RecognitionApp['api']>[0]) => {
  const response = await r.api(who, 'GET', '/recognition/recipients/summary');
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('recipients', () => {
  it('previews the recipient count of a sendTo, duplicates counted once', async () => {
    const preview = await r.api('eve', 'POST', '/recognition/recipients/preview', {
      sendTo: [...r.to('sam', 'max'), { id: r.ids.sam, type: 'tenantMember' }],
    });
    expect(preview.json()).toEqual({ recipientCount: 2 });
    expect((await r.api(null, 'POST', '/recognition/recipients/preview', { sendTo: [] })).statusCode).toBe(
      401,
    );
  });

  it("sums up the caller's month: sent, people recognized, received and points", async () => {
    const start = new Date();
    const periodStart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)).toISOString();
    const globexValues = (await r.api('gus', 'GET', '/recognition/values')).json().results;
    const qualityIds = [globexValues[0].qualities[0].id];
    // Globex has no demo recognitions: the month starts empty.
    expect(await summary('gus')).toEqual({
      periodStart,
      sentCount: 0,
      recognizedMemberCount: 0,
      receivedCount: 0,
      pointsGiven: 0,
      pointsReceived: 0,
    });
    expect((await r.send('gus', { qualityIds, sendTo: r.to('umaGlobex'), amount: 10 })).statusCode).toBe(201);
    expect(
      (await r.send('gus', { qualityIds, sendTo: r.to('umaGlobex'), amount: 5, tenantWide: false }))
        .statusCode,
    ).toBe(201);
    // A draft is not sent yet.
    expect(
      (await r.send('gus', { qualityIds, sendTo: r.to('umaGlobex'), amount: 5, status: 'draft' })).statusCode,
    ).toBe(201);
    expect(await summary('gus')).toMatchObject({
      sentCount: 2,
      recognizedMemberCount: 1,
      receivedCount: 0,
      pointsGiven: 15,
      pointsReceived: 0,
    });
    expect(await summary('umaGlobex')).toMatchObject({
      sentCount: 0,
      recognizedMemberCount: 0,
      receivedCount: 2,
      pointsGiven: 0,
      pointsReceived: 15,
    });
  });

  it('counts endorsements as points and distinct people once, in the caller’s tenant only', async () => {
    const eve = await summary('eve');
    const ada = await summary('ada');
    const id = (await r.send('eve', { sendTo: r.to('ada', 'max'), amount: 5 })).json().id;
    await r.send('eve', { sendTo: r.to('ada'), amount: 0 });
    expect(
      (await r.api('sam', 'POST', `/recognition/recognitions/${id}/endorsements`, { amount: 2 })).statusCode,
    ).toBe(201);
    const after = await summary('eve');
    expect(after.sentCount).toBe(eve.sentCount + 2);
    expect(after.pointsGiven).toBe(eve.pointsGiven + 10);
    expect(after.recognizedMemberCount).toBeGreaterThanOrEqual(2);
    expect(after.recognizedMemberCount).toBeLessThanOrEqual(eve.recognizedMemberCount + 2);
    const adaAfter = await summary('ada');
    expect(adaAfter.receivedCount).toBe(ada.receivedCount + 2);
    expect(adaAfter.pointsReceived).toBe(ada.pointsReceived + 5 + 2);
    // uma is in both tenants: her Globex month is not her Acme month.
    expect((await summary('umaGlobex')).receivedCount).toBe(2);
    expect((await r.api(null, 'GET', '/recognition/recipients/summary')).statusCode).toBe(401);
  });
});
