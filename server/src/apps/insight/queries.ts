import { type SQL, sql } from 'drizzle-orm';
import type { Insight } from '#shared/contract/insight';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../http/errors.ts';
import type { InsightScope } from './access.ts';

type Row = Omit<Insight, 'subject' | 'createdAt'> & {
  subjectKind: Insight['subject']['kind'];
  subjectId: string;
  subjectName: string | null;
  createdAt: Date | string;
};

const priorityOrder = sql`case i.priority when 'high' then 0 when 'medium' then 1 else 2 end`;

/** A snooze ends on its day: the insight is open again. */
const effectiveStatus = (today: string) =>
  sql`case when i.status = 'snoozed' and i.snoozed_until <= ${today}::date then 'open' else i.status end`;

async function select(tx: Tx, today: string, where: SQL): Promise<Insight[]> {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select i.id, i.rule, i.priority, ${effectiveStatus(today)} as status,
        to_char(i.snoozed_until, 'YYYY-MM-DD') as "snoozedUntil", i.subject_kind as "subjectKind",
        i.subject_id as "subjectId", i.evidence, i.action_path as "actionPath",
        to_char(i.raised_on, 'YYYY-MM-DD') as "raisedOn", to_char(i.seen_on, 'YYYY-MM-DD') as "seenOn",
        i.created_at as "createdAt",
        coalesce(
          (select trim(m.first_name || ' ' || m.last_name) from tenant_members m where m.id = i.subject_id),
          (select t.name from teams t where t.id = i.subject_id),
          (select c.name from check_in_categories c where c.id = i.subject_id)
        ) as "subjectName"
      from insights i where ${where}
      order by ${priorityOrder}, i.raised_on desc, i.id`),
  );
  return rows.map(({ subjectKind, subjectId, subjectName, createdAt, ...row }) => ({
    ...row,
    subject: { kind: subjectKind, id: subjectId, name: subjectName ?? '' },
    createdAt: new Date(createdAt).toISOString(),
  }));
}

/** A manager reads only member insights about their own reports. */
const scopeSql = (scope: Exclude<InsightScope, null>) =>
  scope.all ? sql`true` : sql`i.subject_kind = 'member' and i.manager_id = ${scope.managerId}`;

export function listInsights(
  tx: Tx,
  scope: Exclude<InsightScope, null>,
  today: string,
  status: 'open' | 'dismissed' | 'snoozed',
): Promise<Insight[]> {
  return select(tx, today, sql`${scopeSql(scope)} and ${effectiveStatus(today)} = ${status}`);
}

export async function countOpen(tx: Tx, scope: Exclude<InsightScope, null>, today: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from insights i where ${scopeSql(scope)} and ${effectiveStatus(today)} = 'open'`,
    ),
  );
  return row?.n ?? 0;
}

/** One insight the scope may read (404 otherwise, as for another tenant's). */
export async function findInsight(tx: Tx, scope: Exclude<InsightScope, null>, today: string, id: string) {
  const [found] = await select(tx, today, sql`${scopeSql(scope)} and i.id = ${id}`);
  if (!found) throw notFound('This insight does not exist');
  return found;
}
