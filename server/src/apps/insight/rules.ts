import { sql } from 'drizzle-orm';
import { checkInMinimumGroup } from '#shared/contract/check-in';
import type { InsightPriority, InsightRule } from '#shared/contract/insight';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** What a rule raises: one per subject; the job keeps it until the rule stops holding. */
export type Candidate = {
  rule: InsightRule;
  subjectKind: 'member' | 'team' | 'category';
  subjectId: string;
  managerId: string | null;
  priority: InsightPriority;
  evidence: Record<string, unknown>;
  actionPath: string;
};

/** The thresholds of docs/insight.md. */
export const insightThresholds = {
  notRecognisedDays: 45,
  notRecognisedHighDays: 90,
  notRecognisingDays: 45,
  droppedRecentDays: 21,
  droppedEarlierDays: 60,
  droppedEarlierAtLeast: 2,
  reportsNotRecognisedDays: 30,
  scoreDropPoints: 1,
  scoreDropWeeks: 4,
};
const t = insightThresholds;

/** Active members who have been with the company at least `days` (start date, else since added). */
const tenured = (days: number, today: string) => sql`
  m.suspended_at is null and m.invitation_status = 'joined'
  and coalesce(
    case when m.public_staff_profile->>'startDate' ~ '^\\d{4}-\\d{2}-\\d{2}$' then (m.public_staff_profile->>'startDate')::date end,
    m.created_at::date
  ) <= ${today}::date - ${days}::int`;

const published = sql`r.status = 'published' and r.removed_at is null`;

/** Days since a member last received (or sent) a recognition, null for never. */
async function quietMembers(tx: Tx, today: string, days: number, side: 'received' | 'sent') {
  const last =
    side === 'received'
      ? sql`(select max(r.published_at) from recognitions r join recognition_recipients rr on rr.recognition_id = r.id where rr.member_id = m.id and ${published})`
      : sql`(select max(r.published_at) from recognitions r where r.sender_id = m.id and ${published})`;
  return rowsOf<{ id: string; managerId: string | null; days: number | null }>(
    await tx.execute(sql`
      select m.id, m.manager_id as "managerId", (${today}::date - (x.last)::date)::int as days
      from tenant_members m cross join lateral (select ${last} as last) x
      where ${tenured(days, today)} and (x.last is null or x.last::date < ${today}::date - ${days}::int)
      order by m.id`),
  );
}

/** Members not recognised for 45 days (high from 90 or never), for their manager and admins. */
async function notRecognised(tx: Tx, today: string): Promise<Candidate[]> {
  return (await quietMembers(tx, today, t.notRecognisedDays, 'received')).map((m) => ({
    rule: 'notRecognised',
    subjectKind: 'member',
    subjectId: m.id,
    managerId: m.managerId,
    priority: m.days === null || m.days >= t.notRecognisedHighDays ? 'high' : 'medium',
    evidence: { days: m.days },
    actionPath: `/profile/${m.id}`,
  }));
}

/** Members who stopped recognising others for 45 days: an early sign of withdrawal. */
async function notRecognising(tx: Tx, today: string): Promise<Candidate[]> {
  return (await quietMembers(tx, today, t.notRecognisingDays, 'sent')).map((m) => ({
    rule: 'notRecognising',
    subjectKind: 'member',
    subjectId: m.id,
    managerId: m.managerId,
    priority: 'low',
    evidence: { days: m.days },
    actionPath: `/profile/${m.id}`,
  }));
}

/**
 * Members who used to recognize others (two or more in the 60 days before the last 21) and sent
 * none in the last 21 days: a drop in someone's own activity, before it turns into silence.
 */
async function recognitionDropped(tx: Tx, today: string): Promise<Candidate[]> {
  const recent = sql`${today}::date - ${t.droppedRecentDays}::int`;
  const earlier = sql`${today}::date - ${t.droppedRecentDays + t.droppedEarlierDays}::int`;
  const rows = rowsOf<{ id: string; managerId: string | null; before: number }>(
    await tx.execute(sql`
      select m.id, m.manager_id as "managerId",
        count(*) filter (where r.published_at::date >= ${earlier} and r.published_at::date < ${recent})::int as before
      from tenant_members m join recognitions r on r.sender_id = m.id and ${published}
      where m.suspended_at is null and m.invitation_status = 'joined'
      group by m.id, m.manager_id
      having count(*) filter (where r.published_at::date >= ${earlier} and r.published_at::date < ${recent}) >= ${t.droppedEarlierAtLeast}::int
        and count(*) filter (where r.published_at::date >= ${recent}) = 0
      order by m.id`),
  );
  return rows.map((m) => ({
    rule: 'recognitionDropped',
    subjectKind: 'member',
    subjectId: m.id,
    managerId: m.managerId,
    priority: 'low',
    evidence: { before: m.before, days: t.droppedRecentDays },
    actionPath: `/profile/${m.id}`,
  }));
}

/** Managers none of whose active reports received a recognition in 30 days. */
async function reportsNotRecognised(tx: Tx, today: string): Promise<Candidate[]> {
  const rows = rowsOf<{ id: string; managerId: string | null; reports: number }>(
    await tx.execute(sql`
      select boss.id, boss.manager_id as "managerId", count(m.id)::int as reports
      from tenant_members boss join tenant_members m on m.manager_id = boss.id
      where boss.suspended_at is null and m.suspended_at is null and m.invitation_status <> 'archived'
      group by boss.id, boss.manager_id
      having not exists (
        select 1 from recognitions r join recognition_recipients rr on rr.recognition_id = r.id
        join tenant_members m2 on m2.id = rr.member_id
        where m2.manager_id = boss.id and ${published}
          and r.published_at::date >= ${today}::date - ${t.reportsNotRecognisedDays}::int
      )
      order by boss.id`),
  );
  return rows.map((m) => ({
    rule: 'reportsNotRecognised',
    subjectKind: 'member',
    subjectId: m.id,
    managerId: m.managerId,
    priority: 'medium',
    evidence: { reports: m.reports, days: t.reportsNotRecognisedDays },
    actionPath: `/profile/${m.id}`,
  }));
}

/**
 * A 1–5 question whose average fell by a point or more between the last finished week and four
 * weeks before it, for a team, or for the category's whole audience, when both weeks had at least
 * five respondents. Weekly categories only: their weeks make the four-week comparison.
 */
async function scoreDrops(tx: Tx, today: string): Promise<Candidate[]> {
  const rows = rowsOf<{
    kind: 'team' | 'category';
    subjectId: string;
    question: string;
    before: number;
    after: number;
    respondents: number;
  }>(
    await tx.execute(sql`
      with weeks as (
        select date_trunc('week', ${today}::date)::date - 7 as last,
               date_trunc('week', ${today}::date)::date - 7 * (1 + ${t.scoreDropWeeks}::int) as earlier
      ),
      scored as (
        select r.scope as kind, r.scope_id as subject_id, r.series_id,
          sum(r.total) filter (where r.period_start = w.earlier)::float8
            / nullif(sum(r.respondents) filter (where r.period_start = w.earlier), 0) as before,
          sum(r.total) filter (where r.period_start = w.last)::float8
            / nullif(sum(r.respondents) filter (where r.period_start = w.last), 0) as after,
          coalesce(sum(r.respondents) filter (where r.period_start = w.earlier), 0)::int as n_before,
          coalesce(sum(r.respondents) filter (where r.period_start = w.last), 0)::int as n_after
        from check_in_rollups r cross join weeks w
        join check_in_categories c on c.id = r.category_id
        where r.period_start in (w.earlier, w.last) and c.cadence = 'weekly' and c.archived_at is null
          and (select q.kind from check_in_questions q where q.series_id = r.series_id order by q.version desc limit 1) <> 'yesNo'
        group by r.scope, r.scope_id, r.series_id
      )
      select s.kind, s.subject_id as "subjectId",
        (select q.text from check_in_questions q where q.series_id = s.series_id order by q.version desc limit 1) as question,
        round(s.before::numeric, 2)::float8 as before, round(s.after::numeric, 2)::float8 as after,
        least(s.n_before, s.n_after) as respondents
      from scored s
      where s.n_before >= ${checkInMinimumGroup}::int and s.n_after >= ${checkInMinimumGroup}::int
        and s.before - s.after >= ${t.scoreDropPoints}::float8
      order by s.kind, s.subject_id, question`),
  );
  // One insight per subject: the question that fell most.
  const bySubject = new Map<string, Candidate>();
  for (const row of rows) {
    const existing = bySubject.get(row.subjectId);
    const drop = row.before - row.after;
    if (existing && (existing.evidence.before as number) - (existing.evidence.after as number) >= drop)
      continue;
    bySubject.set(row.subjectId, {
      rule: 'scoreDrop',
      subjectKind: row.kind,
      subjectId: row.subjectId,
      managerId: null,
      priority: 'high',
      evidence: {
        question: row.question,
        before: row.before,
        after: row.after,
        respondents: row.respondents,
      },
      actionPath: row.kind === 'team' ? `/team/${row.subjectId}` : '/analytics/dashboards',
    });
  }
  return [...bySubject.values()];
}

/** Every rule's candidates for a tenant on `today` (set on the transaction). */
export async function candidatesOf(tx: Tx, today: string): Promise<Candidate[]> {
  const silent = await notRecognising(tx, today);
  const quiet = new Set(silent.map((c) => c.subjectId));
  return [
    ...(await scoreDrops(tx, today)),
    ...(await reportsNotRecognised(tx, today)),
    ...(await notRecognised(tx, today)),
    ...silent,
    // Someone who has gone silent is raised once, as silent.
    ...(await recognitionDropped(tx, today)).filter((c) => !quiet.has(c.subjectId)),
  ];
}
