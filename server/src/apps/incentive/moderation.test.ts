import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IncentiveApp, startIncentiveApp } from '../../test/fixtures/incentive.ts';

let a: IncentiveApp;
beforeAll(async () => {
  a = await startIncentiveApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

type Queued = {
  id: string;
  queue: string;
  excerpt: string;
  flagCount: number;
  flags: { reason: string | null }[];
};
const queue = async () =>
  (await a.api('ada', 'GET', '/moderation/flagged/incentives?pageSize=100')).json().results as Queued[];
const timelineIds = async (who: 'sam' | 'eve' = 'eve') =>
  (
    (await a.api(who, 'GET', '/timeline/items?itemTypeIn=incentive&pageSize=100')).json().results as {
      id: string;
    }[]
  ).map((item) => item.id);

describe('flags and moderation of incentive timeline items', () => {
  it('eve flags a live incentive with a reason; ada sees it queued and keeps it', async () => {
    const id = await a.createIncentive({ name: 'Flag me live', description: '<p>Bring a <b>story</b></p>' });
    expect(await timelineIds()).toContain(id);
    const flagged = await a.api('eve', 'PUT', `/incentive/timeline/${id}/flags`, { reason: 'Off-topic' });
    expect(flagged.statusCode, flagged.body).toBe(200);
    // Twice keeps one flag; sam flags too, without a reason.
    expect(
      (await a.api('eve', 'PUT', `/incentive/timeline/${id}/flags`, { reason: 'Again' })).statusCode,
    ).toBe(200);
    expect((await a.api('sam', 'PUT', `/incentive/timeline/${id}/flags`, null)).statusCode).toBe(200);

    const counts = (await a.api('ada', 'GET', '/moderation/flagged/counts')).json();
    expect(counts.incentives).toBeGreaterThanOrEqual(1);
    const item = (await queue()).find((q) => q.id === id);
    expect(item).toMatchObject({ queue: 'incentives', excerpt: 'Flag me live: Bring a story', flagCount: 2 });
    expect(item?.flags.map((f) => f.reason).sort()).toEqual(['Off-topic', null].sort());

    const kept = await a.api('ada', 'POST', `/moderation/flagged/incentives/${id}/keep`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await queue()).some((q) => q.id === id)).toBe(false);
    expect(await timelineIds()).toContain(id);
    const audit = (await a.api('ada', 'GET', '/auditing/logs?pageSize=50')).json().results;
    expect(audit.some((row: { action: string }) => row.action === 'incentive.keepFlagged')).toBe(true);
  });

  it('removes a flagged approved claim from the timeline for everyone; the points stay', async () => {
    const incentiveId = await a.createIncentive({ name: 'Flag me claimed' });
    const claimId = await a.claimOk('sam', incentiveId);
    expect((await a.api('max', 'POST', `/incentive/claims/${claimId}/approve`)).statusCode).toBe(200);
    const paid = (await a.balances('sam')).redeemable;
    expect(await timelineIds()).toContain(claimId);
    expect(
      (await a.api('eve', 'PUT', `/incentive/timeline/${claimId}/flags`, { reason: 'Not true' })).statusCode,
    ).toBe(200);
    expect((await queue()).find((q) => q.id === claimId)).toMatchObject({
      excerpt: 'Flag me claimed',
      flagCount: 1,
    });

    const removed = await a.api('ada', 'POST', `/moderation/flagged/incentives/${claimId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await timelineIds('eve')).not.toContain(claimId);
    expect(await timelineIds('sam')).not.toContain(claimId);
    expect((await queue()).some((q) => q.id === claimId)).toBe(false);
    // The live item of the incentive stays; the claim stays approved and paid.
    expect(await timelineIds()).toContain(incentiveId);
    expect((await a.balances('sam')).redeemable).toBe(paid);
    expect(await a.ledgerMismatches()).toEqual([]);
    // A removed item can be neither flagged nor removed again.
    expect((await a.api('eve', 'PUT', `/incentive/timeline/${claimId}/flags`, {})).statusCode).toBe(404);
    expect((await a.api('ada', 'POST', `/moderation/flagged/incentives/${claimId}/remove`)).statusCode).toBe(
      404,
    );
    const audit = (await a.api('ada', 'GET', '/auditing/logs?pageSize=50')).json().results;
    expect(
      audit.find((row: { action: string }) => row.action === 'incentive.removeTimelineItem'),
    ).toMatchObject({
      targetId: claimId,
    });
  });

  it('refuses what is not a timeline item and a reason over the limit', async () => {
    // A draft and a pending claim are not on the timeline.
    expect((await a.api('eve', 'PUT', `/incentive/timeline/${a.mentorId}/flags`, {})).statusCode).toBe(404);
    const pending = await a.claimOk('sam', await a.createIncentive());
    expect((await a.api('eve', 'PUT', `/incentive/timeline/${pending}/flags`, {})).statusCode).toBe(404);
    const long = await a.api('eve', 'PUT', `/incentive/timeline/${a.storyId}/flags`, {
      reason: 'x'.repeat(2000),
    });
    expect(long.statusCode).toBe(400);
    expect((await queue()).some((q) => q.id === a.storyId)).toBe(false);
  });

  it('lets members withdraw their own flag but not moderate', async () => {
    const id = await a.createIncentive({ name: 'Withdrawn flag' });
    expect(
      (await a.api('eve', 'PUT', `/incentive/timeline/${id}/flags`, { reason: 'Oops' })).statusCode,
    ).toBe(200);
    expect((await a.api('eve', 'GET', '/moderation/flagged/incentives')).statusCode).toBe(403);
    expect((await a.api('eve', 'POST', `/moderation/flagged/incentives/${id}/keep`)).statusCode).toBe(403);
    expect((await a.api('max', 'POST', `/moderation/flagged/incentives/${id}/remove`)).statusCode).toBe(403);
    expect((await a.api('eve', 'DELETE', `/incentive/timeline/${id}/flags`)).statusCode).toBe(200);
    expect((await queue()).some((q) => q.id === id)).toBe(false);
    expect(await timelineIds()).toContain(id);
  });

  it('keeps Globex from flagging, seeing or deciding Acme’s items', async () => {
    const id = await a.createIncentive({ name: 'Acme only' });
    expect(
      (await a.api('eve', 'PUT', `/incentive/timeline/${id}/flags`, { reason: 'Check' })).statusCode,
    ).toBe(200);
    const globexFlag = await a.api('umaGlobex', 'PUT', `/incentive/timeline/${id}/flags`, { reason: 'Spam' });
    expect([403, 404]).toContain(globexFlag.statusCode);
    const globexQueue = await a.api('umaGlobex', 'GET', '/moderation/flagged/incentives?pageSize=100');
    expect(globexQueue.statusCode, globexQueue.body).toBe(200);
    expect(globexQueue.json().results).toEqual([]);
    expect((await a.api('umaGlobex', 'POST', `/moderation/flagged/incentives/${id}/keep`)).statusCode).toBe(
      404,
    );
    expect((await a.api('umaGlobex', 'POST', `/moderation/flagged/incentives/${id}/remove`)).statusCode).toBe(
      404,
    );
    const item = (await queue()).find((q) => q.id === id);
    expect(item?.flags.map((f) => f.reason)).toEqual(['Check']);
    expect(await timelineIds()).toContain(id);
  });
});
