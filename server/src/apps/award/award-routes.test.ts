import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';

let a: AwardApp;
beforeAll(async () => {
  a = await startAwardApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

const engineering = async () => {
  const teams = (await a.api('ada', 'GET', '/recognition/recipients?search=Engineering')).json().teams;
  return teams[0].id as string;
};
const issueOf = (response: { json(): { details?: { path: string; message: string }[] } }) =>
  response.json().details?.[0];

describe('sending an award', () => {
  it('pays the recipient from the bank, never the sender’s allocation', async () => {
    const before = await a.balances('sam');
    const senderBefore = await a.balances('ada');
    const bankBefore = await a.bankBalance();
    const response = await a.sendAward('ada', { sendTo: a.to('sam') });
    expect(response.statusCode, response.body).toBe(201);
    const award = response.json();
    expect(award).toMatchObject({ name: 'Spot award', amount: 50, recipientCount: 1, ownRecipient: null });
    expect(award.recipients.map((r: { id: string; amount: number }) => [r.id, r.amount])).toEqual([
      [a.ids.sam, 50],
    ]);
    expect((await a.balances('sam')).redeemable).toBe(before.redeemable + 50);
    expect((await a.balances('ada')).allocation).toBe(senderBefore.allocation);
    expect(await a.bankBalance()).toBe(bankBefore - 50);
    expect(await a.ledgerMismatches()).toEqual([]);
    // The recipient is told, and reads it among the awards they received.
    const bell = (await a.api('sam', 'GET', '/notifications/messages')).json().results;
    expect(bell.some((m: { message: string }) => m.message.includes('Spot award'))).toBe(true);
    const mine = (await a.api('sam', 'GET', '/award/recipients')).json().results;
    expect(mine[0].id).toBe(award.id);
    expect(mine[0].ownRecipient).toEqual({ amount: 50 });
  });

  it('takes the type’s points when they are locked, whatever amount is asked', async () => {
    const response = await a.sendAward('max', { amount: 5, sendTo: a.to('eve') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().amount).toBe(50);
  });

  it('gives a team one recipient row per active member, each with the points', async () => {
    const teamId = await engineering();
    const bankBefore = await a.bankBalance();
    const response = await a.sendAward('ada', {
      sendTo: [{ id: teamId, type: 'team', name: 'Engineering' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const recipients = response.json().recipients as { id: string; amount: number }[];
    expect(recipients.map((r) => r.id).sort()).toEqual([a.ids.eve, a.ids.max, a.ids.sam].sort());
    expect(recipients.every((r) => r.amount === 50)).toBe(true);
    expect(await a.bankBalance()).toBe(bankBefore - 150);
    expect(await a.ledgerMismatches()).toEqual([]);
  });

  it('leaves suspended and never-invited members without points, and counts them in the preview', async () => {
    const teamId = await engineering();
    await a.setMember('eve', { invitationStatus: 'notInvited' });
    await a.setMember('sam', { suspendedAt: new Date() });
    try {
      const preview = await a.api('max', 'POST', `/awards/awardTypes/${a.spotId}/preview`, {
        amount: 50,
        sendTo: [...a.to('sam'), { id: teamId, type: 'team' }],
      });
      expect(preview.statusCode, preview.body).toBe(200);
      // max sends: the team gives eve (not invited); sam is chosen by name though suspended.
      expect(preview.json()).toMatchObject({
        recipientCount: 2,
        pointsRecipientCount: 0,
        ineligibleCount: 2,
        total: 0,
      });
      expect(preview.json().pointsBankBalance.balance).toBe(await a.bankBalance());
      const bankBefore = await a.bankBalance();
      const sent = await a.sendAward('ada', { sendTo: [...a.to('sam'), { id: teamId, type: 'team' }] });
      expect(sent.statusCode, sent.body).toBe(201);
      const amounts = Object.fromEntries(
        (sent.json().recipients as { id: string; amount: number }[]).map((r) => [r.id, r.amount]),
      );
      expect(amounts).toEqual({ [a.ids.sam]: 0, [a.ids.eve]: 0, [a.ids.max]: 50 });
      expect(await a.bankBalance()).toBe(bankBefore - 50);
    } finally {
      await a.setMember('eve', { invitationStatus: 'joined' });
      await a.setMember('sam', { suspendedAt: null });
    }
  });

  it('refuses the issue’s bad input with the spec’s texts and writes nothing', async () => {
    const typeId = await a.createType({ points: 10 });
    const bankBefore = await a.bankBalance();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: -1 }, 'amount', 'Points must be a positive number'],
      [{ amount: 2.5 }, 'amount', 'Points must be a whole number'],
      [{ amount: undefined }, 'amount', 'Points required'],
      [{ message: `<p>${'x'.repeat(1001)}</p>` }, 'message', 'Your message is too long'],
      [{ message: '<p> </p>' }, 'message', 'Provide a message'],
      [{ sendTo: [] }, 'sendTo', 'Select a recipient'],
      [{ sendTo: a.to('ada') }, 'sendTo.0.id', 'You cannot give yourself an award'],
    ];
    for (const [body, path, message] of cases) {
      const response = await a.sendAward('ada', {
        awardTypeId: typeId,
        amount: 10,
        sendTo: a.to('sam'),
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(issueOf(response), JSON.stringify(body)).toMatchObject({ path, message });
    }
    // Exactly 1000 characters of text is fine.
    const full = await a.sendAward('ada', {
      awardTypeId: typeId,
      amount: 0,
      message: `<p>${'y'.repeat(1000)}</p>`,
      sendTo: a.to('sam'),
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(await a.bankBalance()).toBe(bankBefore);
  });

  it('refuses archived types, nomination types, and senders who are not listed', async () => {
    const typeId = await a.createType({ senders: a.to('max') });
    expect((await a.sendAward('sam', { awardTypeId: typeId, sendTo: a.to('eve') })).statusCode).toBe(403);
    expect(
      (await a.sendAward('max', { awardTypeId: typeId, amount: 10, sendTo: a.to('eve') })).statusCode,
    ).toBe(201);
    expect((await a.api('ada', 'POST', `/award/awardTypes/${typeId}/archive`)).statusCode).toBe(200);
    const archived = await a.sendAward('max', { awardTypeId: typeId, amount: 10, sendTo: a.to('eve') });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe('This award type is archived');
    expect((await a.sendAward('ada', { awardTypeId: a.quarterId, sendTo: a.to('eve') })).statusCode).toBe(
      409,
    );
    // An employee holding no sendOwnAwardType for a type cannot even preview it.
    expect(
      (
        await a.api('sam', 'POST', `/awards/awardTypes/${a.spotId}/preview`, {
          amount: 50,
          sendTo: a.to('eve'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a send the bank cannot fund, and keeps nothing of it', async () => {
    const bankId = await a.createBank(30);
    const typeId = await a.createType({ budgetItemId: bankId, points: 20 });
    const before = await a.balances('sam');
    const response = await a.sendAward('ada', {
      awardTypeId: typeId,
      amount: 20,
      sendTo: a.to('sam', 'eve'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The point bank has only 30 points available, not enough for this award',
    );
    expect(await a.bankBalance(bankId)).toBe(30);
    expect((await a.balances('sam')).redeemable).toBe(before.redeemable);
    const recipients = (await a.api('ada', 'GET', `/award/awardTypes/${typeId}/recipients`)).json().results;
    expect(recipients).toEqual([]);
  });

  it('keeps the ledger equal to the balances after 50 concurrent sends from one bank', async () => {
    const bankId = await a.createBank(1000);
    const typeId = await a.createType({ budgetItemId: bankId, points: 30, pointsLocked: true });
    const before = await a.balances('sam');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => a.sendAward('ada', { awardTypeId: typeId, sendTo: a.to('sam') })),
    );
    const sent = responses.filter((r) => r.statusCode === 201).length;
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(sent).toBe(33);
    expect(await a.bankBalance(bankId)).toBe(1000 - 33 * 30);
    expect((await a.balances('sam')).redeemable).toBe(before.redeemable + 33 * 30);
    expect(await a.ledgerMismatches()).toEqual([]);
  });
});

describe('reading and changing awards', () => {
  it('lets the sender edit the message and nobody else', async () => {
    const id = (await a.sendAward('max', { sendTo: a.to('sam') })).json().id;
    const edited = await a.api('max', 'PATCH', `/award/awards/${id}`, { message: '<p>Better words</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('<p>Better words</p>');
    expect(
      (await a.api('eve', 'PATCH', `/award/awards/${id}`, { message: '<p>Mine now</p>' })).statusCode,
    ).toBe(403);
    expect((await a.api('eve', 'GET', `/award/awards/${id}`)).json().message).toBe('<p>Better words</p>');
  });

  it('is private to its tenant', async () => {
    const id = (await a.sendAward('ada', { sendTo: a.to('sam') })).json().id;
    expect((await a.api('gus', 'GET', `/award/awards/${id}`)).statusCode).toBe(404);
    expect((await a.api('umaGlobex', 'GET', `/award/awards/${id}`)).statusCode).toBe(404);
    expect((await a.api('umaGlobex', 'GET', `/award/awardTypes/${a.spotId}`)).statusCode).toBe(404);
    const globexSend = await a.api('umaGlobex', 'POST', '/award/awards', {
      awardTypeId: a.spotId,
      amount: 50,
      message: '<p>x</p>',
      sendTo: [{ id: a.ids.gus, type: 'tenantMember' }],
    });
    expect(globexSend.statusCode).toBe(404);
    expect((await a.api('umaGlobex', 'GET', '/award/awardTypes')).json().results).toEqual([]);
    expect((await a.api('umaGlobex', 'GET', '/points/pointsBanks')).json().results).toEqual([]);
  });
});

describe('interactions', () => {
  it('takes endorsements, reactions, comments with GIFs, comment reactions and flags', async () => {
    const id = (await a.sendAward('ada', { sendTo: a.to('sam') })).json().id;
    const base = `/award/awards/${id}`;
    const samBefore = await a.balances('sam');
    const endorsed = await a.api('eve', 'POST', `${base}/endorsements`, { amount: 5 });
    expect(endorsed.statusCode, endorsed.body).toBe(201);
    expect((await a.balances('sam')).redeemable).toBe(samBefore.redeemable + 5);
    expect((await a.api('eve', 'POST', `${base}/endorsements`, { amount: 5 })).statusCode).toBe(409);
    expect((await a.api('sam', 'POST', `${base}/endorsements`, { amount: 5 })).statusCode).toBe(403);
    expect((await a.api('ada', 'POST', `${base}/endorsements`, { amount: 5 })).statusCode).toBe(403);
    expect((await a.api('eve', 'PUT', `${base}/reactions`, { reaction: '🎉' })).statusCode).toBe(200);
    const comment = await a.api('max', 'POST', `${base}/comments`, {
      body: '<p>Congrats!</p>',
      gifs: [{ url: 'https://media.example/party.gif' }],
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json()).toMatchObject({
      threadType: 'award',
      threadId: id,
      gifs: [{ url: 'https://media.example/party.gif' }],
    });
    const commentId = comment.json().id;
    expect(
      (await a.api('sam', 'PUT', `${base}/comments/${commentId}/reactions`, { reaction: '👍' })).statusCode,
    ).toBe(200);
    expect(
      (await a.api('sam', 'PUT', `${base}/comments/${commentId}/flags`, { reason: 'spam' })).statusCode,
    ).toBe(200);
    expect((await a.api('eve', 'PUT', `${base}/flags`, { reason: 'odd' })).statusCode).toBe(200);
    const read = (await a.api('sam', 'GET', base)).json();
    expect(read.endorsementStats).toEqual({ count: 1, total: 5, ownAmount: null });
    expect(read.reactionCounts).toEqual({ '🎉': 1 });
    expect(read.comments.count).toBe(1);
    expect(read.comments.results[0].reactionCounts).toEqual({ '👍': 1 });
    expect(read.comments.results[0].ownReaction).toBe('👍');
    expect((await a.api('eve', 'GET', `${base}/reactions`)).json().results[0].reaction).toBe('🎉');
    expect((await a.api('eve', 'GET', `${base}/comments`)).json().results).toHaveLength(1);
    // Flags reach moderators only.
    expect((await a.api('eve', 'GET', '/award/awards/flagged')).statusCode).toBe(403);
    const flagged = (await a.api('ada', 'GET', '/award/awards/flagged')).json().results;
    expect(flagged.find((f: { id: string }) => f.id === id)?.flagCount).toBe(1);
    expect((await a.api('ada', 'DELETE', `${base}/flags`)).statusCode).toBe(200);
    expect(
      (await a.api('ada', 'GET', '/award/awards/flagged'))
        .json()
        .results.some((f: { id: string }) => f.id === id),
    ).toBe(false);
    expect((await a.api('eve', 'DELETE', `${base}/comments/${commentId}`)).statusCode).toBe(403);
    expect((await a.api('max', 'DELETE', `${base}/comments/${commentId}`)).statusCode).toBe(200);
    expect((await a.api('eve', 'DELETE', `${base}/reactions`)).statusCode).toBe(200);
    expect(await a.ledgerMismatches()).toEqual([]);
  });
});

describe('flagged awards on /content/flagged/awards', () => {
  it('queues a flagged award for moderators, who keep it or remove it for every reader', async () => {
    const kept = (await a.sendAward('ada', { sendTo: a.to('sam') })).json().id;
    const removed = (await a.sendAward('ada', { sendTo: a.to('sam') })).json().id;
    for (const id of [kept, removed]) {
      expect((await a.api('eve', 'PUT', `/award/awards/${id}/flags`, { reason: 'odd' })).statusCode).toBe(
        200,
      );
    }
    expect((await a.api('eve', 'GET', '/moderation/flagged/awards')).statusCode).toBe(403);
    const counts = (await a.api('ada', 'GET', '/moderation/flagged/counts')).json();
    expect(counts.awards).toBeGreaterThanOrEqual(2);
    const queue = (await a.api('ada', 'GET', '/moderation/flagged/awards?pageSize=100')).json().results;
    const item = queue.find((i: { id: string }) => i.id === removed);
    expect(item).toMatchObject({
      queue: 'awards',
      postPath: `/award/${removed}`,
      flagCount: 1,
      author: { id: a.ids.ada },
      flags: [{ member: { id: a.ids.eve }, reason: 'odd' }],
    });
    expect(item.excerpt).toMatch(/^Spot award/);

    expect((await a.api('ada', 'POST', `/moderation/flagged/awards/${kept}/keep`)).statusCode).toBe(200);
    expect((await a.api('ada', 'POST', `/moderation/flagged/awards/${removed}/remove`)).statusCode).toBe(200);
    const after = (await a.api('ada', 'GET', '/moderation/flagged/awards?pageSize=100')).json().results;
    expect(after.map((i: { id: string }) => i.id)).not.toContain(kept);
    expect(after.map((i: { id: string }) => i.id)).not.toContain(removed);
    // Kept: still there for everyone. Removed: gone for every reader, the recipient included.
    expect((await a.api('eve', 'GET', `/award/awards/${kept}`)).statusCode).toBe(200);
    expect((await a.api('sam', 'GET', `/award/awards/${removed}`)).statusCode).toBe(404);
    const timeline = (await a.api('sam', 'GET', '/timeline/items?itemTypeIn=award&pageSize=100')).json();
    expect(timeline.results.map((i: { id: string }) => i.id)).not.toContain(removed);
    expect((await a.api('ada', 'POST', `/moderation/flagged/awards/${removed}/remove`)).statusCode).toBe(404);
  });
});

describe('timeline and TV', () => {
  it('puts awards on the timeline, pinned for the type’s pinForDays', async () => {
    const typeId = await a.createType({ points: 0, budgetItemId: null });
    const id = (await a.sendAward('ada', { awardTypeId: typeId, amount: 0, sendTo: a.to('sam') })).json().id;
    const page = (await a.api('eve', 'GET', '/timeline/items?itemTypeIn=award')).json();
    expect(page.results[0]).toMatchObject({ __entity_type__: 'award', id, name: expect.any(String) });
    // The spot award pins for a day: pinned items come apart.
    const spot = (await a.sendAward('ada', { sendTo: a.to('eve') })).json();
    expect(spot.pinnedUntil).not.toBeNull();
    const pinned = (await a.api('eve', 'GET', '/timeline/items/pinned')).json().results;
    expect(pinned.some((item: { id: string }) => item.id === spot.id)).toBe(true);
  });

  it('answers the TV call with award slides for links that show awards', async () => {
    const channel = await a.api('ada', 'POST', '/tv/channels', {
      name: 'Lobby awards',
      itemTypes: ['award'],
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const token = channel.json().token;
    await a.sendAward('ada', { sendTo: a.to('sam') });
    const slides = await a.t.request({ method: 'GET', url: `/api/award/tv/${token}/awards` });
    expect(slides.statusCode, slides.body).toBe(200);
    expect(slides.json().results[0]).toMatchObject({ itemType: 'award', title: 'Spot award' });
    expect(slides.json().results[0].postPath).toMatch(/^\/award\//);
    const recognitionsOnly = await a.api('ada', 'POST', '/tv/channels', {
      name: 'Lobby',
      itemTypes: ['recognition'],
    });
    const none = await a.t.request({
      method: 'GET',
      url: `/api/award/tv/${recognitionsOnly.json().token}/awards`,
    });
    expect(none.json().results).toEqual([]);
    expect((await a.t.request({ method: 'GET', url: '/api/award/tv/nope/awards' })).statusCode).toBe(401);
  });
});
