import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

type Item = { id: string; __entity_type__: string; sender: { id: string }; title?: string };
const items = async (who: 'eve' | 'max' | 'ada' | 'sam', query = '') =>
  (await r.api(who, 'GET', `/timeline/items${query}`)).json() as { results: Item[]; next: string | null };

describe('timeline', () => {
  it('starts with the seeded recognitions, newest first, with embeds', async () => {
    const page = await items('eve');
    expect(page.results.length).toBe(3);
    expect(page.results[0]).toMatchObject({ __entity_type__: 'recognition', sender: { id: r.ids.ada } });
    expect(page.next).toBeNull();
  });

  it('pages by cursor without repeating or skipping, even when new items arrive', async () => {
    for (let n = 0; n < 5; n += 1) await r.send('sam', { sendTo: r.to('eve'), message: `<p>Item ${n}</p>` });
    const first = await items('eve', '?pageSize=3');
    expect(first.next).not.toBeNull();
    await r.send('max', { sendTo: r.to('eve') });
    const second = await items('eve', `?pageSize=3&cursor=${first.next}`);
    const third = await items('eve', `?pageSize=3&cursor=${second.next}`);
    const seen = [...first.results, ...second.results, ...third.results].map((i) => i.id);
    expect(new Set(seen).size).toBe(8);
    expect(third.next).toBeNull();
    expect((await r.api('eve', 'GET', '/timeline/items?cursor=garbage')).statusCode).toBe(400);
  });

  it('filters to the caller, to a member, and by item type', async () => {
    const mine = await items('max', '?my=true');
    expect(mine.results.length).toBeGreaterThan(0);
    const aboutMax = await items('eve', `?sentOrReceivedById=${r.ids.max}`);
    expect(aboutMax.results.map((i) => i.id).sort()).toEqual(mine.results.map((i) => i.id).sort());
    const announcements = (await items('eve', '?itemTypeIn=announcement')).results;
    expect(announcements.map((i) => [i.__entity_type__, i.title])).toEqual([
      ['announcement', 'Welcome to Kudos'],
    ]);
    expect((await r.api('eve', 'GET', '/timeline/items?itemTypeIn=gossip')).statusCode).toBe(400);
  });

  it('leaves private recognitions to those who may read them', async () => {
    const id = (await r.send('eve', { sendTo: r.to('sam'), tenantWide: false })).json().id;
    expect((await items('max', '?pageSize=100')).results.map((i) => i.id)).not.toContain(id);
    expect((await items('sam', '?pageSize=100')).results.map((i) => i.id)).toContain(id);
  });

  it('pins for 1, 3 or 7 days (managers only), shown apart, and 0 unpins', async () => {
    const id = (await items('eve')).results[2]?.id as string;
    expect((await r.api('eve', 'PUT', `/timeline/items/${id}/pin`, { pinForDays: 3 })).statusCode).toBe(403);
    expect((await r.api('ada', 'PUT', `/timeline/items/${id}/pin`, { pinForDays: 2 })).statusCode).toBe(400);
    const pinned = await r.api('ada', 'PUT', `/timeline/items/${id}/pin`, { pinForDays: 3 });
    expect(pinned.json().pinnedUntil).not.toBeNull();
    const list = (await r.api('eve', 'GET', '/timeline/items/pinned')).json().results;
    expect(list.map((i: Item) => i.id)).toEqual([id]);
    expect((await items('eve', '?pageSize=100')).results.map((i) => i.id)).not.toContain(id);
    expect((await items('eve', '?pageSize=100&includePinned=true')).results.map((i) => i.id)).toContain(id);
    await r.api('ada', 'PUT', `/timeline/items/${id}/pin`, { pinForDays: 0 });
    expect((await r.api('eve', 'GET', '/timeline/items/pinned')).json().results).toEqual([]);
    expect((await r.api('umaGlobex', 'PUT', `/timeline/items/${id}/pin`, { pinForDays: 1 })).statusCode).toBe(
      404,
    );
  });

  it('filters by team, and a recognition sent to a team reaches its active members but not the sender', async () => {
    const teamId = await inTenant(
      r.t.services.db,
      { tenantId: r.tenantIds.acme, userId: null },
      async (tx) => {
        const [team] = await tx
          .insert(teams)
          .values({ tenantId: r.tenantIds.acme, name: 'Design' })
          .returning();
        const id = team?.id as string;
        await tx.insert(teamMembers).values(
          [r.ids.sam, r.ids.max, r.ids.uma].map((memberId) => ({
            tenantId: r.tenantIds.acme,
            teamId: id,
            memberId,
          })),
        );
        return id;
      },
    );
    const sent = await r.send('max', { sendTo: [{ id: teamId, type: 'team' }], amount: 5 });
    expect(sent.json()).toMatchObject({
      recipientCount: 2,
      sendTo: [{ id: teamId, type: 'team', displayData: { name: 'Design', activeMemberCount: 3 } }],
    });
    const byTeam = (await items('ada', `?teamIdIn=${teamId}&pageSize=100`)).results;
    expect(byTeam.map((i) => i.id)).toContain(sent.json().id);
    const outsider = (await r.send('eve', { sendTo: r.to('ada') })).json().id;
    const again = (await items('ada', `?teamIdIn=${teamId}&pageSize=100`)).results.map((i) => i.id);
    expect(again).not.toContain(outsider);
    expect(again).toEqual(byTeam.map((i) => i.id));
  });
});
