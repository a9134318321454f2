import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('sending a recognition', () => {
  it('publishes with points: sender allocation down, recipient redeemable up, by exactly the amount', async () => {
    const eveBefore = await r.balances('eve');
    const samBefore = await r.balances('sam');
    const sent = await r.send('eve', { sendTo: r.to('sam'), amount: 10 });
    expect(sent.statusCode).toBe(201);
    const body = sent.json();
    expect(body).toMatchObject({
      status: 'published',
      amount: 10,
      tenantWide: true,
      recipientCount: 1,
      sender: { id: r.ids.eve, firstName: 'Eve' },
      sendTo: [{ id: r.ids.sam, type: 'tenantMember', displayData: { name: 'Sam Okafor' } }],
      qualities: [{ id: r.qualityId, valueName: 'Customer obsession', color: '#0f6cbd' }],
      ownRecipient: null,
      permissions: [],
    });
    expect((await r.balances('eve')).allocation).toBe(eveBefore.allocation - 10);
    const samAfter = await r.balances('sam');
    expect(samAfter.redeemable).toBe(samBefore.redeemable + 10);
    expect(samAfter.received).toBe(samBefore.received + 10);
    expect(await r.ledgerMismatches()).toEqual([]);

    const asSam = (await r.api('sam', 'GET', `/recognition/recognitions/${body.id}`)).json();
    expect(asSam.ownRecipient).toEqual({ amount: 10 });
  });

  it('answers a send, a draft and a scheduled send exactly as reading them back does', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (const body of [
      // The sender among the recipients: a recipient row of 0 points (not eligible).
      { sendTo: r.to('sam', 'max', 'eve'), amount: 5 },
      { sendTo: r.to('sam'), amount: 0, status: 'draft' },
      { sendTo: r.to('max'), amount: 1, scheduledAt: later },
    ]) {
      const sent = await r.send('eve', { ...body, ignoreExceptions: true });
      expect(sent.statusCode).toBe(201);
      const read = await r.api('eve', 'GET', `/recognition/recognitions/${sent.json().id}`);
      expect(sent.json()).toEqual(read.json());
    }
  });

  it('answers every validation message of the spec on the field it belongs to', async () => {
    const noRecipient = await r.send('eve', { sendTo: [], message: '<p><br></p>', qualityIds: [] });
    expect(noRecipient.statusCode).toBe(400);
    expect(noRecipient.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'sendTo', message: 'Select a recipient' }),
        expect.objectContaining({ path: 'message', message: 'Provide a message' }),
        expect.objectContaining({ path: 'qualities', message: 'Qualities are required' }),
      ]),
    );
    const tooMany = await r.send('eve', { sendTo: r.to('sam'), amount: 1001 });
    expect(tooMany.json().details[0]).toMatchObject({
      path: 'amount',
      message: 'Enter a point amount that is 1000 or less',
    });
    const noAmount = await r.send('eve', { sendTo: r.to('sam'), amount: 'ten' });
    expect(noAmount.json().details[0]).toMatchObject({ path: 'amount', message: 'Points amount required' });
    const decimal = await r.send('eve', { sendTo: r.to('sam'), amount: 2.5 });
    expect(decimal.json().details[0].message).toBe('Points amount required');
    const badDate = await r.send('eve', { sendTo: r.to('sam'), scheduledAt: '2030-01-01 09:00' });
    expect(badDate.json().details[0]).toMatchObject({ path: 'scheduledAt', message: 'Invalid date string' });
    const past = await r.send('eve', { sendTo: r.to('sam'), scheduledAt: '2020-01-01T09:00:00.000Z' });
    expect(past.json().details[0]).toMatchObject({
      path: 'scheduledAt',
      message: 'Start date must be in the future',
    });
    const unknown = await r.send('eve', { sendTo: [{ id: crypto.randomUUID(), type: 'tenantMember' }] });
    expect(unknown.json().details[0]).toMatchObject({ path: 'sendTo.0.id' });
    const badGif = await r.send('eve', { sendTo: r.to('sam'), gifs: [{ url: 'javascript:alert(1)' }] });
    expect(badGif.statusCode).toBe(400);
  });

  it('limits the message to 20,000 characters as typed, markup not counted (issue 31, item 4)', async () => {
    // Paragraphs as the send form writes them: the line break and "& < >" are one character each.
    const html = (text: string) =>
      text
        .split('\n')
        .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
        .join('');
    const atLimit = `${'x'.repeat(19_990)}\n& < >\nabc`;
    expect(atLimit.length).toBe(20_000);
    expect(html(atLimit).length).toBeGreaterThan(20_000);
    const accepted = await r.send('eve', { sendTo: r.to('sam'), message: html(atLimit) });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().message).toBe(html(atLimit));
    const draft = await r.send('eve', { sendTo: r.to('sam'), message: html(atLimit), status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);

    for (const body of [{}, { status: 'draft' }]) {
      const over = await r.send('eve', { sendTo: r.to('sam'), message: html(`${atLimit}d`), ...body });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ name: 'ValidationError', message: 'Your message is too long' });
      expect(over.json().details).toEqual([
        {
          type: 'too_big',
          path: 'message',
          message: 'Your message is too long',
          maximum: 20_000,
          origin: 'string',
        },
      ]);
    }
    // Editing the draft past the limit is refused the same way.
    const patched = await r.api('eve', 'PATCH', `/recognition/recognitions/${draft.json().id}`, {
      message: html(`${atLimit}!`),
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().details[0]).toMatchObject({ path: 'message', message: 'Your message is too long' });
  });

  it('stores messages sanitized: XSS payloads come back inert', async () => {
    const sent = await r.send('eve', {
      sendTo: r.to('sam'),
      message: `<p onmouseover="alert(1)">Hi <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a> <span data-mention-id="${r.ids.sam}">@Sam</span></p>`,
    });
    const message: string = sent.json().message;
    expect(message).not.toMatch(/onmouseover|onerror|<script|<img|javascript:/i);
    expect(message).toContain(`data-mention-id="${r.ids.sam}"`);
    const read = await r.api('sam', 'GET', `/recognition/recognitions/${sent.json().id}`);
    expect(read.json().message).toBe(message);
  });

  it('notifies recipients and mentioned members', async () => {
    const sent = await r.send('max', {
      sendTo: r.to('eve'),
      message: `<p>Well done, with <span data-mention-id="${r.ids.ada}">@Ada</span></p>`,
    });
    const path = `/recognitions/${sent.json().id}`;
    const bell = async (who: 'eve' | 'ada') =>
      (await r.api(who, 'GET', '/notifications/messages?pageSize=50')).json().results as {
        resourcePath: string;
        message: string;
      }[];
    expect((await bell('eve')).find((m) => m.resourcePath === path)?.message).toBe(
      'Max Planck recognized you',
    );
    expect((await bell('ada')).find((m) => m.resourcePath === path)?.message).toBe(
      'Max Planck mentioned you in a recognition',
    );
  });

  it('needs the permissions to send points and schedule', async () => {
    expect((await r.api(null, 'POST', '/recognition/recognitions', {})).statusCode).toBe(401);
  });
});

describe('point exceptions', () => {
  it('reports insufficient points with the adjusted amount and balance, then sends with ignoreExceptions', async () => {
    const { allocation } = await r.balances('uma');
    const ask = { sendTo: r.to('eve', 'sam'), amount: allocation };
    const refused = await r.send('uma', ask);
    expect(refused.statusCode).toBe(422);
    const share = Math.floor(allocation / 2);
    expect(refused.json()).toEqual({
      name: 'PointsExceptionError',
      message: expect.any(String),
      details: {
        exceptions: [{ type: 'insufficientPoints', affectedCount: 2, level: 'warning' }],
        amount: share * 2,
        balance: allocation,
      },
    });
    expect((await r.balances('uma')).allocation).toBe(allocation);
    const sent = await r.send('uma', { ...ask, ignoreExceptions: true });
    expect(sent.statusCode).toBe(201);
    expect((await r.balances('uma')).allocation).toBe(allocation - share * 2);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('gives the sender themself no points (notEligible)', async () => {
    const refused = await r.send('max', { sendTo: r.to('max', 'sam'), amount: 5 });
    expect(refused.json().details.exceptions).toEqual([
      { type: 'notEligible', affectedCount: 1, level: 'warning' },
    ]);
    const before = await r.balances('max');
    const sent = await r.send('max', { sendTo: r.to('max', 'sam'), amount: 5, ignoreExceptions: true });
    expect(sent.statusCode).toBe(201);
    const after = await r.balances('max');
    expect(after.allocation).toBe(before.allocation - 5);
    expect(after.redeemable).toBe(before.redeemable);
  });

  it('caps a recipient at 1000 points from one sender within 30 days (restriction)', async () => {
    // Ada is an admin: top her allocation up through the ledger to test the window.
    const { credit } = await import('../../kernel/points/ledger.ts');
    const { inTenant } = await import('../../db/client.ts');
    await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
      credit(tx, r.tenantIds.acme, [{ memberId: r.ids.ada, amount: 2000 }], 'allocation', 'allocation_add'),
    );
    expect((await r.send('ada', { sendTo: r.to('eve'), amount: 900 })).statusCode).toBe(201);
    const refused = await r.send('ada', { sendTo: r.to('eve'), amount: 200 });
    expect(refused.json().details).toMatchObject({
      exceptions: [{ type: 'restriction', affectedCount: 1, level: 'warning' }],
      amount: 100,
    });
    const sent = await r.send('ada', { sendTo: r.to('eve'), amount: 200, ignoreExceptions: true });
    expect(sent.json().ownRecipient).toBeNull();
    const asEve = await r.api('eve', 'GET', `/recognition/recognitions/${sent.json().id}`);
    expect(asEve.json().ownRecipient).toEqual({ amount: 100 });
  });
});

describe('drafts', () => {
  it('are visible and editable by their sender only, counted, and publish on PUT', async () => {
    const draft = await r.send('eve', { status: 'draft', sendTo: [], message: '', qualityIds: [] });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().id;
    expect(draft.json()).toMatchObject({ status: 'draft', permissions: ['edit', 'delete'] });
    expect(
      (await r.api('eve', 'GET', '/recognition/recognitions/count')).json().total,
    ).toBeGreaterThanOrEqual(1);
    for (const who of ['sam', 'ada'] as const) {
      expect((await r.api(who, 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
      expect((await r.api(who, 'DELETE', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
      expect(
        (await r.api(who, 'PATCH', `/recognition/recognitions/${id}`, { message: 'x' })).statusCode,
      ).toBe(404);
      const list = (await r.api(who, 'GET', '/recognition/recognitions?statusIn=draft')).json().results;
      expect(list.map((x: { id: string }) => x.id)).not.toContain(id);
    }
    const mine = (await r.api('eve', 'GET', '/recognition/recognitions?statusIn=draft')).json().results;
    expect(mine.map((x: { id: string }) => x.id)).toContain(id);

    const patched = await r.api('eve', 'PATCH', `/recognition/recognitions/${id}`, {
      message: '<p>Nearly</p>',
    });
    expect(patched.json()).toMatchObject({ status: 'draft', message: '<p>Nearly</p>' });
    const published = await r.api('eve', 'PUT', `/recognition/recognitions/${id}`, {
      message: '<p>Done</p>',
      sendTo: r.to('sam'),
      qualityIds: [r.qualityId],
      status: 'published',
    });
    expect(published.json()).toMatchObject({ status: 'published', permissions: [] });
    const again = await r.api('eve', 'PUT', `/recognition/recognitions/${id}`, { message: 'changed' });
    expect(again.statusCode).toBe(409);
    expect((await r.api('eve', 'DELETE', `/recognition/recognitions/${id}`)).statusCode).toBe(403);
  });

  it('are deleted by their sender', async () => {
    const id = (await r.send('sam', { status: 'draft' })).json().id;
    expect((await r.api('sam', 'DELETE', `/recognition/recognitions/${id}`)).statusCode).toBe(200);
    expect((await r.api('sam', 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
  });
});

describe('private recognitions and listing', () => {
  it('shows a private recognition to its sender, recipients and admins only', async () => {
    const id = (await r.send('eve', { sendTo: r.to('sam'), tenantWide: false })).json().id;
    for (const who of ['eve', 'sam', 'ada'] as const) {
      expect((await r.api(who, 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(200);
    }
    expect((await r.api('max', 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
    const maxList = (await r.api('max', 'GET', '/recognition/recognitions?pageSize=100')).json().results;
    expect(maxList.map((x: { id: string }) => x.id)).not.toContain(id);
  });

  it('filters by sender and recipient, pages with next, newest first', async () => {
    const bySam = (
      await r.api('max', 'GET', `/recognition/recognitions?recipientIdIn=${r.ids.sam}&pageSize=2`)
    ).json();
    expect(bySam.results).toHaveLength(2);
    expect(bySam.next).toBe(2);
    const [first, second] = bySam.results;
    expect(first.createdAt >= second.createdAt).toBe(true);
    const sentByMax = (await r.api('eve', 'GET', `/recognition/recognitions?sentByIdIn=${r.ids.max}`)).json()
      .results;
    expect(sentByMax.every((x: { sender: { id: string } }) => x.sender.id === r.ids.max)).toBe(true);
    const either = (
      await r.api('eve', 'GET', `/recognition/recognitions?sentByOrToIdIn=${r.ids.max}&embed=sender`)
    ).json().results;
    expect(either.length).toBeGreaterThan(sentByMax.length);
    expect(either[0].qualities).toBeUndefined();
  });

  it('answers the goal and the recipient preview', async () => {
    const goal = (await r.api('eve', 'GET', '/recognition/recognitions/goal')).json();
    expect(goal.goal).toBe(4);
    expect(goal.count).toBeGreaterThanOrEqual(3);
    const preview = await r.api('eve', 'POST', '/recognition/recipients/preview', {
      sendTo: [...r.to('sam', 'max'), { id: r.ids.sam, type: 'tenantMember' }],
    });
    expect(preview.json()).toEqual({ recipientCount: 2 });
  });

  it('never shows another tenant’s recognitions', async () => {
    const id = (await r.send('eve', { sendTo: r.to('sam') })).json().id;
    expect((await r.api('umaGlobex', 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'DELETE', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
    const list = (await r.api('umaGlobex', 'GET', '/recognition/recognitions?pageSize=100')).json().results;
    expect(list).toEqual([]);
    const cross = await r.api('umaGlobex', 'POST', '/recognition/recognitions', {
      sendTo: r.to('sam'),
      message: 'hi',
    });
    expect(cross.json().details[0].path).toBe('sendTo.0.id');
  });
});
