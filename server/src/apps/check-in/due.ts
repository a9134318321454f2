import { eq, type SQL, sql } from 'drizzle-orm';
import type { CheckInCadence, CheckInDue, CheckInNext } from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { checkInQuestions, tenants } from '../../db/schema.ts';
import { todayIn } from '../celebration/index.ts';
import { categoryAsksSql } from './audience.ts';
import { findCategory, serializeQuestion } from './categories.ts';
import { type Day, periodStart } from './periods.ts';

export async function tenantToday(tx: Tx, tenantId: string, now: Date): Promise<Day> {
  const [tenant] = await tx
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return todayIn(tenant?.timeZone ?? 'UTC', now);
}

/** The first day of category `c`'s period that `today` falls in (periods.ts, in SQL). */
export const periodSql = (today: Day): SQL =>
  sql`(case c.cadence when 'weekly' then date_trunc('week', ${today}::date) when 'monthly' then date_trunc('month', ${today}::date) else date_trunc('quarter', ${today}::date) end)::date`;

export type DueRow = {
  memberId: string;
  categoryId: string;
  categoryName: string;
  cadence: CheckInCadence;
  questionId: string;
  periodStart: string;
};

/**
 * The questions due on `today` (docs/check-in.md): the current versions of the questions of
 * every category that is not archived, has started and asks the member, that the member has
 * neither answered nor skipped in the category's current period; in category and question order.
 */
export async function dueQuestions(
  tx: Tx,
  today: Day,
  filter: { memberId?: string; categoryId?: string } = {},
): Promise<DueRow[]> {
  const period = periodSql(today);
  const rows = rowsOf<DueRow>(
    await tx.execute(sql`
      select m.id as "memberId", c.id as "categoryId", c.name as "categoryName", c.cadence,
        q.id as "questionId", to_char(${period}, 'YYYY-MM-DD') as "periodStart"
      from check_in_categories c
      join check_in_questions q on q.category_id = c.id and q.retired_at is null
      join tenant_members m on ${categoryAsksSql}
      where c.archived_at is null and c.starts_on <= ${today}::date
        ${filter.memberId ? sql`and m.id = ${filter.memberId}` : sql``}
        ${filter.categoryId ? sql`and c.id = ${filter.categoryId}` : sql``}
        and not exists (
          select 1 from check_in_responses r
          where r.member_id = m.id and r.series_id = q.series_id and r.period_start = ${period}
        )
      order by c.position, c.created_at, q.position, q.created_at`),
  );
  return rows;
}

/** The member's categories with questions due, for the home card and the menu. */
export async function dueOf(tx: Tx, memberId: string, today: Day): Promise<CheckInDue> {
  const rows = await dueQuestions(tx, today, { memberId });
  const results: CheckInDue['results'] = [];
  for (const row of rows) {
    const last = results.at(-1);
    if (last?.id === row.categoryId) last.due += 1;
    else results.push({ id: row.categoryId, name: row.categoryName, due: 1 });
  }
  return { total: rows.length, results };
}

/** The member's next due question in a category, or none left this period. */
export async function nextOf(tx: Tx, memberId: string, categoryId: string, today: Day): Promise<CheckInNext> {
  const category = await findCategory(tx, categoryId);
  const rows = await dueQuestions(tx, today, { memberId, categoryId });
  const first = rows[0];
  const [question] = first
    ? await tx.select().from(checkInQuestions).where(eq(checkInQuestions.id, first.questionId))
    : [];
  return {
    category: { id: category.id, name: category.name, cadence: category.cadence },
    question: question ? serializeQuestion(question) : null,
    remaining: rows.length,
    periodStart: periodStart(category.cadence, today),
  };
}
