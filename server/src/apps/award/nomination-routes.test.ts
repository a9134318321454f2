import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';
import { announceWindows } from './nomination-window-job.ts';

let a: AwardApp;
beforeAll(async () => {
  a = await startAwardApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

const day = 86_400_000;
const nominate = (
  who: Parameters<AwardApp['api']>[0],
  typeId: string,
  nomineeId: string,
  message = '<p>Always helps</p>',
) => a.api(who, 'POST', `/award/awardTypes/${typeId}/nominations`, { nomineeId, message });
const round = (body: Record<string, unknown> = {}) =>
  a.createType({ nomination: true, points: 25, pointsLocked: true, ...body });
const step = (typeId: string, action: string, body?: unknown) =>
  a.api('ada', 'POST', `/award/awardTypes/${typeId}/${action}`, body);

describe('nominating', () => {
  it('takes a nomination for the demo round and lists it for the nominator and the admin', async () => {
    const response = await nominate('eve', a.quarterId, a.ids.sam);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ nominee: { id: a.ids.sam }, nominator: { id: a.ids.eve } });
    const own = (await a.api('eve', 'GET', `/award/awardTypes/${a.quarterId}/nominations`)).json().results;
    expect(own.map((n: { nominee: { id: string } }) => n.nominee.id)).toEqual([a.ids.sam]);
    // A nominator sees only their own, however they ask.
    await nominate('max', a.quarterId, a.ids.sam);
    expect(
      (await a.api('eve', 'GET', `/award/awardTypes/${a.quarterId}/nominations`)).json().results,
    ).toHaveLength(1);
    expect(
      (await a.api('ada', 'GET', `/award/awardTypes/${a.quarterId}/nominations`)).json().results,
    ).toHaveLength(2);
    const mine = (await a.api('eve', 'GET', '/awards/awardTypes/my?embed=ownNominees')).json().results;
    const quarter = mine.find((t: { id: string }) => t.id === a.quarterId);
    expect(quarter.ownNominees).toMatchObject({ total: 1, members: [{ id: a.ids.sam }] });
    expect(quarter.permissions).toContain('nominate');
    const csv = await a.api('ada', 'POST', `/award/awardTypes/${a.quarterId}/nominations/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(csv.body) as string[][];
    expect(rows[0]).toEqual(['Nominee', 'Nominator', 'Reason', 'Nominated at']);
    expect(rows[1]?.slice(0, 3)).toEqual(['Sam Okafor', 'Eve Curie', 'Always helps']);
    expect(
      (await a.api('eve', 'POST', `/award/awardTypes/${a.quarterId}/nominations/export`)).statusCode,
    ).toBe(403);
  });

  it('exports a formula in a reason or a name as text (CSV injection)', async () => {
    const attack = `=cmd|' /C calc'!A0`;
    const typeId = await round({ nominationStartAt: new Date(Date.now() - day).toISOString() });
    expect((await nominate('eve', typeId, a.ids.max, `<p>${attack}</p>`)).statusCode).toBe(201);
    await a.setMember('eve', { firstName: attack });
    try {
      const csv = await a.api('ada', 'POST', `/award/awardTypes/${typeId}/nominations/export`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).not.toMatch(/(^|[,\n])"?=cmd/);
      const [, row] = parse(csv.body) as string[][];
      expect(row?.slice(0, 3)).toEqual(['Max Planck', `'${attack} Curie`, `'${attack}`]);
      for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    } finally {
      await a.setMember('eve', { firstName: 'Eve' });
    }
  });

  it('refuses twice, oneself, non-candidates, a closed window, the limit and bad reasons', async () => {
    const listed = await round({
      nominationStartAt: new Date(Date.now() - day).toISOString(),
      nominationEndAt: new Date(Date.now() + day).toISOString(),
      tenantWideCandidates: false,
      candidates: [a.ids.sam, a.ids.max],
      maxNominations: 1,
    });
    expect((await nominate('eve', listed, a.ids.ada)).json().details[0]).toMatchObject({
      path: 'nomineeId',
      message: 'This person cannot be nominated for this award',
    });
    expect((await nominate('sam', listed, a.ids.sam)).statusCode).toBe(400);
    expect((await nominate('eve', listed, a.ids.sam)).statusCode).toBe(201);
    const twice = await nominate('eve', listed, a.ids.sam);
    expect(twice.statusCode).toBe(409);
    const over = await nominate('eve', listed, a.ids.max);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You have used all 1 of your nominations for this award');
    const reasons: [unknown, string][] = [
      [undefined, 'Reason is required'],
      ['<p>  </p>', 'Reason is required'],
      [`<p>${'r'.repeat(1001)}</p>`, 'Message should not be more than 1000 characters'],
    ];
    for (const [message, text] of reasons) {
      const response = await a.api('max', 'POST', `/award/awardTypes/${listed}/nominations`, {
        nomineeId: a.ids.sam,
        message,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({ path: 'message', message: text });
    }
    const missing = await a.api('max', 'POST', `/award/awardTypes/${listed}/nominations`, {
      message: '<p>x</p>',
    });
    expect(missing.json().details[0]).toMatchObject({ path: 'nomineeId', message: 'Nominee is required' });
    const notStarted = await round();
    expect((await nominate('eve', notStarted, a.ids.sam)).statusCode).toBe(409);
    const onlyMax = await round({
      nominationStartAt: new Date(Date.now() - day).toISOString(),
      tenantWideNominators: false,
      nominators: [a.ids.max],
    });
    expect((await nominate('eve', onlyMax, a.ids.sam)).statusCode).toBe(404);
  });

  it('searches nominees without the caller, ineligible people and those already nominated', async () => {
    const typeId = await round({ nominationStartAt: new Date(Date.now() - day).toISOString() });
    await a.setMember('max', { suspendedAt: new Date() });
    try {
      await nominate('eve', typeId, a.ids.sam);
      const found = (await a.api('eve', 'GET', `/award/awardTypes/${typeId}/nominees`)).json().results;
      const ids = found.map((m: { id: string }) => m.id);
      expect(ids).toContain(a.ids.ada);
      expect(ids).not.toContain(a.ids.eve);
      expect(ids).not.toContain(a.ids.sam);
      expect(ids).not.toContain(a.ids.max);
      const searched = (await a.api('eve', 'GET', `/award/awardTypes/${typeId}/nominees?search=lovel`)).json()
        .results;
      expect(searched.map((m: { id: string }) => m.id)).toEqual([a.ids.ada]);
      const candidates = (await a.api('ada', 'GET', `/award/awardTypes/${typeId}/candidates`)).json().results;
      expect(candidates.map((m: { id: string }) => m.id)).toContain(a.ids.sam);
    } finally {
      await a.setMember('max', { suspendedAt: null });
    }
  });
});

describe('the round’s lifecycle', () => {
  it('starts, ends, extends and finalizes, refusing every step out of turn', async () => {
    const typeId = await round();
    expect((await step(typeId, 'end')).statusCode).toBe(409);
    expect((await step(typeId, 'finalize')).statusCode).toBe(409);
    expect((await a.api('max', 'POST', `/award/awardTypes/${typeId}/start`)).statusCode).toBe(403);
    expect(
      (await step(typeId, 'start', { nominationEndAt: new Date(Date.now() - day).toISOString() })).statusCode,
    ).toBe(400);
    const started = await step(typeId, 'start', {
      nominationEndAt: new Date(Date.now() + day).toISOString(),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().nominationStatus).toBe('open');
    expect((await step(typeId, 'start')).statusCode).toBe(409);
    expect((await nominate('eve', typeId, a.ids.sam)).statusCode).toBe(201);
    const ended = await step(typeId, 'end');
    expect(ended.json().nominationStatus).toBe('closed');
    expect((await nominate('max', typeId, a.ids.sam)).statusCode).toBe(409);
    expect(
      (await step(typeId, 'extend', { nominationEndAt: new Date(Date.now() - 1000).toISOString() }))
        .statusCode,
    ).toBe(400);
    const extended = await step(typeId, 'extend', {
      nominationEndAt: new Date(Date.now() + 2 * day).toISOString(),
    });
    expect(extended.json().nominationStatus).toBe('open');
    expect((await nominate('max', typeId, a.ids.sam)).statusCode).toBe(201);

    // Winners: nominees only, once each; they hold back their points in the bank's `available`.
    const notNominee = await a.api('ada', 'POST', `/award/awardTypes/${typeId}/winners`, {
      memberId: a.ids.eve,
    });
    expect(notNominee.statusCode).toBe(400);
    const added = await a.api('ada', 'POST', `/award/awardTypes/${typeId}/winners`, { memberId: a.ids.sam });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().results).toMatchObject([{ id: a.ids.sam, awardId: null, amount: 25 }]);
    expect(
      (await a.api('ada', 'POST', `/award/awardTypes/${typeId}/winners`, { memberId: a.ids.sam })).statusCode,
    ).toBe(409);
    const bank = (await a.api('ada', 'GET', '/points/pointsBanks'))
      .json()
      .results.find((b: { id: string }) => b.id === a.bankId);
    expect(bank.balance - bank.available).toBe(25);

    const samBefore = await a.balances('sam');
    const bankBefore = await a.bankBalance();
    const finalized = await step(typeId, 'finalize', { message: '<p>Congratulations, Sam!</p>' });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json()).toMatchObject({ nominationStatus: 'finalized' });
    expect((await a.balances('sam')).redeemable).toBe(samBefore.redeemable + 25);
    expect(await a.bankBalance()).toBe(bankBefore - 25);
    const winners = (await a.api('ada', 'GET', `/award/awardTypes/${typeId}/winners`)).json().results;
    expect(winners[0].awardId).toEqual(expect.any(String));
    const award = (await a.api('sam', 'GET', `/award/awards/${winners[0].awardId}`)).json();
    expect(award).toMatchObject({
      nominationRound: true,
      message: '<p>Congratulations, Sam!</p>',
      ownRecipient: { amount: 25 },
    });

    for (const action of ['start', 'end', 'finalize'])
      expect((await step(typeId, action)).statusCode, action).toBe(409);
    expect(
      (await step(typeId, 'extend', { nominationEndAt: new Date(Date.now() + 9 * day).toISOString() }))
        .statusCode,
    ).toBe(409);
    expect(
      (await a.api('ada', 'DELETE', `/award/awardTypes/${typeId}/winners/${a.ids.sam}`)).statusCode,
    ).toBe(409);
    expect(await a.ledgerMismatches()).toEqual([]);
  });

  it('finalizes nothing when there is no winner or the bank is short', async () => {
    const bankId = await a.createBank(10);
    const typeId = await round({
      budgetItemId: bankId,
      nominationStartAt: new Date(Date.now() - day).toISOString(),
    });
    expect((await step(typeId, 'finalize')).json().message).toBe('Choose at least one winner first');
    await nominate('eve', typeId, a.ids.sam);
    await a.api('ada', 'POST', `/award/awardTypes/${typeId}/winners`, { memberId: a.ids.sam });
    const short = await step(typeId, 'finalize');
    expect(short.statusCode).toBe(409);
    expect(await a.bankBalance(bankId)).toBe(10);
    const type = (await a.api('ada', 'GET', `/award/awardTypes/${typeId}`)).json();
    expect(type.finalizedAt).toBeNull();
    expect(
      (await a.api('ada', 'GET', `/award/awardTypes/${typeId}/winners`)).json().results[0].awardId,
    ).toBeNull();
    // Removing the winner works before finalizing.
    expect(
      (await a.api('ada', 'DELETE', `/award/awardTypes/${typeId}/winners/${a.ids.sam}`)).statusCode,
    ).toBe(200);
  });

  it('announces windows that opened or closed, once each', async () => {
    const opening = await round({ nominationStartAt: new Date(Date.now() - 1000).toISOString() });
    const closing = await round({
      nominationStartAt: new Date(Date.now() - 2 * day).toISOString(),
      nominationEndAt: new Date(Date.now() - 1000).toISOString(),
    });
    const first = await a.inAcme((tx) => announceWindows(a.t.services, tx, a.tenantIds.acme, new Date()));
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await a.inAcme((tx) => announceWindows(a.t.services, tx, a.tenantIds.acme, new Date()))).toBe(0);
    const bell = (await a.api('sam', 'GET', '/notifications/messages')).json().results as {
      message: string;
    }[];
    expect(bell.some((m) => m.message.startsWith('Nominations for') && m.message.endsWith('are open'))).toBe(
      true,
    );
    const adaBell = (await a.api('ada', 'GET', '/notifications/messages')).json().results as {
      message: string;
    }[];
    expect(adaBell.some((m) => m.message.endsWith('have closed: choose the winners'))).toBe(true);
    expect(opening).not.toBe(closing);
  });
});
