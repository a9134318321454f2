import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';

let a: AwardApp;
beforeAll(async () => {
  a = await startAwardApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

const day = 86_400_000;
type Mine = {
  id: string;
  awardType: { id: string; name: string };
  nominee: { id: string };
  status: string;
};
const mine = async (who: Parameters<AwardApp['api']>[0], query = '') => {
  const response = await a.api(who, 'GET', `/award/nominations/my${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: Mine[]; next: number | null };
};
const nominate = (who: Parameters<AwardApp['api']>[0], typeId: string, nomineeId: string) =>
  a.api(who, 'POST', `/award/awardTypes/${typeId}/nominations`, {
    nomineeId,
    message: '<p>Always helps</p>',
  });
const step = (typeId: string, action: string, body?: unknown) =>
  a.api('ada', 'POST', `/award/awardTypes/${typeId}/${action}`, body);

describe('GET /award/nominations/my (issue 31: the nominator’s admin page)', () => {
  it('answers an employee with no nominations an empty page, not 403, where the admin list is refused', async () => {
    expect(await mine('eve')).toEqual({ results: [], next: null });
    expect(await mine('gus')).toEqual({ results: [], next: null });
    // The admin's list stays the admin's: the page does not call it for a nominator.
    expect((await a.api('eve', 'GET', '/award/awardTypes')).statusCode).toBe(403);
  });

  it('lists only the caller’s own nominations, newest first, with the round and its status', async () => {
    expect((await nominate('eve', a.quarterId, a.ids.sam)).statusCode).toBe(201);
    expect((await nominate('max', a.quarterId, a.ids.eve)).statusCode).toBe(201);
    expect((await nominate('eve', a.quarterId, a.ids.max)).statusCode).toBe(201);
    const { results } = await mine('eve');
    expect(results.map((n) => n.nominee.id)).toEqual([a.ids.max, a.ids.sam]);
    expect(results[0]).toMatchObject({
      awardType: { id: a.quarterId, name: 'Employee of the quarter' },
      status: 'open',
      message: '<p>Always helps</p>',
    });
    expect((await mine('max')).results.map((n) => n.nominee.id)).toEqual([a.ids.eve]);
    // gus (Globex) sees none of Acme's.
    expect((await mine('gus')).results).toEqual([]);
    const paged = await mine('eve', '?pageSize=1');
    expect(paged.results).toHaveLength(1);
    expect(paged.next).toBe(2);
  });

  it('follows the round: in review once closed (draft winners hidden), then won or not selected', async () => {
    const typeId = await a.createType({
      nomination: true,
      points: 5,
      pointsLocked: true,
      nominationStartAt: new Date(Date.now() - day).toISOString(),
      nominationEndAt: new Date(Date.now() + day).toISOString(),
    });
    expect((await nominate('uma', typeId, a.ids.sam)).statusCode).toBe(201);
    expect((await nominate('uma', typeId, a.ids.eve)).statusCode).toBe(201);
    const statuses = async () =>
      Object.fromEntries(
        (await mine('uma')).results
          .filter((n) => n.awardType.id === typeId)
          .map((n) => [n.nominee.id, n.status]),
      );
    expect(await statuses()).toEqual({ [a.ids.sam]: 'open', [a.ids.eve]: 'open' });
    expect((await step(typeId, 'end')).statusCode).toBe(200);
    const winner = await a.api('ada', 'POST', `/award/awardTypes/${typeId}/winners`, { memberId: a.ids.sam });
    expect(winner.statusCode, winner.body).toBe(201);
    expect(await statuses()).toEqual({ [a.ids.sam]: 'inReview', [a.ids.eve]: 'inReview' });
    const finalized = await step(typeId, 'finalize', { message: '<p>Well done, Sam!</p>' });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(await statuses()).toEqual({ [a.ids.sam]: 'won', [a.ids.eve]: 'notSelected' });

    // An archived round leaves the list, as it leaves everything else a nominator reads.
    expect((await step(typeId, 'archive')).statusCode).toBe(200);
    expect(await statuses()).toEqual({});
  });
});
