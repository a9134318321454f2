import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { teamMembers, tenants } from '../../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { nextPeriodStart, periodStart, resetAllocations } from './allocation-reset.ts';
import { liabilities } from './liabilities.ts';
import { rollUpLiabilityDays } from './liability-days-job.ts';

let r: RecognitionApp;
let clock = new Date();
beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
});
afterAll(() => r.t.close());

const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, fn);
const pass = (at: Date) => inAcme((tx) => resetAllocations(tx, r.tenantIds.acme, at, 1000));

describe('period starts in the tenant time zone', () => {
  it('start at local midnight of the first of the month, quarter and year', () => {
    const berlin = new Date('2026-08-31T23:30:00Z'); // already 1 September in Berlin
    expect(periodStart('month', berlin, 'Europe/Berlin')?.toISOString()).toBe('2026-08-31T22:00:00.000Z');
    const newYork = new Date('2026-10-01T03:00:00Z'); // still 30 September in New York
    expect(periodStart('quarter', newYork, 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(nextPeriodStart('quarter', newYork, 'America/New_York')?.toISOString()).toBe(
      '2026-10-01T04:00:00.000Z',
    );
    const tokyo = new Date('2026-12-31T16:00:00Z'); // 1 January 2027 in Tokyo
    expect(periodStart('year', tokyo, 'Asia/Tokyo')?.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    // Across a DST change: 1 April in Berlin is summer time (UTC+2).
    expect(periodStart('month', new Date('2026-04-10T00:00:00Z'), 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    expect(nextPeriodStart('never', tokyo, 'Asia/Tokyo')).toBeNull();
  });
});

describe('allocation reset by source', () => {
  it('resets each quarter at local midnight exactly once, with team amounts', async () => {
    const zone = 'Pacific/Auckland';
    await inAcme((tx) => tx.update(tenants).set({ timeZone: zone }).where(eq(tenants.id, r.tenantIds.acme)));
    const teamId = (await r.api('ada', 'POST', '/identity/teams', { name: 'Big givers' })).json()
      .id as string;
    await inAcme((tx) =>
      tx.insert(teamMembers).values({ tenantId: r.tenantIds.acme, teamId, memberId: r.ids.eve }),
    );
    const saved = await r.api('ada', 'PUT', '/points/allocationSources/allocation', {
      enabled: true,
      amount: 150,
      resetFrequency: 'quarter',
      teams: [{ teamId, amount: 250 }],
    });
    expect(saved.statusCode).toBe(200);
    // This quarter's allocation was credited by the seed: the first pass only claims the keys.
    const eve = await r.balances('eve');
    await pass(clock);
    expect(await r.balances('eve')).toEqual(eve);

    const next = nextPeriodStart('quarter', clock, zone) as Date;
    expect((await pass(new Date(next.getTime() - 60_000))).reset).toBe(0);
    clock = new Date(next.getTime() + 30_000);
    const [a, b] = await Promise.all([pass(clock), pass(clock)]);
    expect(a.reset + b.reset).toBeGreaterThan(0);
    expect((await pass(clock)).reset).toBe(0);
    expect((await r.balances('eve')).allocation).toBe(250);
    expect((await r.balances('sam')).allocation).toBe(150);
    const keys = await inAcme(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from allocation_resets r join points_accounts a on a.id = r.account_id where a.member_id = ${r.ids.eve} and r.period_start = ${next.toISOString()}`,
        ),
      ),
    );
    expect(keys[0]?.n).toBe(1);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('does nothing while the allocation source is disabled', async () => {
    await r.api('ada', 'PUT', '/points/allocationSources/allocation', {
      enabled: false,
      amount: 150,
      resetFrequency: 'month',
    });
    const later = nextPeriodStart('quarter', clock, 'Pacific/Auckland') as Date;
    expect((await pass(new Date(later.getTime() + 1000))).reset).toBe(0);
  });

  it('tops point banks up to the pointsBank amount once per period', async () => {
    const bank = await r.api('ada', 'POST', '/points/budgetItems', { name: 'Spot bonuses', amount: 30 });
    expect(bank.statusCode).toBe(201);
    const rich = await r.api('ada', 'POST', '/points/budgetItems', { name: 'Rich bank', amount: 500 });
    await r.api('ada', 'PUT', '/points/allocationSources/pointsBank', {
      enabled: true,
      amount: 100,
      resetFrequency: 'month',
    });
    const first = await pass(clock);
    expect(first.reset).toBeGreaterThanOrEqual(2);
    const balances = async () =>
      Object.fromEntries(
        (await r.api('ada', 'GET', '/points/pointsBanks'))
          .json()
          .results.map((row: { name: string; balance: number }) => [row.name, row.balance]),
      );
    expect(await balances()).toMatchObject({ 'Spot bonuses': 100, 'Rich bank': 100 });
    await r.api('ada', 'PUT', `/points/budgetItems/${bank.json().id}`, { name: 'Spot bonuses', amount: 5 });
    expect((await pass(clock)).reset).toBe(0);
    expect((await balances())['Spot bonuses']).toBe(105);
    expect(rich.statusCode).toBe(201);
    expect(await r.ledgerMismatches()).toEqual([]);
  });
});

describe('liabilities from summed days', () => {
  it('answer the same from the ledger rows and from the closed days summed once', async () => {
    await r.api('ada', 'POST', `/points/accounts/redeemable/${r.ids.sam}/points`, { amount: 33 });
    await r.api('ada', 'POST', '/points/accounts/payout/expire', { memberIds: [r.ids.max] });
    const now = new Date();
    const from = new Date(now.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(now.getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
    const query = { from, to, interval: 'week' as const };
    const report = (at: Date) => inAcme((tx) => liabilities(tx, r.tenantIds.acme, query, at));
    const live = await report(now);
    expect(live.results.some((row) => row.expired > 0)).toBe(true);
    // A week later every day so far is closed: summed into points_liability_days, then read from there.
    const later = new Date(now.getTime() + 7 * 86_400_000);
    expect(await report(later)).toEqual(live);
    const stored = await inAcme(async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from points_liability_days`)),
    );
    expect(stored[0]?.n).toBeGreaterThanOrEqual(40);
    expect(await report(later)).toEqual(live);
    // Another time zone sums the days again.
    await inAcme((tx) => tx.update(tenants).set({ timeZone: 'UTC' }).where(eq(tenants.id, r.tenantIds.acme)));
    expect((await report(later)).outstanding).toBe(live.outstanding);
    const zones = await inAcme(async (tx) =>
      rowsOf<{ zone: string }>(
        await tx.execute(sql`select distinct time_zone as zone from points_liability_days`),
      ),
    );
    expect(zones).toEqual([{ zone: 'UTC' }]);
  });

  it('are summed ahead by the hourly job for every tenant, idempotently', async () => {
    const tenantsDone = await rollUpLiabilityDays(r.t.services);
    expect(tenantsDone).toBeGreaterThanOrEqual(2);
    const count = () =>
      inTenant(r.t.services.db, { tenantId: r.tenantIds.globex, userId: null }, async (tx) =>
        rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from points_liability_days`)),
      );
    const [first] = await count();
    expect(first?.n).toBeGreaterThan(0);
    await rollUpLiabilityDays(r.t.services);
    expect((await count())[0]?.n).toBe(first?.n);
  });
});
