import { and, eq, sql } from 'drizzle-orm';
import { type AutomaticCelebrationKind, automaticCelebrationKinds } from '#shared/contract/celebration';
import type { Tx } from '../../db/client.ts';
import { celebrationDays, celebrationEvents } from '../../db/schema.ts';
import { credit } from '../../kernel/points/ledger.ts';
import { teamAmountsOf } from '../points/index.ts';
import { type Day, occurrencesOn } from './dates.ts';
import { celebratedPeople } from './people.ts';
import { celebrates, tenantPreferencesOf } from './preferences.ts';

export type CelebrationEvent = {
  id: string;
  memberId: string;
  kind: AutomaticCelebrationKind;
  celebratedOn: Day;
  years: number | null;
  points: number;
};

/** Rows per INSERT: far below PostgreSQL's parameter limit. */
const insertBatch = 1000;

/**
 * Celebrates one day of a tenant inside its transaction: makes the day's events, credits their
 * points to the members' redeemable accounts, and returns what it made. Exactly once, twice over:
 * the (tenant, day) key of celebration_days is claimed first, so a second run (another instance,
 * a retry) waits for the first transaction and then finds the day taken and returns null; and
 * every event has its (tenant, member, kind, day) key, so even a day claimed again after its row
 * was lost cannot make an event, or credit its points, twice. Points are credited only for
 * events this call inserted, in the same transaction as the insert.
 */
export async function celebrateDay(tx: Tx, tenantId: string, day: Day): Promise<CelebrationEvent[] | null> {
  const claimed = await tx
    .insert(celebrationDays)
    .values({ tenantId, day, events: 0 })
    .onConflictDoNothing()
    .returning({ day: celebrationDays.day });
  if (claimed.length === 0) return null;

  const preferences = await tenantPreferencesOf(tx, tenantId);
  const people = await celebratedPeople(tx, tenantId, [day]);
  const teamAmounts = await teamAmountsOf(tx, tenantId, automaticCelebrationKinds);
  // A member's teams may give another amount than the tenant's, while the source is enabled.
  const pointsFor = (kind: AutomaticCelebrationKind, memberId: string) => {
    const source = preferences.points[kind];
    return source.enabled ? (teamAmounts.get(`${kind}:${memberId}`) ?? source.amount) : 0;
  };
  const wanted = people.flatMap((person) =>
    occurrencesOn(day, person)
      .filter((occurrence) => celebrates(preferences, occurrence.kind))
      .map((occurrence) => ({
        tenantId,
        memberId: person.memberId,
        kind: occurrence.kind,
        celebratedOn: day,
        years: occurrence.years,
        points: pointsFor(occurrence.kind, person.memberId),
      })),
  );
  const created: CelebrationEvent[] = [];
  for (let i = 0; i < wanted.length; i += insertBatch) {
    const rows = await tx
      .insert(celebrationEvents)
      .values(wanted.slice(i, i + insertBatch))
      .onConflictDoNothing()
      .returning({
        id: celebrationEvents.id,
        memberId: celebrationEvents.memberId,
        kind: celebrationEvents.kind,
        celebratedOn: celebrationEvents.celebratedOn,
        years: celebrationEvents.years,
        points: celebrationEvents.points,
      });
    created.push(...rows);
  }

  for (const kind of new Set(created.map((event) => event.kind))) {
    const shares = created
      .filter((event) => event.kind === kind && event.points > 0)
      .map((event) => ({ memberId: event.memberId, amount: event.points }));
    if (shares.length > 0) await credit(tx, tenantId, shares, 'redeemable', kind);
  }
  await tx
    .update(celebrationDays)
    .set({ events: created.length })
    .where(and(eq(celebrationDays.tenantId, tenantId), eq(celebrationDays.day, day)));
  return created;
}

/** The latest day the job finished for a tenant, or null before its first run. */
export async function lastCelebratedDay(tx: Tx, tenantId: string): Promise<Day | null> {
  const [row] = await tx
    .select({ day: sql<string | null>`max(${celebrationDays.day})::text` })
    .from(celebrationDays)
    .where(eq(celebrationDays.tenantId, tenantId));
  return row?.day ?? null;
}
