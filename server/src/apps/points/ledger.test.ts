import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../recognition/test-fixtures.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('points accounts', () => {
  it('answers both accounts with allTimeReceived when embedded', async () => {
    const mine = (await r.api('sam', 'GET', '/points/accounts/my?embed=allTimeReceived')).json().results;
    expect(mine.map((a: { type: string }) => a.type)).toEqual(['allocation', 'redeemable']);
    expect(mine[0]).toMatchObject({ ownerId: r.ids.sam, balance: 100, lockedAt: null });
    expect(mine[1].allTimeReceived).toBe(15);
    const plain = (await r.api('sam', 'GET', '/points/accounts/my')).json().results;
    expect(plain[1].allTimeReceived).toBeUndefined();
  });

  it('shows another member’s accounts only to those who read transactions', async () => {
    expect((await r.api('eve', 'GET', `/points/accounts/owner/${r.ids.sam}`)).statusCode).toBe(403);
    const asAdmin = await r.api('ada', 'GET', `/points/accounts/owner/${r.ids.sam}?embed=allTimeReceived`);
    expect(asAdmin.json().results[1]).toMatchObject({ ownerId: r.ids.sam, balance: 15 });
    expect((await r.api('eve', 'GET', '/points/accounts/owner/me')).statusCode).toBe(200);
    expect((await r.api('ada', 'GET', `/points/accounts/owner/${r.ids.gus}`)).statusCode).toBe(404);
  });
});

describe('the ledger under concurrency', () => {
  it('50 concurrent sends from one balance never overspend, and the ledger sums to the balances', async () => {
    const start = (await r.balances('eve')).allocation;
    const samBefore = (await r.balances('sam')).redeemable;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => r.send('eve', { sendTo: r.to('sam'), amount: 5 })),
    );
    const sent = responses.filter((res) => res.statusCode === 201).length;
    const refused = responses.filter((res) => res.statusCode === 422);
    expect(sent).toBe(Math.floor(start / 5));
    expect(sent + refused.length).toBe(50);
    expect(refused[0]?.json().details.exceptions[0].type).toBe('insufficientPoints');
    const eve = await r.balances('eve');
    expect(eve.allocation).toBe(start - sent * 5);
    expect((await r.balances('sam')).redeemable).toBe(samBefore + sent * 5);
    expect(await r.ledgerMismatches()).toEqual([]);
  });
});
