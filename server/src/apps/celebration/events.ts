import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { celebrationEvents } from '../../db/schema.ts';

export type EventRow = typeof celebrationEvents.$inferSelect;

/**
 * Events others may see: not of a member who opted out since, and a hidden birthday only to its
 * own member (`viewerId`; null: a TV, which is nobody).
 */
export function visibleEvents(viewerId: string | null): SQL {
  const self = viewerId ? sql` and p.member_id <> ${viewerId}` : sql``;
  return sql`not exists (select 1 from celebration_member_preferences p where p.member_id = ${celebrationEvents.memberId}${self} and (p.opted_out or (p.hide_birthday and ${celebrationEvents.kind} = 'birthday')))`;
}

export const ofTeams = (teamIds: string[]): SQL =>
  sql`exists (select 1 from team_members tm where tm.member_id = ${celebrationEvents.memberId} and tm.team_id = any(${`{${teamIds.join(',')}}`}::uuid[]))`;

export type EventFilter = {
  viewerId: string | null;
  teamIds?: string[];
  memberId?: string;
  kinds?: string[];
  before?: { at: Date; id: string } | null;
  since?: string;
};

/** The newest events matching `filter`, by when the job made them. */
export async function latestEvents(tx: Tx, filter: EventFilter, limit: number): Promise<EventRow[]> {
  return tx
    .select()
    .from(celebrationEvents)
    .where(
      and(
        visibleEvents(filter.viewerId),
        filter.teamIds?.length ? ofTeams(filter.teamIds) : undefined,
        filter.memberId ? eq(celebrationEvents.memberId, filter.memberId) : undefined,
        filter.kinds ? inArray(celebrationEvents.kind, filter.kinds as EventRow['kind'][]) : undefined,
        filter.since ? sql`${celebrationEvents.celebratedOn} >= ${filter.since}` : undefined,
        filter.before
          ? sql`(${celebrationEvents.createdAt}, ${celebrationEvents.id}) < (${filter.before.at}, ${filter.before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(celebrationEvents.createdAt), desc(celebrationEvents.id))
    .limit(limit);
}
