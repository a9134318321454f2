import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { todayIn } from '../apps/celebration/dates.ts';
import { addDays, periodStart } from '../apps/check-in/periods.ts';
import { rebuildRollups } from '../apps/check-in/rollups.ts';
import type { Tx } from '../db/client.ts';
import {
  checkInAnswers,
  checkInCategories,
  checkInQuestions,
  checkInResponses,
  teamMembers,
  tenants,
} from '../db/schema.ts';

/** The five Acme members who answer, and their workload answers of the last eight weeks, oldest first. */
const workload: Record<string, number[]> = {
  'ada@acme.test': [4, 4, 4, 3, 4, 3, 3, 3],
  'max@acme.test': [4, 4, 3, 3, 3, 3, 2, 2],
  'eve@acme.test': [5, 4, 4, 4, 3, 3, 3, 2],
  'sam@acme.test': [4, 4, 4, 4, 3, 3, 2, 2],
  'uma@kudos.test': [4, 5, 4, 4, 4, 3, 3, 3],
};
/** Whether each felt recognised, week by week (1 yes, 0 no). */
const recognised: Record<string, number[]> = {
  'ada@acme.test': [1, 1, 1, 1, 0, 1, 1, 0],
  'max@acme.test': [1, 1, 0, 1, 1, 0, 1, 1],
  'eve@acme.test': [1, 1, 1, 1, 1, 1, 1, 1],
  'sam@acme.test': [1, 0, 1, 0, 0, 1, 0, 0],
  'uma@kudos.test': [0, 1, 1, 0, 1, 1, 0, 1],
};

/**
 * Acme's "Wellbeing" check-in (issue 28), relative to the day the demo data is made: weekly, for
 * everyone, with eight finished weeks of answers from five members so the dashboards and an
 * insight show at once. This week everyone but eve answered both questions; eve answered one, so
 * one question is due for her today.
 */
export async function seedDemoCheckIns(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  const [acme] = await tx
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const thisWeek = periodStart('weekly', todayIn(acme?.timeZone ?? 'UTC', now));
  const [category] = await tx
    .insert(checkInCategories)
    .values({
      tenantId,
      name: 'Wellbeing',
      cadence: 'weekly',
      startsOn: addDays(thisWeek, -8 * 7),
      everyone: true,
    })
    .returning({ id: checkInCategories.id });
  const categoryId = category?.id as string;
  const [workloadQuestion, recognisedQuestion] = await tx
    .insert(checkInQuestions)
    .values([
      {
        tenantId,
        categoryId,
        seriesId: randomUUID(),
        kind: 'scale' as const,
        text: 'How manageable was your workload this week?',
        lowLabel: 'Not at all',
        highLabel: 'Completely',
        allowComment: true,
        position: 0,
      },
      {
        tenantId,
        categoryId,
        seriesId: randomUUID(),
        kind: 'yesNo' as const,
        text: 'Do you feel recognised for your work?',
        position: 1,
      },
    ])
    .returning();
  const questions = [
    { question: workloadQuestion, values: workload },
    { question: recognisedQuestion, values: recognised },
  ];
  for (const [email, weeks] of Object.entries(workload)) {
    const memberId = memberIds.get(`acme:${email}`) as string;
    const teamIds = (
      await tx
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.memberId, memberId))
    ).map((t) => t.teamId);
    for (let week = 0; week <= weeks.length; week++) {
      const period = addDays(thisWeek, (week - weeks.length) * 7);
      for (const { question, values } of questions) {
        if (!question) continue;
        // This week: eve has not answered the workload question yet.
        if (week === weeks.length && email === 'eve@acme.test' && question === workloadQuestion) continue;
        const value = values[email]?.[Math.min(week, weeks.length - 1)] as number;
        await tx.insert(checkInResponses).values({
          tenantId,
          memberId,
          categoryId,
          seriesId: question.seriesId,
          periodStart: period,
          skipped: false,
        });
        await tx.insert(checkInAnswers).values({
          tenantId,
          categoryId,
          questionId: question.id,
          seriesId: question.seriesId,
          periodStart: period,
          value,
          teamIds,
        });
      }
    }
  }
  await rebuildRollups(tx, tenantId);
}
