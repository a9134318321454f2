import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';
import { celebrateDueDays } from './daily-job.ts';

let r: RecognitionApp;
// The seed celebrated the real today; the simulated clock then jumps ahead.
let clock = new Date();
const at = (iso: string) => {
  clock = new Date(iso);
};

const inHost = <T>(host: 'acme' | 'globex', query: ReturnType<typeof sql>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds[host], userId: null }, async (tx) =>
    rowsOf<T>(await tx.execute(query)),
  );

/** Sets a member's HR dates (acme's demo people have staff records). */
const setDates = (who: Who, birthday: string | null, startDate: string | null) =>
  inHost(
    who === 'gus' ? 'globex' : 'acme',
    sql`update tenant_members set public_staff_profile = coalesce(public_staff_profile, '{}'::jsonb) || jsonb_build_object('birthday', ${birthday}::text, 'startDate', ${startDate}::text) where id = ${r.ids[who]}`,
  ).then(() =>
    inHost(
      'acme',
      sql`update staff_records set birthday = ${birthday}, start_date = ${startDate}::date where member_id = ${r.ids[who]}`,
    ),
  );

type EventRow = { kind: string; celebrated_on: string; years: number | null; points: number };
/** Events the simulated clock made (the seed's of the real today are left out). */
const eventsOf = (who: Who) =>
  inHost<EventRow>(
    who === 'gus' ? 'globex' : 'acme',
    sql`select kind, celebrated_on::text, years, points from celebration_events where member_id = ${r.ids[who]} and celebrated_on > '2027-01-01' order by celebrated_on, kind`,
  );
const duplicateKeys = (host: 'acme' | 'globex') =>
  inHost(
    host,
    sql`select tenant_id, member_id, kind, celebrated_on from celebration_events group by 1, 2, 3, 4 having count(*) > 1`,
  );
const celebrationCredits = (who: Who) =>
  inHost<{ type: string; amount: number }>(
    'acme',
    sql`select t.type, t.amount from points_transactions t join points_accounts a on a.id = t.account_id where a.member_id = ${r.ids[who]} and t.type in ('birthday', 'anniversary', 'welcome', 'onboarding') order by t.created_at, t.type`,
  );

beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
  const preferences = (await r.api('ada', 'GET', '/celebration/tenantPreferences')).json();
  const saved = await r.api('ada', 'PUT', '/celebration/tenantPreferences', {
    ...preferences,
    points: {
      birthday: { enabled: true, amount: 25 },
      anniversary: { enabled: true, amount: 50 },
      welcome: { enabled: true, amount: 10 },
      onboarding: { enabled: false, amount: 99 },
    },
  });
  expect(saved.statusCode).toBe(200);
  // Everyone else out of the way: only the dates each test sets count.
  for (const who of ['ada', 'max', 'eve', 'sam', 'uma', 'gus'] as const) await setDates(who, null, null);
});
afterAll(() => r.t.close());

describe('the daily celebrations job', () => {
  it('runs from the job definitions', async () => {
    at('2027-01-05T09:00:00Z');
    const lastDay = async () =>
      (await inHost<{ day: string }>('acme', sql`select max(day)::text as day from celebration_days`))[0]
        ?.day;
    await runDefinedJob(r.t, 'celebrations-daily', async () => (await lastDay()) === '2027-01-05');
  });

  it('celebrates 29 February on the 28th of a common year, once, with its points once, across instances', async () => {
    await setDates('sam', '02-29', null);
    await setDates('eve', null, '2024-02-29');
    const before = { sam: await r.balances('sam'), eve: await r.balances('eve') };
    at('2027-02-28T09:00:00Z');
    await Promise.all([
      celebrateDueDays(r.t.anotherInstance()),
      celebrateDueDays(r.t.anotherInstance()),
      celebrateDueDays(r.t.services),
    ]);
    expect(await celebrateDueDays(r.t.services)).toBe(0);

    expect(await eventsOf('sam')).toEqual([
      { kind: 'birthday', celebrated_on: '2027-02-28', years: null, points: 25 },
    ]);
    expect(await eventsOf('eve')).toEqual([
      { kind: 'anniversary', celebrated_on: '2027-02-28', years: 3, points: 50 },
    ]);
    expect((await r.balances('sam')).redeemable).toBe(before.sam.redeemable + 25);
    expect((await r.balances('eve')).redeemable).toBe(before.eve.redeemable + 50);
    expect(await celebrationCredits('sam')).toEqual([{ type: 'birthday', amount: 25 }]);
    expect(await r.ledgerMismatches()).toEqual([]);

    // The day after has nothing for them.
    at('2027-03-01T09:00:00Z');
    await celebrateDueDays(r.t.services);
    expect(await eventsOf('sam')).toHaveLength(1);
  });

  it('celebrates on the 29th in a leap year and catches up the missed days after downtime', async () => {
    await setDates('uma', '02-10', null);
    // Down from March 2027 until 29 February 2028: the last 31 days are caught up.
    at('2028-02-29T08:00:00Z');
    const made = await celebrateDueDays(r.t.services);
    expect(made).toBeGreaterThanOrEqual(3);
    expect(await eventsOf('uma')).toEqual([
      { kind: 'birthday', celebrated_on: '2028-02-10', years: null, points: 25 },
    ]);
    expect((await eventsOf('sam')).map((e) => e.celebrated_on)).toEqual(['2027-02-28', '2028-02-29']);
    expect((await eventsOf('eve')).map((e) => [e.celebrated_on, e.years])).toEqual([
      ['2027-02-28', 3],
      ['2028-02-29', 4],
    ]);
    const [days] = await inHost<{ n: number; first: string }>(
      'acme',
      sql`select count(*)::int as n, min(day)::text as first from celebration_days where day > '2027-03-01'`,
    );
    expect(days).toEqual({ n: 31, first: '2028-01-30' });
    expect(await celebrateDueDays(r.t.services)).toBe(0);
    expect(await duplicateKeys('acme')).toEqual([]);
    expect(await celebrationCredits('sam')).toHaveLength(2);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it("turns the day at the tenant's midnight, not UTC's", async () => {
    await setDates('max', '03-02', null);
    await inHost(
      'acme',
      sql`update tenants set time_zone = 'Pacific/Auckland' where id = ${r.tenantIds.acme}`,
    );
    // 10:00 UTC on 1 March is 23:00 in Auckland: still the 1st.
    at('2028-03-01T10:00:00Z');
    await celebrateDueDays(r.t.services);
    expect(await eventsOf('max')).toEqual([]);
    // 12:00 UTC is 01:00 on the 2nd in Auckland; Globex (UTC) is still on the 1st.
    at('2028-03-01T12:00:00Z');
    await celebrateDueDays(r.t.services);
    expect(await eventsOf('max')).toEqual([
      { kind: 'birthday', celebrated_on: '2028-03-02', years: null, points: 25 },
    ]);
    const [globex] = await inHost<{ day: string }>(
      'globex',
      sql`select max(day)::text as day from celebration_days`,
    );
    expect(globex?.day).toBe('2028-03-01');
    await inHost('acme', sql`update tenants set time_zone = 'UTC' where id = ${r.tenantIds.acme}`);
  });

  it('leaves out opted-out members and kinds the tenant does not celebrate; welcomes newcomers', async () => {
    await setDates('sam', '03-05', '2028-03-05');
    await setDates('eve', '03-05', null);
    await setDates('ada', null, '2027-12-06');
    expect(
      (await r.api('eve', 'POST', '/celebration/memberPreferences/my', { optedOut: true })).statusCode,
    ).toBe(200);
    const preferences = (await r.api('ada', 'GET', '/celebration/tenantPreferences')).json();
    await r.api('ada', 'PUT', '/celebration/tenantPreferences', {
      ...preferences,
      celebratedKinds: ['welcome', 'onboarding', 'anniversary', 'other'],
    });
    at('2028-03-05T09:00:00Z');
    await celebrateDueDays(r.t.services);
    const samThatDay = (await eventsOf('sam')).filter((e) => e.celebrated_on === '2028-03-05');
    expect(samThatDay).toEqual([{ kind: 'welcome', celebrated_on: '2028-03-05', years: null, points: 10 }]);
    expect((await eventsOf('eve')).filter((e) => e.celebrated_on === '2028-03-05')).toEqual([]);
    // Onboarding is celebrated, 90 days after 6 December 2027, but gives no points while disabled.
    expect(await eventsOf('ada')).toEqual([
      { kind: 'onboarding', celebrated_on: '2028-03-05', years: null, points: 0 },
    ]);
    await r.api('eve', 'POST', '/celebration/memberPreferences/my', { optedOut: false });
    await r.api('ada', 'PUT', '/celebration/tenantPreferences', preferences);
  });

  it("gives a team's own amount of a celebration source to its members, the largest of their teams", async () => {
    const team = async (name: string, amount: number) => {
      const made = await r.api('ada', 'POST', '/identity/teams', { name });
      expect(made.statusCode).toBe(201);
      const teamId = made.json().id as string;
      expect(
        (await r.api('ada', 'POST', `/identity/teams/${teamId}/members`, { memberIds: [r.ids.max] }))
          .statusCode,
      ).toBe(200);
      return { teamId, amount };
    };
    const set = await r.api('ada', 'PUT', '/points/allocationSources/birthday', {
      enabled: true,
      amount: 25,
      resetFrequency: 'never',
      teams: [await team('Birthday crew', 70), await team('Birthday helpers', 40)],
    });
    expect(set.statusCode).toBe(200);
    await setDates('max', '03-06', null);
    await setDates('ada', '03-06', null);
    at('2028-03-06T09:00:00Z');
    await celebrateDueDays(r.t.services);
    const onTheDay = async (who: Who) =>
      (await eventsOf(who)).filter((event) => event.celebrated_on === '2028-03-06');
    expect(await onTheDay('max')).toEqual([
      { kind: 'birthday', celebrated_on: '2028-03-06', years: null, points: 70 },
    ]);
    // Not in the teams: the tenant's amount.
    expect(await onTheDay('ada')).toEqual([
      { kind: 'birthday', celebrated_on: '2028-03-06', years: null, points: 25 },
    ]);
    expect(await r.ledgerMismatches()).toEqual([]);
    await setDates('max', null, null);
    await setDates('ada', null, null);
  });

  it("keeps each tenant's events and points in that tenant", async () => {
    await setDates('gus', '03-07', null);
    at('2028-03-07T09:00:00Z');
    await celebrateDueDays(r.t.services);
    expect(await eventsOf('gus')).toEqual([
      { kind: 'birthday', celebrated_on: '2028-03-07', years: null, points: 0 },
    ]);
    const seenFromAcme = await inHost(
      'acme',
      sql`select 1 from celebration_events where member_id = ${r.ids.gus}`,
    );
    expect(seenFromAcme).toEqual([]);
    expect(await duplicateKeys('globex')).toEqual([]);
    expect(await r.ledgerMismatches('globex')).toEqual([]);
  });
});
