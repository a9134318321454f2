import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textToMessageHtml } from '#shared/message-html';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
let id: string;
beforeAll(async () => {
  r = await startRecognitionApp();
  id = (await r.send('eve', { sendTo: r.to('sam', 'max') })).json().id;
});
afterAll(() => r.t.close());

const url = (path = '') => `/recognition/recognitions/${id}${path}`;

describe('endorsements', () => {
  it('move the endorser’s points to every recipient, once per member', async () => {
    const before = {
      ada: await r.balances('ada'),
      sam: await r.balances('sam'),
      max: await r.balances('max'),
    };
    const endorsed = await r.api('ada', 'POST', url('/endorsements'), { amount: 5 });
    expect(endorsed.statusCode).toBe(201);
    expect(endorsed.json()).toMatchObject({ amount: 5, member: { id: r.ids.ada } });
    expect((await r.balances('ada')).allocation).toBe(before.ada.allocation - 10);
    expect((await r.balances('sam')).redeemable).toBe(before.sam.redeemable + 5);
    expect((await r.balances('max')).redeemable).toBe(before.max.redeemable + 5);
    expect((await r.api('ada', 'POST', url('/endorsements'), { amount: 5 })).statusCode).toBe(409);
    expect((await r.api('eve', 'POST', url('/endorsements'), { amount: 0 })).statusCode).toBe(403);
    // A recipient cannot endorse what they received (not even with 0 points), and nothing moves.
    const samBefore = await r.balances('sam');
    const byRecipient = await r.api('sam', 'POST', url('/endorsements'), { amount: 5 });
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json().message).toBe('You cannot endorse a recognition you received');
    expect((await r.api('max', 'POST', url('/endorsements'), { amount: 0 })).statusCode).toBe(403);
    expect(await r.balances('sam')).toEqual(samBefore);
    const list = (await r.api('sam', 'GET', url('/endorsements'))).json().results;
    expect(list).toHaveLength(1);
    const read = (await r.api('ada', 'GET', url())).json();
    expect(read.endorsementStats).toEqual({ count: 1, total: 5, ownAmount: 5 });
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('refuses more than the balance with a points exception', async () => {
    const refused = await r.api('uma', 'POST', url('/endorsements'), { amount: 1000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exceptions[0].type).toBe('insufficientPoints');
  });
});

describe('reactions', () => {
  it('keeps one reaction per member, counted on the recognition', async () => {
    await r.api('sam', 'PUT', url('/reactions'), { reaction: '👏' });
    await r.api('max', 'PUT', url('/reactions'), { reaction: '❤️' });
    await r.api('max', 'PUT', url('/reactions'), { reaction: '👏' });
    const read = (await r.api('max', 'GET', url())).json();
    expect(read.reactionCounts).toEqual({ '👏': 2 });
    expect(read.ownReaction).toBe('👏');
    expect((await r.api('max', 'GET', url('/reactions'))).json().results).toHaveLength(2);
    await r.api('max', 'DELETE', url('/reactions'));
    const after = (await r.api('max', 'GET', url())).json();
    expect(after.reactionCounts).toEqual({ '👏': 1 });
    expect(after.ownReaction).toBeNull();
  });
});

describe('comments', () => {
  it('are sanitized, paged, embedded (latest three) and tell the sender', async () => {
    const posted = await r.api('sam', 'POST', url('/comments'), {
      body: '<p>Thanks!<script>alert(1)</script></p>',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ body: '<p>Thanks!</p>', threadType: 'recognition', threadId: id });
    await r.api('max', 'POST', url('/comments'), { gifs: [{ url: 'https://media.giphy.test/a.gif' }] });
    for (const n of [1, 2]) await r.api('ada', 'POST', url('/comments'), { body: `Comment ${n}` });
    expect((await r.api('ada', 'POST', url('/comments'), { body: '<p> </p>' })).statusCode).toBe(400);
    const page = (await r.api('eve', 'GET', `${url('/comments')}?pageSize=3`)).json();
    expect(page.results.map((c: { body: string }) => c.body)).toEqual(['<p>Thanks!</p>', '', 'Comment 1']);
    expect(page.next).toBe(2);
    const embedded = (await r.api('eve', 'GET', url())).json().comments;
    expect(embedded.count).toBe(4);
    expect(embedded.results.map((c: { body: string }) => c.body)).toEqual(['', 'Comment 1', 'Comment 2']);
    const bell = (await r.api('eve', 'GET', '/notifications/messages?pageSize=50')).json().results;
    expect(
      bell.some(
        (m: { message: string; resourcePath: string }) =>
          m.message === 'Sam Okafor commented on your recognition' &&
          m.resourcePath === `/recognitions/${id}`,
      ),
    ).toBe(true);
  });

  it('keep typed text whole and count its characters, not its markup', async () => {
    const typed = textToMessageHtml('Tom & Jerry <3 "a<b"');
    const saved = await r.api('sam', 'POST', url('/comments'), { body: typed });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().body).toBe('<p>Tom &amp; Jerry &lt;3 "a&lt;b"</p>');
    const full = await r.api('sam', 'POST', url('/comments'), { body: textToMessageHtml('&'.repeat(2000)) });
    expect(full.statusCode).toBe(201);
    const over = await r.api('sam', 'POST', url('/comments'), { body: textToMessageHtml('a'.repeat(2001)) });
    expect(over.statusCode).toBe(400);
    expect(over.json().details[0]).toMatchObject({ type: 'too_big', path: 'body', maximum: 2000 });
  });

  it('are removed by their author or a moderator only', async () => {
    const commentId = (await r.api('sam', 'POST', url('/comments'), { body: 'Mine' })).json().id;
    expect((await r.api('max', 'DELETE', url(`/comments/${commentId}`))).statusCode).toBe(403);
    expect((await r.api('ada', 'DELETE', url(`/comments/${commentId}`))).statusCode).toBe(200);
  });
});

describe('comment reactions and flags', () => {
  it('count one reaction per member on a comment, embedded with the caller’s own', async () => {
    const commentId = (await r.api('sam', 'POST', url('/comments'), { body: 'React to me' })).json().id;
    const path = url(`/comments/${commentId}`);
    await r.api('eve', 'PUT', `${path}/reactions`, { reaction: '❤️' });
    await r.api('max', 'PUT', `${path}/reactions`, { reaction: '❤️' });
    await r.api('max', 'PUT', `${path}/reactions`, { reaction: '😂' });
    const page = (await r.api('eve', 'GET', `${url('/comments')}?pageSize=100`)).json().results;
    expect(page.find((c: { id: string }) => c.id === commentId)).toMatchObject({
      reactionCounts: { '❤️': 1, '😂': 1 },
      ownReaction: '❤️',
    });
    const embedded = (await r.api('max', 'GET', url())).json().comments.results;
    expect(embedded.find((c: { id: string }) => c.id === commentId)?.ownReaction).toBe('😂');
    await r.api('eve', 'DELETE', `${path}/reactions`);
    expect((await r.api('eve', 'GET', `${path}/reactions`)).json().results).toHaveLength(1);
    expect((await r.api('eve', 'PUT', `${path}/flags`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await r.api('eve', 'PUT', `${path}/flags`)).statusCode).toBe(200);
    const other = url(`/comments/${crypto.randomUUID()}/reactions`);
    expect((await r.api('eve', 'PUT', other, { reaction: '👏' })).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'PUT', `${path}/reactions`, { reaction: '👏' })).statusCode).toBe(404);
  });
});

describe('flags', () => {
  it('reach moderators on the flagged list until they clear them', async () => {
    await r.api('sam', 'PUT', url('/flags'), { reason: 'Not appropriate' });
    await r.api('max', 'PUT', url('/flags'));
    await r.api('max', 'PUT', url('/flags'));
    expect((await r.api('eve', 'GET', '/recognition/recognitions/flagged')).statusCode).toBe(403);
    const flagged = (await r.api('ada', 'GET', '/recognition/recognitions/flagged')).json().results;
    expect(flagged).toEqual([expect.objectContaining({ id, flagCount: 2 })]);
    await r.api('max', 'DELETE', url('/flags'));
    expect((await r.api('ada', 'GET', '/recognition/recognitions/flagged')).json().results[0].flagCount).toBe(
      1,
    );
    await r.api('ada', 'DELETE', url('/flags'));
    expect((await r.api('ada', 'GET', '/recognition/recognitions/flagged')).json().results).toEqual([]);
  });

  it('and every interaction needs a recognition the caller can read', async () => {
    const privateId = (await r.send('eve', { sendTo: r.to('sam'), tenantWide: false })).json().id;
    const path = `/recognition/recognitions/${privateId}`;
    expect((await r.api('max', 'PUT', `${path}/reactions`, { reaction: '👏' })).statusCode).toBe(404);
    expect((await r.api('max', 'POST', `${path}/comments`, { body: 'hi' })).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'PUT', url('/flags'))).statusCode).toBe(404);
  });
});
