import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { errorNames } from '#shared/contract/common';
import type { RecognitionValue, ValueSettings } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { recognitionQualities, recognitions, recognitionValues, valueSettings } from '../../db/schema.ts';
import { ApiError, invalid, notFound } from '../../http/errors.ts';

/**
 * Every value of the tenant in its order, archived ones included, qualities embedded in theirs.
 * Readers of old recognitions (the TV, the embeds) need the archived ones too.
 */
export async function listValues(tx: Tx): Promise<RecognitionValue[]> {
  const values = await tx
    .select()
    .from(recognitionValues)
    .orderBy(asc(recognitionValues.position), asc(recognitionValues.createdAt));
  const qualities = await tx
    .select()
    .from(recognitionQualities)
    .orderBy(asc(recognitionQualities.position), asc(recognitionQualities.name));
  return values.map((value) => ({
    id: value.id,
    name: value.name,
    description: value.description,
    color: value.color,
    position: value.position,
    archivedAt: value.archivedAt?.toISOString() ?? null,
    qualities: qualities
      .filter((q) => q.valueId === value.id)
      .map((q) => ({
        id: q.id,
        name: q.name,
        valueId: q.valueId,
        archivedAt: q.archivedAt?.toISOString() ?? null,
      })),
  }));
}

/** What a new recognition may name: values and qualities that are not archived. */
export function offered(values: RecognitionValue[]): RecognitionValue[] {
  return values
    .filter((value) => value.archivedAt === null)
    .map((value) => ({ ...value, qualities: value.qualities.filter((q) => q.archivedAt === null) }));
}

export async function oneValue(tx: Tx, id: string): Promise<RecognitionValue> {
  const found = (await listValues(tx)).find((value) => value.id === id);
  if (!found) throw notFound('This value does not exist');
  return found;
}

/** Whether any recognition (draft, scheduled or published) names one of the qualities. */
async function anyNamed(tx: Tx, qualityIds: string[]): Promise<boolean> {
  if (qualityIds.length === 0) return false;
  const [row] = await tx
    .select({ id: recognitions.id })
    .from(recognitions)
    .where(
      sql`${recognitions.qualityIds} && array[${sql.join(
        qualityIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`,
    )
    .limit(1);
  return row !== undefined;
}

const onRecognitions = (path: string, message: string) =>
  new ApiError(409, errorNames.conflict, message, [{ type: 'custom', path, message }]);

/**
 * Replaces a value's qualities: listed ids are kept (renamed, reordered, archived or restored),
 * new ones added, the rest removed; removing one a recognition names is refused, so old
 * recognitions never lose their qualities (archive it instead).
 */
export async function saveQualities(
  tx: Tx,
  tenantId: string,
  valueId: string,
  qualities: { id?: string | undefined; name: string; archived: boolean }[],
  now: Date,
): Promise<void> {
  const existing = await tx
    .select({ id: recognitionQualities.id, archivedAt: recognitionQualities.archivedAt })
    .from(recognitionQualities)
    .where(eq(recognitionQualities.valueId, valueId));
  const existingById = new Map(existing.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const [position, q] of qualities.entries()) {
    if (q.id) {
      const current = existingById.get(q.id);
      if (!current || keep.has(q.id)) {
        throw invalid(`qualities.${position}.id`, 'This quality does not belong to the value');
      }
      keep.add(q.id);
      // An archived quality keeps the moment it was archived; a restored one loses it.
      const archivedAt = q.archived ? (current.archivedAt ?? now) : null;
      await tx
        .update(recognitionQualities)
        .set({ name: q.name, position, archivedAt })
        .where(eq(recognitionQualities.id, q.id));
    } else {
      await tx.insert(recognitionQualities).values({
        tenantId,
        valueId,
        name: q.name,
        position,
        archivedAt: q.archived ? now : null,
      });
    }
  }
  const removed = [...existingById.keys()].filter((id) => !keep.has(id));
  if (await anyNamed(tx, removed)) {
    throw onRecognitions('qualities', 'A removed quality is on recognitions already; archive it instead');
  }
  if (removed.length > 0) {
    await tx.delete(recognitionQualities).where(inArray(recognitionQualities.id, removed));
  }
}

/** Deleting a value removes its qualities; refused once a recognition names one of them. */
export async function assertDeletable(tx: Tx, value: RecognitionValue): Promise<void> {
  if (
    await anyNamed(
      tx,
      value.qualities.map((q) => q.id),
    )
  ) {
    throw onRecognitions('id', 'This value is on recognitions already; archive it instead');
  }
}

export async function readValueSettings(tx: Tx): Promise<ValueSettings> {
  const [row] = await tx.select().from(valueSettings);
  return { qualitiesRequired: row?.qualitiesRequired ?? true };
}

export async function writeValueSettings(tx: Tx, tenantId: string, settings: ValueSettings): Promise<void> {
  await tx
    .insert(valueSettings)
    .values({ tenantId, qualitiesRequired: settings.qualitiesRequired })
    .onConflictDoUpdate({
      target: valueSettings.tenantId,
      set: { qualitiesRequired: settings.qualitiesRequired },
    });
}

/**
 * The rule a published recognition follows (001 §4 "Qualities are required"): the tenant asks
 * for qualities and there is at least one a sender could pick (not archived, of a live value).
 */
export async function qualitiesRequired(tx: Tx): Promise<boolean> {
  if (!(await readValueSettings(tx)).qualitiesRequired) return false;
  const [row] = await tx
    .select({ id: recognitionQualities.id })
    .from(recognitionQualities)
    .innerJoin(recognitionValues, eq(recognitionValues.id, recognitionQualities.valueId))
    .where(and(isNull(recognitionQualities.archivedAt), isNull(recognitionValues.archivedAt)))
    .limit(1);
  return row !== undefined;
}

/** The qualities among `ids` a new recognition may not name: archived, or of an archived value. */
export async function archivedQualityIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({
      id: recognitionQualities.id,
      archivedAt: recognitionQualities.archivedAt,
      valueArchivedAt: recognitionValues.archivedAt,
    })
    .from(recognitionQualities)
    .innerJoin(recognitionValues, eq(recognitionValues.id, recognitionQualities.valueId))
    .where(inArray(recognitionQualities.id, ids));
  return new Set(
    rows.filter((row) => row.archivedAt !== null || row.valueArchivedAt !== null).map((row) => row.id),
  );
}
