import { type SQL, sql } from 'drizzle-orm';
import { onboardingAfterDays } from '#shared/contract/celebration';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { addDays, type Day, monthDaysOn, type PersonDates } from './dates.ts';

export type CelebratedPerson = PersonDates & { memberId: string; hideBirthday: boolean };

const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/**
 * Active members who have not opted out and may have a celebration on one of `days`: their
 * birthday and start date from the HR record where it has them, else from their profile. The SQL
 * only narrows by month-day and start date; occurrencesOn (dates.ts) decides, so the rules live
 * in one place. Optionally only members of some teams.
 */
export async function celebratedPeople(
  tx: Tx,
  tenantId: string,
  days: Day[],
  teamIds: string[] = [],
): Promise<CelebratedPerson[]> {
  if (days.length === 0) return [];
  const monthDays = [...new Set(days.flatMap(monthDaysOn))];
  const starts = [...new Set(days.flatMap((day) => [day, addDays(day, -onboardingAfterDays)]))];
  const inTeams: SQL = teamIds.length
    ? sql`and exists (select 1 from team_members tm where tm.member_id = m.id and tm.team_id = any(${`{${teamIds.join(',')}}`}::uuid[]))`
    : sql``;
  const rows = rowsOf<{
    member_id: string;
    birthday: string | null;
    start_date: string | null;
    hide_birthday: boolean;
  }>(
    await tx.execute(sql`
      select member_id, birthday, start_date, hide_birthday from (
        select m.id as member_id,
               coalesce(sr.birthday, m.public_staff_profile->>'birthday') as birthday,
               coalesce(sr.start_date::text, m.public_staff_profile->>'startDate') as start_date,
               coalesce(p.hide_birthday, false) as hide_birthday
          from tenant_members m
          -- One scan and a hash join: a lateral lookup per member goes quadratic under RLS.
          left join (
            select distinct on (s.member_id) s.member_id, s.birthday, s.start_date
              from staff_records s
             where s.tenant_id = ${tenantId} and s.member_id is not null
             order by s.member_id, s.updated_at desc
          ) sr on sr.member_id = m.id
          left join celebration_member_preferences p on p.member_id = m.id
         where m.tenant_id = ${tenantId} and m.suspended_at is null and m.invitation_status <> 'archived'
           and coalesce(p.opted_out, false) = false
           ${inTeams}
      ) people
      where right(birthday, 5) = any(${textArray(monthDays)})
         or right(start_date, 5) = any(${textArray(monthDays)})
         or start_date = any(${textArray(starts)})`),
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    birthday: row.birthday,
    startDate: row.start_date,
    hideBirthday: row.hide_birthday,
  }));
}
