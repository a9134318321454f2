import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { pointsAccounts } from '../../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { InsufficientBalance, transfer } from './ledger.ts';

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
    // 15 received in the demo recognitions, and the 300 the demo store gave sam to spend.
    expect(asAdmin.json().results[1]).toMatchObject({ ownerId: r.ids.sam, balance: 315 });
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

describe('transfer', () => {
  const acme = () => ({ tenantId: r.tenantIds.acme, userId: null });
  const allocationOf = (memberId: string) =>
    inTenant(r.t.services.db, acme(), async (tx) => {
      const [account] = await tx
        .select()
        .from(pointsAccounts)
        .where(and(eq(pointsAccounts.memberId, memberId), eq(pointsAccounts.type, 'allocation')));
      return account as NonNullable<typeof account>;
    });

  it('debits, credits and writes every ledger row at once, or changes nothing when short', async () => {
    const from = await allocationOf(r.ids.max);
    const samBefore = await r.balances('sam');
    const adaBefore = await r.balances('ada');
    await inTenant(r.t.services.db, acme(), (tx) =>
      transfer(
        tx,
        from,
        [
          { memberId: r.ids.sam, amount: 2 },
          { memberId: r.ids.ada, amount: 3 },
          { memberId: r.ids.sam, amount: 1 },
        ],
        'recognition',
      ),
    );
    expect((await r.balances('max')).allocation).toBe(from.balance - 6);
    expect(await r.balances('sam')).toMatchObject({
      redeemable: samBefore.redeemable + 3,
      received: samBefore.received + 3,
    });
    expect((await r.balances('ada')).redeemable).toBe(adaBefore.redeemable + 3);

    const short = inTenant(r.t.services.db, acme(), (tx) =>
      transfer(tx, from, [{ memberId: r.ids.sam, amount: from.balance }], 'recognition'),
    );
    await expect(short).rejects.toBeInstanceOf(InsufficientBalance);
    expect((await r.balances('max')).allocation).toBe(from.balance - 6);
    expect((await r.balances('sam')).redeemable).toBe(samBefore.redeemable + 3);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('makes the accounts of a recipient who has none yet', async () => {
    const from = await allocationOf(r.ids.max);
    const uma = r.ids.uma;
    await inTenant(r.t.services.db, acme(), (tx) =>
      tx
        .delete(pointsAccounts)
        .where(and(eq(pointsAccounts.memberId, uma), eq(pointsAccounts.type, 'redeemable'))),
    );
    await inTenant(r.t.services.db, acme(), (tx) =>
      transfer(tx, from, [{ memberId: uma, amount: 4 }], 'recognition'),
    );
    expect((await r.balances('uma')).redeemable).toBe(4);
    expect(await r.ledgerMismatches()).toEqual([]);
  });
});
