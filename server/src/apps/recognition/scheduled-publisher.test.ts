import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { publishDue } from './scheduled-publisher.ts';

let r: RecognitionApp;
let clock = new Date();
const inOneDay = () => new Date(clock.getTime() + 86_400_000);
beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
});
afterAll(() => r.t.close());

describe('scheduled sends', () => {
  it('stay drafts (shown as scheduled) until due, then publish exactly once with points', async () => {
    const before = await r.balances('sam');
    const scheduledAt = inOneDay().toISOString();
    const created = await r.send('eve', { sendTo: r.to('sam'), amount: 5, scheduledAt });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ status: 'draft', scheduledAt, permissions: ['edit', 'delete'] });
    expect((await r.api('sam', 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
    expect(await publishDue(r.t.services)).toBe(0);

    clock = new Date(clock.getTime() + 2 * 86_400_000);
    // Two instances racing, one of them freshly started (a restart): one publication in all.
    const [a, b] = await Promise.all([publishDue(r.t.anotherInstance()), publishDue(r.t.anotherInstance())]);
    expect(a + b).toBe(1);
    expect(await publishDue(r.t.services)).toBe(0);

    const read = await r.api('sam', 'GET', `/recognition/recognitions/${id}`);
    expect(read.json()).toMatchObject({ status: 'published', ownRecipient: { amount: 5 } });
    expect((await r.balances('sam')).redeemable).toBe(before.redeemable + 5);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('is canceled by saving it as a draft', async () => {
    const id = (await r.send('eve', { sendTo: r.to('sam'), scheduledAt: inOneDay().toISOString() })).json()
      .id;
    const draft = await r.api('eve', 'PATCH', `/recognition/recognitions/${id}`, { status: 'draft' });
    expect(draft.json()).toMatchObject({ status: 'draft', scheduledAt: null });
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(await publishDue(r.t.services)).toBe(0);
  });

  it("runs as the job queue's sweep", async () => {
    const id = (await r.send('max', { sendTo: r.to('eve'), scheduledAt: inOneDay().toISOString() })).json()
      .id;
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const status = async () => (await r.api('max', 'GET', `/recognition/recognitions/${id}`)).json().status;
    await runDefinedJob(r.t, 'recognition-scheduled-sends', async () => (await status()) === 'published');
  });
});
