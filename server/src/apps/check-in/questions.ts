import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type checkInQuestionRequest, scaleOf } from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { checkInQuestions } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { findCategory } from './categories.ts';

type QuestionBody = z.output<typeof checkInQuestionRequest>;
type QuestionRow = typeof checkInQuestions.$inferSelect;

/** Labels belong to the 1–5 scale; faces and yes/no have their own. */
const labelsOf = (body: QuestionBody) =>
  body.kind === 'scale'
    ? { lowLabel: body.lowLabel || null, highLabel: body.highLabel || null }
    : { lowLabel: null, highLabel: null };

/** The current version of a question (404 for a retired one, or another tenant's). */
export async function findQuestion(tx: Tx, id: string): Promise<QuestionRow> {
  const [row] = await tx
    .select()
    .from(checkInQuestions)
    .where(and(eq(checkInQuestions.id, id), isNull(checkInQuestions.retiredAt)));
  if (!row) throw notFound('This check-in question does not exist');
  return row;
}

export async function addQuestion(tx: Tx, tenantId: string, categoryId: string, body: QuestionBody) {
  await findCategory(tx, categoryId);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${checkInQuestions.position}), -1)::int` })
    .from(checkInQuestions)
    .where(and(eq(checkInQuestions.categoryId, categoryId), isNull(checkInQuestions.retiredAt)));
  await tx.insert(checkInQuestions).values({
    tenantId,
    categoryId,
    seriesId: randomUUID(),
    kind: body.kind,
    text: body.text,
    ...labelsOf(body),
    allowComment: body.allowComment,
    position: (last?.position ?? -1) + 1,
  });
}

/**
 * An edit retires the current version and adds the next one in its place: answers already given
 * keep the wording they answered, and a member who answered this period is not asked again.
 */
export async function editQuestion(tx: Tx, id: string, body: QuestionBody): Promise<string> {
  const current = await findQuestion(tx, id);
  if (current.kind !== body.kind && scaleOf(current.kind).max !== scaleOf(body.kind).max) {
    // A scale's averages cannot be compared with yes/no shares: that is a new question.
    throw invalid('kind', 'A yes/no question cannot become a scale or back; add a new question instead');
  }
  await tx.update(checkInQuestions).set({ retiredAt: new Date() }).where(eq(checkInQuestions.id, id));
  await tx.insert(checkInQuestions).values({
    tenantId: current.tenantId,
    categoryId: current.categoryId,
    seriesId: current.seriesId,
    version: current.version + 1,
    kind: body.kind,
    text: body.text,
    ...labelsOf(body),
    allowComment: body.allowComment,
    position: current.position,
  });
  return current.categoryId;
}

/** Removes a question from the category; its answers stay in the results. */
export async function removeQuestion(tx: Tx, id: string): Promise<string> {
  const current = await findQuestion(tx, id);
  await tx.update(checkInQuestions).set({ retiredAt: new Date() }).where(eq(checkInQuestions.id, id));
  return current.categoryId;
}

export async function reorderQuestions(tx: Tx, categoryId: string, ids: string[]): Promise<void> {
  await findCategory(tx, categoryId);
  const found = new Set(
    (
      await tx
        .select({ id: checkInQuestions.id })
        .from(checkInQuestions)
        .where(
          and(
            inArray(checkInQuestions.id, ids),
            eq(checkInQuestions.categoryId, categoryId),
            isNull(checkInQuestions.retiredAt),
          ),
        )
    ).map((r) => r.id),
  );
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalid(`ids.${index}`, 'This check-in question does not exist');
  for (const [position, id] of ids.entries()) {
    await tx.update(checkInQuestions).set({ position }).where(eq(checkInQuestions.id, id));
  }
}
