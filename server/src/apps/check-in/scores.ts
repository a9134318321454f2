import { sql } from 'drizzle-orm';
import { type CheckInScores, checkInMinimumGroup } from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** An average only from the minimum group up; below it the group's size is all that shows. */
const withheld = (respondents: number, average: number) =>
  respondents >= checkInMinimumGroup ? Math.round(average * 100) / 100 : null;

/**
 * Every question series' scores in a date range (periods starting within it), from the roll-ups:
 * per period, and per team over the range. Each member answers a series once a period, so a period's answers count
 * its respondents; a team's count over several periods is the smallest of its periods, so a team
 * of four is never shown by adding weeks together (docs/check-in.md).
 */
export async function scoresIn(tx: Tx, from: string, to: string): Promise<CheckInScores> {
  const latest = (column: 'text' | 'kind' | 'position') =>
    sql.raw(
      `(select q.${column} from check_in_questions q where q.series_id = r.series_id order by q.version desc limit 1)`,
    );
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
      select r.series_id as "seriesId", c.id as "categoryId", c.name as "categoryName",
        ${latest('text')} as text, ${latest('kind')} as kind,
        to_char(r.period_start, 'YYYY-MM-DD') as "periodStart", r.respondents,
        (r.total::float8 / r.respondents) as average
      from check_in_rollups r join check_in_categories c on c.id = r.category_id
      where r.scope = 'category' and r.period_start between ${from}::date and ${to}::date
      order by c.position, c.name, ${latest('position')}, r.series_id, r.period_start`),
  );
  const teams = rowsOf<{
    seriesId: string;
    teamId: string;
    teamName: string;
    respondents: number;
    average: number;
  }>(
    await tx.execute(sql`
      select r.series_id as "seriesId", t.id as "teamId", t.name as "teamName",
        min(r.respondents)::int as respondents, (sum(r.total)::float8 / sum(r.respondents)) as average
      from check_in_rollups r join teams t on t.id = r.scope_id
      where r.scope = 'team' and r.period_start between ${from}::date and ${to}::date
      group by r.series_id, t.id, t.name order by t.name`),
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
