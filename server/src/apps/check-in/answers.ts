import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type checkInAnswerRequest, scaleOf } from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { checkInAnswers, checkInResponses, teamMembers } from '../../db/schema.ts';
import { conflict, forbidden, invalid } from '../../http/errors.ts';
import { inAudience } from './audience.ts';
import { findCategory } from './categories.ts';
import type { Day } from './periods.ts';
import { periodStart } from './periods.ts';
import { findQuestion } from './questions.ts';
import { addToRollups } from './rollups.ts';

type AnswerBody = z.output<typeof checkInAnswerRequest>;

/**
 * A member answers (or, with no body, skips) a due question. The response (who, which series,
 * which period) and the answer (what, with the member's teams, without who) are written apart, in
 * the request's transaction: a refusal leaves neither.
 */
export async function respond(
  tx: Tx,
  who: { tenantId: string; memberId: string },
  questionId: string,
  today: Day,
  answer: AnswerBody | null,
): Promise<string> {
  const question = await findQuestion(tx, questionId);
  const category = await findCategory(tx, question.categoryId);
  if (!(await inAudience(tx, category, who.memberId)))
    throw forbidden('This check-in question is not for you');
  if (category.archivedAt || category.startsOn > today) throw conflict('This check-in question is not due');
  if (answer) {
    const { min, max } = scaleOf(question.kind);
    if (answer.value < min || answer.value > max) {
      throw invalid(
        'value',
        question.kind === 'yesNo' ? 'Answer yes or no' : 'Choose a value from 1 to 5',
        'too_big',
      );
    }
    if (answer.comment && !question.allowComment) throw invalid('comment', 'This question takes no comment');
  }
  const period = periodStart(category.cadence, today);
  const [response] = await tx
    .insert(checkInResponses)
    .values({
      tenantId: who.tenantId,
      memberId: who.memberId,
      categoryId: category.id,
      seriesId: question.seriesId,
      periodStart: period,
      skipped: answer === null,
    })
    .onConflictDoNothing()
    .returning({ id: checkInResponses.id });
  if (!response) throw conflict('This check-in question is not due: you answered it this period');
  if (answer) {
    const teams = await tx
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.memberId, who.memberId));
    await tx.insert(checkInAnswers).values({
      tenantId: who.tenantId,
      categoryId: category.id,
      questionId: question.id,
      seriesId: question.seriesId,
      periodStart: period,
      value: answer.value,
      comment: answer.comment || null,
      teamIds: teams.map((t) => t.teamId),
    });
    await addToRollups(tx, {
      tenantId: who.tenantId,
      categoryId: category.id,
      seriesId: question.seriesId,
      periodStart: period,
      value: answer.value,
      teamIds: teams.map((t) => t.teamId),
    });
  }
  return category.id;
}
