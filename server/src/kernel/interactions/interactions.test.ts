import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';

let a: AwardApp;
beforeAll(async () => {
  a = await startAwardApp();
});
afterAll(() => a.t.close());

/** Each kind of thread, made by Ada or Eve for Sam: the same interactions must behave the same. */
const kinds = [
  {
    kind: 'recognition',
    make: async () =>
      `/recognition/recognitions/${(await a.send('ada', { sendTo: a.to('sam'), message: '<p>Thanks!</p>' })).json().id}`,
  },
  {
    kind: 'award',
    make: async () => `/award/awards/${(await a.sendAward('ada', { sendTo: a.to('sam') })).json().id}`,
  },
] as const;

describe.each(kinds)('interactions on a $kind', ({ kind, make }) => {
  it('refuse a comment over the limit with the schema limit’s detail', async () => {
    const base = await make();
    const over = await a.api('eve', 'POST', `${base}/comments`, { body: `<p>${'x'.repeat(2001)}</p>` });
    expect(over.statusCode).toBe(400);
    expect(over.json().details[0]).toMatchObject({ type: 'too_big', path: 'body', maximum: 2000 });
  });

  it('let the author or a moderator remove a comment, nobody else', async () => {
    const base = await make();
    const comment = (await a.api('eve', 'POST', `${base}/comments`, { body: '<p>Well deserved</p>' })).json();
    expect(comment).toMatchObject({ threadType: kind, body: '<p>Well deserved</p>' });
    expect((await a.api('max', 'DELETE', `${base}/comments/${comment.id}`)).statusCode).toBe(403);
    expect((await a.api('eve', 'DELETE', `${base}/comments/${comment.id}`)).statusCode).toBe(200);
    const second = (await a.api('max', 'POST', `${base}/comments`, { body: '<p>Yes!</p>' })).json();
    expect((await a.api('ada', 'DELETE', `${base}/comments/${second.id}`)).statusCode).toBe(200);
    expect((await a.api('eve', 'GET', `${base}/comments`)).json().results).toEqual([]);
    expect(
      (await a.api('eve', 'PUT', `${base}/comments/${second.id}/reactions`, { reaction: '👍' })).statusCode,
    ).toBe(404);
  });

  it('keep one reaction per member, replaced and removed by its member', async () => {
    const base = await make();
    await a.api('eve', 'PUT', `${base}/reactions`, { reaction: '🎉' });
    await a.api('eve', 'PUT', `${base}/reactions`, { reaction: '❤️' });
    await a.api('max', 'PUT', `${base}/reactions`, { reaction: '🎉' });
    const reactions = () => a.api('sam', 'GET', `${base}/reactions`).then((res) => res.json().results);
    expect((await reactions()).map((x: { reaction: string }) => x.reaction)).toEqual(['❤️', '🎉']);
    await a.api('eve', 'DELETE', `${base}/reactions`);
    expect((await reactions()).map((x: { reaction: string }) => x.reaction)).toEqual(['🎉']);
  });

  it('refuse endorsing twice, one’s own or one received, and answer 404 for an unknown one', async () => {
    const base = await make();
    expect((await a.api('eve', 'POST', `${base}/endorsements`, { amount: 0 })).statusCode).toBe(201);
    const twice = await a.api('eve', 'POST', `${base}/endorsements`, { amount: 0 });
    expect(twice.json()).toMatchObject({ message: `You have already endorsed this ${kind}` });
    expect((await a.api('ada', 'POST', `${base}/endorsements`, { amount: 0 })).json().message).toBe(
      `You cannot endorse your own ${kind}`,
    );
    expect((await a.api('sam', 'POST', `${base}/endorsements`, { amount: 0 })).statusCode).toBe(403);
    const unknown = base.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000');
    expect((await a.api('eve', 'GET', `${unknown}/endorsements`)).statusCode).toBe(404);
  });
});
