import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { sendWeeklyDigests } from './digest-job.ts';
import { currentDigestWeek } from './digest-week.ts';

let r: RecognitionApp;
let clock = new Date();
const hour = 3_600_000;
/** An hour after the next Monday 08:00 UTC (the demo members have no time zone). */
const nextMondayMorning = () =>
  new Date(currentDigestWeek(new Date(clock.getTime() + 7 * 24 * hour), null).sendAt.getTime() + hour);

beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
});
afterAll(() => r.t.close());

const mails = () => r.t.services.db.select().from(mailOutbox);
const mailsTo = async (email: string) => (await mails()).filter((mail) => mail.to === email);

describe('the weekly recognition digest', () => {
  it('goes out once per member on Monday morning, with what they received and the top recognitions', async () => {
    expect(
      (await r.send('eve', { sendTo: r.to('sam'), message: '<p>Great launch &amp; demo</p>' })).statusCode,
    ).toBe(201);
    expect(
      (await r.send('sam', { sendTo: r.to('max'), message: '<p>Thanks for the review</p>' })).statusCode,
    ).toBe(201);
    const globexQuality = (await r.api('gus', 'GET', '/recognition/values')).json().results[0].qualities[0]
      .id;
    const globex = await r.send('gus', {
      sendTo: [{ id: r.ids.umaGlobex, type: 'tenantMember' }],
      message: '<p>Globex only</p>',
      qualityIds: [globexQuality],
    });
    expect(globex.statusCode).toBe(201);
    // ada chose no digest for herself.
    expect(
      (await r.api('ada', 'PUT', '/recognition/notificationSettings', { digest: 'disabled' })).statusCode,
    ).toBe(200);

    // Members who joined during this week wait for the next Monday.
    expect(await sendWeeklyDigests(r.t.services)).toBe(0);

    clock = nextMondayMorning();
    // Two instances racing, one freshly started: each member gets one mail in all.
    const [a, b] = await Promise.all([
      sendWeeklyDigests(r.t.anotherInstance()),
      sendWeeklyDigests(r.t.anotherInstance()),
    ]);
    expect(a + b).toBeGreaterThan(0);
    expect(await sendWeeklyDigests(r.t.services)).toBe(0);
    expect(a + b).toBe((await mails()).length);

    const [sams, ...more] = await mailsTo('sam@acme.test');
    expect(more).toEqual([]);
    expect(sams?.subject).toBe('Your week of recognition at Acme');
    // The demo data's own recognitions of the last days may be in the week too.
    expect(sams?.text).toMatch(/You received \d+ recognitions? this week:/);
    expect(sams?.text).toContain('- From Eve Curie: "Great launch & demo"');
    expect(sams?.text).toContain('"Great launch & demo"');
    expect(sams?.text).toContain('Top recognitions at Acme:');
    expect(sams?.text).not.toContain('Globex only');
    expect(await mailsTo('ada@acme.test')).toEqual([]);
    expect(await mailsTo('eve@acme.test')).toHaveLength(1);

    const [gus] = await mailsTo('gus@globex.test');
    expect(gus?.text).toContain('Globex only');
    expect(gus?.text).not.toContain('Great launch');
  });

  it("follows the tenant's default digest for members without their own choice", async () => {
    await r.api('ada', 'PUT', '/notifications/tenantDefaults', {
      email: true,
      webPush: true,
      messaging: true,
      digest: 'disabled',
    });
    await r.api('sam', 'PUT', '/recognition/notificationSettings', { digest: 'week' });
    await r.send('max', { sendTo: r.to('eve', 'sam'), message: '<p>Second week</p>' });
    const earlier = new Set((await mails()).map((mail) => mail.id));
    clock = nextMondayMorning();
    await sendWeeklyDigests(r.t.services);
    const sent = (await mails()).filter((mail) => !earlier.has(mail.id));
    expect(sent.map((mail) => mail.to).filter((to) => to.endsWith('@acme.test'))).toEqual(['sam@acme.test']);
    expect(sent.find((mail) => mail.to === 'sam@acme.test')?.text).toContain('Second week');
  });

  it("runs as the job queue's sweep", async () => {
    await r.send('eve', { sendTo: r.to('sam'), message: '<p>Third week</p>' });
    clock = nextMondayMorning();
    await runDefinedJob(r.t, 'notifications-weekly-digests', async () =>
      (await mailsTo('sam@acme.test')).some((mail) => mail.text.includes('Third week')),
    );
  });
});
