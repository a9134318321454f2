import { asc, eq, inArray, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  type RecognitionValue,
  recognitionValue,
  valueList,
  valueOrderingRequest,
  valueRequest,
} from '#shared/contract/recognition';
import type { ZodApi } from '../../app.ts';
import type { Tx } from '../../db/client.ts';
import { recognitionQualities, recognitionValues } from '../../db/schema.ts';
import { requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Every value of the tenant in its order, qualities embedded in theirs. */
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
    color: value.color,
    position: value.position,
    qualities: qualities
      .filter((q) => q.valueId === value.id)
      .map((q) => ({ id: q.id, name: q.name, valueId: q.valueId })),
  }));
}

async function oneValue(tx: Tx, id: string): Promise<RecognitionValue> {
  const found = (await listValues(tx)).find((value) => value.id === id);
  if (!found) throw notFound('This value does not exist');
  return found;
}

/** Replaces a value's qualities: listed ids are kept (renamed, reordered), the rest removed. */
async function saveQualities(
  tx: Tx,
  tenantId: string,
  valueId: string,
  qualities: { id?: string | undefined; name: string }[],
): Promise<void> {
  const existing = await tx
    .select({ id: recognitionQualities.id })
    .from(recognitionQualities)
    .where(eq(recognitionQualities.valueId, valueId));
  const existingIds = new Set(existing.map((row) => row.id));
  const keep = new Set<string>();
  for (const [position, q] of qualities.entries()) {
    if (q.id) {
      if (!existingIds.has(q.id)) {
        throw invalid(`qualities.${position}.id`, 'This quality does not belong to the value');
      }
      keep.add(q.id);
      await tx
        .update(recognitionQualities)
        .set({ name: q.name, position })
        .where(eq(recognitionQualities.id, q.id));
    } else {
      await tx.insert(recognitionQualities).values({ tenantId, valueId, name: q.name, position });
    }
  }
  const removed = [...existingIds].filter((id) => !keep.has(id));
  if (removed.length > 0) {
    await tx.delete(recognitionQualities).where(inArray(recognitionQualities.id, removed));
  }
}

/** Company values and their qualities (001 §3 "Quality"); changes need recognitionApp createValue. */
export function valueRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/recognition/values',
    { schema: { tags: ['recognition'], response: { 200: valueList, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return { results: await withTenant(services, auth, listValues) };
    },
  );

  api.post(
    '/recognition/values',
    { schema: { tags: ['recognition'], body: valueRequest, response: { 201: recognitionValue, ...errors } } },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createValue');
      const { name, color, qualities } = request.body;
      const value = await withTenant(services, auth, async (tx) => {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${recognitionValues.position}), -1)::int` })
          .from(recognitionValues);
        const [row] = await tx
          .insert(recognitionValues)
          .values({ tenantId: auth.tenantId, name, color, position: (last?.position ?? -1) + 1 })
          .returning();
        if (!row) throw new Error('value not created');
        await saveQualities(tx, auth.tenantId, row.id, qualities);
        return oneValue(tx, row.id);
      });
      return reply.status(201).send(value);
    },
  );

  api.put(
    '/recognition/values/:id',
    {
      schema: {
        tags: ['recognition'],
        params: idParams,
        body: valueRequest,
        response: { 200: recognitionValue, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createValue');
      const { name, color, qualities } = request.body;
      return withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .update(recognitionValues)
          .set({ name, color })
          .where(eq(recognitionValues.id, request.params.id))
          .returning();
        if (!row) throw notFound('This value does not exist');
        await saveQualities(tx, auth.tenantId, row.id, qualities);
        return oneValue(tx, row.id);
      });
    },
  );

  api.delete(
    '/recognition/values/:id',
    { schema: { tags: ['recognition'], params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createValue');
      const deleted = await withTenant(services, auth, (tx) =>
        tx.delete(recognitionValues).where(eq(recognitionValues.id, request.params.id)).returning(),
      );
      if (deleted.length === 0) throw notFound('This value does not exist');
      return { ok: true as const };
    },
  );

  api.put(
    '/recognition/values/ordering',
    {
      schema: { tags: ['recognition'], body: valueOrderingRequest, response: { 200: valueList, ...errors } },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createValue');
      const { idIn } = request.body;
      return withTenant(services, auth, async (tx) => {
        const existing = await tx.select({ id: recognitionValues.id }).from(recognitionValues);
        const known = new Set(existing.map((row) => row.id));
        if (
          new Set(idIn).size !== idIn.length ||
          idIn.length !== known.size ||
          idIn.some((id) => !known.has(id))
        ) {
          throw invalid('idIn', 'List every value exactly once');
        }
        for (const [position, id] of idIn.entries()) {
          await tx.update(recognitionValues).set({ position }).where(eq(recognitionValues.id, id));
        }
        return { results: await listValues(tx) };
      });
    },
  );
}
