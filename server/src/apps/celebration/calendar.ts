import type { CalendarEntry } from '#shared/contract/celebration';
import type { Tx } from '../../db/client.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { addDays, type Day, daysBetween, occurrencesOn } from './dates.ts';
import { celebratedPeople } from './people.ts';
import { celebrates, tenantPreferencesOf } from './preferences.ts';

export type CalendarScope = { tenantId: string; viewerId: string; teamIds: string[] };

export function daysOf(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; daysBetween(day, to) >= 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The celebrations falling on the days from `from` to `to`, by the same rules the daily job
 * follows, so the calendar shows tomorrow what the job makes tomorrow. Opted-out members never
 * appear; a hidden birthday appears only to its own member. Ordered by day, then name.
 */
export async function calendarEntries(
  tx: Tx,
  scope: CalendarScope,
  from: Day,
  to: Day,
): Promise<CalendarEntry[]> {
  const days = daysOf(from, to);
  const preferences = await tenantPreferencesOf(tx, scope.tenantId);
  const people = await celebratedPeople(tx, scope.tenantId, days, scope.teamIds);
  const found = people.flatMap((person) =>
    days.flatMap((day) =>
      occurrencesOn(day, person)
        .filter((occurrence) => celebrates(preferences, occurrence.kind))
        .filter(
          (occurrence) =>
            occurrence.kind !== 'birthday' || !person.hideBirthday || person.memberId === scope.viewerId,
        )
        .map((occurrence) => ({ day, memberId: person.memberId, ...occurrence })),
    ),
  );
  const members = await memberDisplays(
    tx,
    found.map((entry) => entry.memberId),
  );
  return found
    .flatMap((entry): CalendarEntry[] => {
      const member = members.get(entry.memberId);
      if (!member) return [];
      return [
        {
          id: `${entry.memberId}:${entry.kind}:${entry.day}`,
          type: entry.kind,
          celebratedOn: entry.day,
          years: preferences.showYear ? entry.years : null,
          member,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.celebratedOn.localeCompare(b.celebratedOn) ||
        a.member.lastName.localeCompare(b.member.lastName) ||
        a.id.localeCompare(b.id),
    );
}
