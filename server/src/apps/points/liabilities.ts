import { sql } from 'drizzle-orm';
import type { LiabilitiesReport } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { zonedMidnight } from './allocation-reset.ts';
import { pointsMoneyOf, worth } from './money.ts';

export type Interval = 'month' | 'week';
/** A report longer than this many periods is refused (a 400): ten years of months, two of weeks. */
export const maxPeriods = 120;

const day = (date: Date) => date.toISOString().slice(0, 10);
const parse = (value: string) => new Date(`${value}T00:00:00Z`);

/** The first day of the period a day falls in: the first of its month, or the Monday of its week. */
export function periodOf(value: string, interval: Interval): string {
  const date = parse(value);
  if (interval === 'month') return day(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  const back = (date.getUTCDay() + 6) % 7;
  return day(new Date(date.getTime() - back * 86_400_000));
}

/** The periods from the one `from` falls in to the one `to` falls in, by their first days. */
export function periodsBetween(from: string, to: string, interval: Interval): string[] {
  const periods: string[] = [];
  let current = parse(periodOf(from, interval));
  const last = parse(periodOf(to, interval));
  while (current <= last && periods.length <= maxPeriods) {
    periods.push(day(current));
    current =
      interval === 'month'
        ? new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() + 1, 1))
        : new Date(current.getTime() + 7 * 86_400_000);
  }
  return periods;
}

/** A day is summed once it ended this long ago: a transaction still open at midnight has committed by then. */
export const closedMarginMs = 60 * 60 * 1000;

const addDays = (value: string, days: number) => day(new Date(parse(value).getTime() + days * 86_400_000));
const localDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const startOf = (value: string, timeZone: string) => {
  const date = parse(value);
  return zonedMidnight(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), timeZone);
};

type Sums = { net: number; earned: number; redeemed: number; expired: number };
type DayRow = {
  day: string;
  net: string | number;
  earned: string | number;
  redeemed: string | number;
  expired: string | number;
};

/** The redeemable ledger rows in [from, to) summed per local day: one aggregate. */
async function sumDays(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  from: Date,
  to: Date | null,
): Promise<DayRow[]> {
  // The account ids as one array (a hashed `= any` filter): joining points_accounts let the planner
  // pick a nested loop that walked the date range once per account.
  const accounts = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from points_accounts where tenant_id = ${tenantId} and type = 'redeemable'`,
    ),
  );
  if (accounts.length === 0) return [];
  const ids = `{${accounts.map((row) => row.id).join(',')}}`;
  return rowsOf<DayRow>(
    await tx.execute(sql`
      select to_char((t.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
             sum(t.amount)::bigint as net,
             coalesce(sum(t.amount) filter (where t.amount > 0 and t.type <> 'refund'), 0)::bigint as earned,
             coalesce(-sum(t.amount) filter (where t.type in ('redeem', 'refund')), 0)::bigint as redeemed,
             coalesce(-sum(t.amount) filter (where t.type = 'expire_redeemable'), 0)::bigint as expired
        from points_transactions t
       where t.tenant_id = ${tenantId} and t.created_at >= ${from.toISOString()}
         ${to ? sql`and t.created_at < ${to.toISOString()}` : sql``}
         and t.account_id = any(${ids}::uuid[])
       group by 1`),
  );
}

/**
 * Makes sure every closed day from `fromDay` on is in points_liability_days (summed in the
 * tenant's current time zone; days summed in another zone are dropped and summed again). Ledger
 * rows are only ever appended at the time they are written, so a closed day's sums never change.
 * Returns the last closed day.
 */
export async function rollUpDays(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  fromDay: string,
  now: Date,
): Promise<string> {
  const lastClosed = addDays(localDay(new Date(now.getTime() - closedMarginMs), timeZone), -1);
  if (fromDay > lastClosed) return lastClosed;
  await tx.execute(
    sql`delete from points_liability_days where tenant_id = ${tenantId} and time_zone <> ${timeZone}`,
  );
  const stored = rowsOf<{ day: string }>(
    await tx.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day from points_liability_days
       where tenant_id = ${tenantId} and day between ${fromDay}::date and ${lastClosed}::date`),
  );
  const have = new Set(stored.map((row) => row.day));
  const missing: string[] = [];
  for (let current = fromDay; current <= lastClosed; current = addDays(current, 1)) {
    if (!have.has(current)) missing.push(current);
  }
  if (missing.length === 0) return lastClosed;
  const first = missing[0] as string;
  const last = missing[missing.length - 1] as string;
  const sums = new Map(
    (
      await sumDays(tx, tenantId, timeZone, startOf(first, timeZone), startOf(addDays(last, 1), timeZone))
    ).map((row) => [row.day, row]),
  );
  const column = (pick: (row: DayRow | undefined) => string | number) =>
    `{${missing.map((value) => Number(pick(sums.get(value)) ?? 0)).join(',')}}`;
  await tx.execute(sql`
    insert into points_liability_days (tenant_id, day, time_zone, net, earned, redeemed, expired)
    select ${tenantId}, d.day, ${timeZone}, d.net, d.earned, d.redeemed, d.expired
      from unnest(${`{${missing.join(',')}}`}::date[], ${column((row) => row?.net ?? 0)}::bigint[],
                  ${column((row) => row?.earned ?? 0)}::bigint[], ${column((row) => row?.redeemed ?? 0)}::bigint[],
                  ${column((row) => row?.expired ?? 0)}::bigint[]) as d(day, net, earned, redeemed, expired)
    on conflict (tenant_id, day) do nothing`);
  return lastClosed;
}

/**
 * What the company owes in redeemable points at the end of each period (tenant time zone), and
 * what was earned, redeemed and expired in it. The outstanding amount is today's sum of redeemable
 * balances less the ledger's net movement after the period ended, so only movement from the first
 * period on is read: closed days from points_liability_days (summed once, by rollUpDays), the
 * open day and a half since from the ledger itself.
 */
export async function liabilities(
  tx: Tx,
  tenantId: string,
  query: { from: string; to: string; interval: Interval },
  now: Date,
): Promise<LiabilitiesReport> {
  const { timeZone, currency, pointValue } = await pointsMoneyOf(tx, tenantId);
  const periods = periodsBetween(query.from, query.to, query.interval);
  const firstDay = periods[0] as string;
  const lastClosed = await rollUpDays(tx, tenantId, timeZone, firstDay, now);
  const [current] = rowsOf<{ total: string | number }>(
    await tx.execute(sql`
      select coalesce(sum(balance), 0)::bigint as total from points_accounts
       where tenant_id = ${tenantId} and type = 'redeemable'`),
  );
  const closed = rowsOf<DayRow>(
    await tx.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, net, earned, redeemed, expired from points_liability_days
       where tenant_id = ${tenantId} and day >= ${firstDay}::date and day <= ${lastClosed}::date`),
  );
  const openFrom = firstDay > lastClosed ? firstDay : addDays(lastClosed, 1);
  const open = await sumDays(tx, tenantId, timeZone, startOf(openFrom, timeZone), null);
  const byPeriod = new Map<string, Sums>();
  const lastPeriod = periods[periods.length - 1] as string;
  let after = 0;
  for (const row of [...closed, ...open]) {
    const period = periodOf(row.day, query.interval);
    if (period > lastPeriod) {
      after += Number(row.net);
      continue;
    }
    const sums = byPeriod.get(period) ?? { net: 0, earned: 0, redeemed: 0, expired: 0 };
    sums.net += Number(row.net);
    sums.earned += Number(row.earned);
    sums.redeemed += Number(row.redeemed);
    sums.expired += Number(row.expired);
    byPeriod.set(period, sums);
  }
  const outstandingNow = Number(current?.total ?? 0);
  const results = [];
  for (let index = periods.length - 1; index >= 0; index -= 1) {
    const period = periods[index] as string;
    const sums = byPeriod.get(period);
    const outstanding = outstandingNow - after;
    results.unshift({
      period,
      outstanding,
      value: worth(outstanding, pointValue),
      earned: sums?.earned ?? 0,
      redeemed: sums?.redeemed ?? 0,
      expired: sums?.expired ?? 0,
    });
    after += sums?.net ?? 0;
  }
  return {
    currency,
    pointValue,
    outstanding: outstandingNow,
    value: worth(outstandingNow, pointValue),
    results,
  };
}
