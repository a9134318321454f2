import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardHelpers, dayAfter } from '../../test/fixtures/card.ts';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { deliverDueCards } from './delivery-job.ts';

let r: RecognitionApp;
let h: ReturnType<typeof cardHelpers>;
// A simulated clock: real time until a test moves it.
let clock = new Date();
let today: string;

beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
  h = cardHelpers(r);
  await setTimeZone('UTC');
  today = await h.today();
});
afterAll(() => r.t.close());

const bellsFor = (cardId: string) =>
  h.inAcme<{ kind: string; params: unknown }>(
    sql`select kind, params from notification_messages where resource_path = ${`/card/${cardId}`} and member_id = ${r.ids.sam}`,
  );
const mailsFor = (title: string) =>
  r.t.services.db
    .execute(sql`select "to", subject, text, html from mail_outbox where subject like ${`%${title}%`}`)
    .then(
      (result) =>
        (result as unknown as { rows: { to: string; subject: string; text: string; html: string | null }[] })
          .rows,
    );
const setTimeZone = (zone: string) =>
  h.inAcme(sql`update tenants set time_zone = ${zone} where id = ${r.tenantIds.acme}`);

describe('card delivery', () => {
  it('delivers a card on its day exactly once, across two instances and a second run', async () => {
    const tomorrow = dayAfter(today);
    const created = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: tomorrow,
      title: 'Once only',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await r.api('max', 'POST', `/card/cards/${id}/signatures`, { message: 'Happy birthday!' })).statusCode,
    ).toBe(201);
    await deliverDueCards(r.t.services);
    expect(await bellsFor(id)).toEqual([]);

    clock = new Date(`${tomorrow}T00:05:00Z`);
    expect((await r.api('sam', 'GET', `/card/cards/${id}`)).statusCode).toBe(200);
    const [one, two] = await Promise.all([
      deliverDueCards(r.t.services),
      deliverDueCards(r.t.anotherInstance()),
    ]);
    expect((one ?? 0) + (two ?? 0)).toBe(1);
    expect(await deliverDueCards(r.t.services)).toBe(0);
    expect(await bellsFor(id)).toEqual([{ kind: 'card.received', params: { title: 'Once only' } }]);
    const mails = await mailsFor('Once only');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'sam@acme.test', subject: 'A card for you: Once only' });
    expect(mails[0]?.text).toContain('signed by Max Planck');
    expect(mails[0]?.text).toContain(`/card/${id}`);
    expect(mails[0]?.html).toContain(`/card/${id}`);
    const card = (await r.api('sam', 'GET', `/card/cards/${id}`)).json();
    expect(card.status).toBe('delivered');
    // Delivered cards cannot be changed any more, nor signed after their day.
    expect((await r.api('eve', 'PATCH', `/card/cards/${id}`, { title: 'Changed' })).statusCode).toBe(400);
    clock = new Date(`${dayAfter(tomorrow)}T00:05:00Z`);
    const late = await r.api('uma', 'POST', `/card/cards/${id}/signatures`, { message: 'Late' });
    expect(late.statusCode).toBe(409);
    clock = new Date();
  });

  it("turns the day at the tenant's own midnight", async () => {
    await setTimeZone('Pacific/Kiritimati'); // UTC+14
    const day = dayAfter(today, 3);
    const created = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: day,
      title: 'Island time',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // 09:59 UTC the day before is 23:59 in Kiritimati: not yet.
    clock = new Date(`${dayAfter(day, -1)}T09:59:00Z`);
    expect(await deliverDueCards(r.t.services)).toBe(0);
    expect((await r.api('sam', 'GET', `/card/cards/${id}`)).statusCode).toBe(404);
    // 10:01 UTC is past its midnight.
    clock = new Date(`${dayAfter(day, -1)}T10:01:00Z`);
    expect((await r.api('sam', 'GET', `/card/cards/${id}`)).statusCode).toBe(200);
    expect(await deliverDueCards(r.t.services)).toBe(1);
    expect(await bellsFor(id)).toHaveLength(1);
    clock = new Date();
    await setTimeZone('UTC');
  });

  it('skips cards a moderator removed and catches up on days it missed', async () => {
    const first = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: dayAfter(today, 5),
      title: 'Removed',
    });
    const second = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: dayAfter(today, 6),
      title: 'Missed',
    });
    expect(
      (await r.api('max', 'PUT', `/card/cards/${first.json().id}/flags`, { reason: 'spam' })).statusCode,
    ).toBe(200);
    expect(
      (await r.api('ada', 'POST', `/moderation/flagged/cards/${first.json().id}/remove`)).statusCode,
    ).toBe(200);
    clock = new Date(`${dayAfter(today, 9)}T12:00:00Z`);
    expect(await deliverDueCards(r.t.services)).toBe(1);
    expect(await bellsFor(first.json().id)).toEqual([]);
    expect(await bellsFor(second.json().id)).toHaveLength(1);
    clock = new Date();
  });

  it('rings the bell but sends no e-mail to a member who turned e-mail off', async () => {
    expect(
      (await r.api('sam', 'PATCH', '/notifications/channelPreferences', { email: false })).statusCode,
    ).toBe(200);
    const created = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: today,
      title: 'Quiet one',
    });
    await deliverDueCards(r.t.services);
    expect(await bellsFor(created.json().id)).toHaveLength(1);
    expect(await mailsFor('Quiet one')).toEqual([]);
    expect(
      (await r.api('sam', 'PATCH', '/notifications/channelPreferences', { email: true })).statusCode,
    ).toBe(200);
  });

  it('runs as the card-deliveries job of the queue', async () => {
    const created = await h.createCard('eve', { recipientId: r.ids.sam, deliverOn: today, title: 'Queued' });
    const id = created.json().id;
    await runDefinedJob(r.t, 'card-deliveries', async () => (await bellsFor(id)).length === 1);
    expect(await mailsFor('Queued')).toHaveLength(1);
  });
});
