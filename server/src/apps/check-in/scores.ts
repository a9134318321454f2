import { sql } from 'drizzle-orm';
import { type CheckInScores, checkInMinimumGroup } from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** An average only from the minimum group up; below it the group's size is all that shows. */
const withheld = (respondents: number, average: number) =>
  respondents >= checkInMinimumGroup ? Math.round(average * 100) / 100 : null;

/**
 * Every question series' scores in a date range (periods starting within it): per period, and per
 * team over the range. Each member answers a series once a period, so a period's answers count
 * its respondents; a team's count over several periods is the smallest of its periods, so a team
 * of four is never shown by adding weeks together (docs/check-ins.md).
 */
export async function scoresIn(tx: Tx, from: string, to: string): Promise<CheckInScores> {
  const periods = rowsOf<{
    seriesId: string;
    categoryId: string;
    categoryName: string;
    text: string;
    kind: 'scale' | 'faces' | 'yesNo';
    periodStart: string;
    respondents: number;
    average: number;
  }>(
    await tx.execute(sql`
      select a.series_id as "seriesId", c.id as "categoryId", c.name as "categoryName",
        (select q.text from check_in_questions q where q.series_id = a.series_id order by q.version desc limit 1) as text,
        (select q.kind from check_in_questions q where q.series_id = a.series_id order by q.version desc limit 1) as kind,
        to_char(a.period_start, 'YYYY-MM-DD') as "periodStart", count(*)::int as respondents, avg(a.value)::float8 as average
      from check_in_answers a join check_in_categories c on c.id = a.category_id
      where a.period_start between ${from}::date and ${to}::date
      group by a.series_id, c.id, c.name, c.position, a.period_start
      order by c.position, c.name,
        (select q.position from check_in_questions q where q.series_id = a.series_id order by q.version desc limit 1),
        a.series_id, a.period_start`),
  );
  const teams = rowsOf<{
    seriesId: string;
    teamId: string;
    teamName: string;
    respondents: number;
    average: number;
  }>(
    await tx.execute(sql`
      with per_period as (
        select a.series_id, t.id as team_id, t.name as team_name, a.period_start, count(*) as n, sum(a.value) as total
        from check_in_answers a join teams t on t.id = any(a.team_ids)
        where a.period_start between ${from}::date and ${to}::date
        group by a.series_id, t.id, t.name, a.period_start
      )
      select series_id as "seriesId", team_id as "teamId", team_name as "teamName",
        min(n)::int as respondents, (sum(total)::float8 / sum(n)) as average
      from per_period group by series_id, team_id, team_name order by team_name`),
  );
  const results: CheckInScores['results'] = [];
  for (const row of periods) {
    let entry = results.at(-1);
    if (entry?.seriesId !== row.seriesId) {
      entry = {
        seriesId: row.seriesId,
        categoryId: row.categoryId,
        categoryName: row.categoryName,
        text: row.text,
        kind: row.kind,
        periods: [],
        teams: teams
          .filter((t) => t.seriesId === row.seriesId)
          .map((t) => ({
            teamId: t.teamId,
            teamName: t.teamName,
            respondents: t.respondents,
            average: withheld(t.respondents, t.average),
          })),
      };
      results.push(entry);
    }
    entry.periods.push({
      periodStart: row.periodStart,
      respondents: row.respondents,
      average: withheld(row.respondents, row.average),
    });
  }
  return { minimumGroup: checkInMinimumGroup, results };
}
