import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { tenantMembers } from '../../db/schema.ts';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { periodStart, saveBudgetSettings } from './allocation-reset.ts';
import { resetDueAllocations } from './allocation-reset-job.ts';

let r: RecognitionApp;
// The demo seed credited this month's allocation at the real time; the clock then moves on.
let clock = new Date();
const nextPeriod = (months: number) =>
  new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + months, 1, 0, 0, 30));

beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
});
afterAll(() => r.t.close());

const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, fn);

/** Ledger rows of one type on a member's allocation account, newest first. */
const allocationRows = (memberId: string, type: string) =>
  inAcme(async (tx) =>
    rowsOf<{ amount: number }>(
      await tx.execute(
        sql`select t.amount from points_transactions t join points_accounts a on a.id = t.account_id where a.member_id = ${memberId} and a.type = 'allocation' and t.type = ${type} order by t.created_at desc, t.amount`,
      ),
    ),
  );

const activeMembers = async () => {
  let count = 0;
  for (const tenantId of Object.values(r.tenantIds)) {
    const [row] = await inTenant(r.t.services.db, { tenantId, userId: null }, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from tenant_members where suspended_at is null and invitation_status <> 'archived'`,
        ),
      ),
    );
    count += row?.n ?? 0;
  }
  return count;
};

describe('allocation reset', () => {
  it('starts the periods in UTC on the first of the month, quarter and year', () => {
    const at = new Date('2026-08-17T12:00:00Z');
    expect(periodStart('month', at)?.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(periodStart('quarter', at)?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(periodStart('year', at)?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(periodStart('never', at)).toBeNull();
  });

  it('leaves this month alone when the allocation was already credited in it', async () => {
    const before = await r.balances('eve');
    await resetDueAllocations(r.t.services);
    expect(await r.balances('eve')).toEqual(before);
    expect(await allocationRows(r.ids.eve, 'expire_allocation')).toEqual([]);
  });

  it('expires the unused balance and refills it at the month boundary, exactly once', async () => {
    expect((await r.send('eve', { sendTo: r.to('sam'), amount: 10 })).statusCode).toBe(201);
    const left = (await r.balances('eve')).allocation;
    expect(left).toBeGreaterThan(0);
    const sam = await r.balances('sam');

    clock = nextPeriod(1);
    // Two instances at once, one freshly started: every active member is reset once in all.
    const [a, b] = await Promise.all([
      resetDueAllocations(r.t.anotherInstance()),
      resetDueAllocations(r.t.anotherInstance()),
    ]);
    expect(a + b).toBe(await activeMembers());
    expect(await resetDueAllocations(r.t.services)).toBe(0);

    expect((await r.balances('eve')).allocation).toBe(100);
    expect(await allocationRows(r.ids.eve, 'expire_allocation')).toEqual([{ amount: -left }]);
    expect((await allocationRows(r.ids.eve, 'allocation')).length).toBe(2);
    // Received points are not touched.
    expect((await r.balances('sam')).redeemable).toBe(sam.redeemable);
    expect(await r.ledgerMismatches()).toEqual([]);
    expect(await r.ledgerMismatches('globex')).toEqual([]);
  });

  it('refills an empty account without an expiry row', async () => {
    expect((await r.send('max', { sendTo: r.to('sam'), amount: 100 })).statusCode).toBe(201);
    expect((await r.balances('max')).allocation).toBe(0);
    const expiries = (await allocationRows(r.ids.max, 'expire_allocation')).length;
    clock = nextPeriod(1);
    await resetDueAllocations(r.t.services);
    expect((await r.balances('max')).allocation).toBe(100);
    expect((await allocationRows(r.ids.max, 'expire_allocation')).length).toBe(expiries);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('skips suspended members', async () => {
    await r.send('sam', { sendTo: r.to('eve'), amount: 25 });
    await inAcme((tx) =>
      tx.update(tenantMembers).set({ suspendedAt: clock }).where(eq(tenantMembers.id, r.ids.sam)),
    );
    clock = nextPeriod(1);
    await resetDueAllocations(r.t.services);
    expect((await r.balances('eve')).allocation).toBe(100);
    const samAllocation = await inAcme(async (tx) =>
      rowsOf<{ balance: number }>(
        await tx.execute(
          sql`select balance from points_accounts where member_id = ${r.ids.sam} and type = 'allocation'`,
        ),
      ),
    );
    expect(samAllocation).toEqual([{ balance: 75 }]);
    await inAcme((tx) =>
      tx.update(tenantMembers).set({ suspendedAt: null }).where(eq(tenantMembers.id, r.ids.sam)),
    );
  });

  it('does nothing with the reset frequency never, and uses the tenant amount otherwise', async () => {
    await inAcme((tx) =>
      saveBudgetSettings(tx, r.tenantIds.acme, { resetFrequency: 'never', allocationAmount: 100 }),
    );
    await r.send('eve', { sendTo: r.to('sam'), amount: 5 });
    clock = nextPeriod(1);
    await resetDueAllocations(r.t.services);
    expect((await r.balances('eve')).allocation).toBe(95);

    await inAcme((tx) =>
      saveBudgetSettings(tx, r.tenantIds.acme, { resetFrequency: 'quarter', allocationAmount: 40 }),
    );
    clock = nextPeriod(3);
    await resetDueAllocations(r.t.services);
    expect((await r.balances('eve')).allocation).toBe(40);
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await resetDueAllocations(r.t.services)).toBe(0);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it("runs as the job queue's sweep", async () => {
    await r.send('eve', { sendTo: r.to('ada'), amount: 5 });
    expect((await r.balances('eve')).allocation).toBe(35);
    clock = nextPeriod(12);
    await runDefinedJob(
      r.t,
      'points-allocation-resets',
      async () => (await r.balances('eve')).allocation === 40,
    );
    expect(await resetDueAllocations(r.t.services)).toBe(0);
  });
});
