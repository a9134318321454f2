import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  CheckInAudience,
  CheckInCategory,
  CheckInCategoryRequest,
  CheckInQuestion,
} from '#shared/contract/check-in';
import type { Tx } from '../../db/client.ts';
import { checkInCategories, checkInQuestions } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { checkAudience, countReached, displayOf } from './audience.ts';

type CategoryRow = typeof checkInCategories.$inferSelect;
type QuestionRow = typeof checkInQuestions.$inferSelect;

export const serializeQuestion = (q: QuestionRow): CheckInQuestion => ({
  id: q.id,
  seriesId: q.seriesId,
  version: q.version,
  kind: q.kind,
  text: q.text,
  lowLabel: q.lowLabel,
  highLabel: q.highLabel,
  allowComment: q.allowComment,
  position: q.position,
});

async function serialize(tx: Tx, rows: CategoryRow[]): Promise<CheckInCategory[]> {
  const ids = rows.map((r) => r.id);
  const questions = ids.length
    ? await tx
        .select()
        .from(checkInQuestions)
        .where(and(inArray(checkInQuestions.categoryId, ids), isNull(checkInQuestions.retiredAt)))
        .orderBy(asc(checkInQuestions.position), asc(checkInQuestions.createdAt))
    : [];
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      cadence: row.cadence,
      startsOn: row.startsOn,
      archived: row.archivedAt !== null,
      position: row.position,
      audience: {
        everyone: row.everyone,
        teamIds: row.teamIds,
        memberIds: row.memberIds,
        count: await countReached(tx, row),
        display: await displayOf(tx, row),
      },
      questions: questions.filter((q) => q.categoryId === row.id).map(serializeQuestion),
    })),
  );
}

/** The tenant's categories in their order, archived ones last. */
export async function listCategories(tx: Tx): Promise<CheckInCategory[]> {
  const rows = await tx
    .select()
    .from(checkInCategories)
    .orderBy(
      sql`${checkInCategories.archivedAt} is not null`,
      asc(checkInCategories.position),
      asc(checkInCategories.createdAt),
    );
  return serialize(tx, rows);
}

export async function findCategory(tx: Tx, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(checkInCategories).where(eq(checkInCategories.id, id));
  if (!row) throw notFound('This check-in category does not exist');
  return row;
}

export async function getCategory(tx: Tx, id: string): Promise<CheckInCategory> {
  const [category] = await serialize(tx, [await findCategory(tx, id)]);
  return category as CheckInCategory;
}

export async function createCategory(
  tx: Tx,
  tenantId: string,
  body: CheckInCategoryRequest,
): Promise<CheckInCategory> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${checkInCategories.position}), -1)::int` })
    .from(checkInCategories);
  const [row] = await tx
    .insert(checkInCategories)
    .values({ tenantId, ...body, position: (last?.position ?? -1) + 1 })
    .returning();
  return getCategory(tx, (row as CategoryRow).id);
}

export async function updateCategory(
  tx: Tx,
  id: string,
  body: CheckInCategoryRequest,
): Promise<CheckInCategory> {
  await findCategory(tx, id);
  await tx
    .update(checkInCategories)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(checkInCategories.id, id));
  return getCategory(tx, id);
}

export async function setArchived(tx: Tx, id: string, archived: boolean): Promise<CheckInCategory> {
  await findCategory(tx, id);
  await tx
    .update(checkInCategories)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(eq(checkInCategories.id, id));
  return getCategory(tx, id);
}

export async function setAudience(tx: Tx, id: string, audience: CheckInAudience): Promise<CheckInCategory> {
  await findCategory(tx, id);
  const unique = {
    everyone: audience.everyone,
    teamIds: [...new Set(audience.teamIds)],
    memberIds: [...new Set(audience.memberIds)],
  };
  await checkAudience(tx, unique);
  await tx
    .update(checkInCategories)
    .set({ ...unique, updatedAt: new Date() })
    .where(eq(checkInCategories.id, id));
  return getCategory(tx, id);
}

/** Puts the named categories in the given order; every id must be one of the tenant's. */
export async function reorderCategories(tx: Tx, ids: string[]): Promise<CheckInCategory[]> {
  const found = new Set(
    (
      await tx
        .select({ id: checkInCategories.id })
        .from(checkInCategories)
        .where(inArray(checkInCategories.id, ids))
    ).map((r) => r.id),
  );
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalid(`ids.${index}`, 'This check-in category does not exist');
  for (const [position, id] of ids.entries()) {
    await tx.update(checkInCategories).set({ position }).where(eq(checkInCategories.id, id));
  }
  return listCategories(tx);
}
