import { eq, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  recognitionValue,
  valueList,
  valueListQuery,
  valueOrderingRequest,
  valueRequest,
  valueSettings,
} from '#shared/contract/recognition';
import { recognitionValues } from '../../db/schema.ts';
import { requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import {
  assertDeletable,
  listValues,
  offered,
  oneValue,
  readValueSettings,
  saveQualities,
  writeValueSettings,
} from './values-store.ts';

export { listValues } from './values-store.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['recognition'];

/**
 * Company values and their qualities (001 §3 "Quality"). Reading needs a member; every change
 * needs recognitionApp createValue and is audited. Archiving replaces deleting once a
 * recognition names a value's quality, so old recognitions keep what they said.
 */
export function valueRoutes(api: ZodApi, services: Services): void {
  const admin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'recognitionApp', 'createValue');

  api.get(
    '/recognition/values',
    { schema: { tags, querystring: valueListQuery, response: { 200: valueList, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      const values = await withTenant(services, auth, listValues);
      return { results: request.query.archived === 'include' ? values : offered(values) };
    },
  );

  api.get(
    '/recognition/values/settings',
    { schema: { tags, response: { 200: valueSettings, ...errors } } },
    async (request) => withTenant(services, requireMember(request), readValueSettings),
  );

  api.put(
    '/recognition/values/settings',
    { schema: { tags, body: valueSettings, response: { 200: valueSettings, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      return withTenant(services, auth, async (tx) => {
        const before = await readValueSettings(tx);
        await writeValueSettings(tx, auth.tenantId, request.body);
        const after = await readValueSettings(tx);
        await audit(tx, auth, {
          action: 'value.settings',
          targetType: 'valueSettings',
          targetId: null,
          before,
          after,
        });
        return after;
      });
    },
  );

  api.get(
    '/recognition/values/:id',
    { schema: { tags, params: idParams, response: { 200: recognitionValue, ...errors } } },
    async (request) => withTenant(services, requireMember(request), (tx) => oneValue(tx, request.params.id)),
  );

  api.post(
    '/recognition/values',
    { schema: { tags, body: valueRequest, response: { 201: recognitionValue, ...errors } } },
    async (request, reply) => {
      const auth = await admin(request);
      const { name, description, color, qualities } = request.body;
      const value = await withTenant(services, auth, async (tx) => {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${recognitionValues.position}), -1)::int` })
          .from(recognitionValues);
        const [row] = await tx
          .insert(recognitionValues)
          .values({
            tenantId: auth.tenantId,
            name,
            description,
            color,
            position: (last?.position ?? -1) + 1,
          })
          .returning();
        if (!row) throw new Error('value not created');
        await saveQualities(tx, auth.tenantId, row.id, qualities, new Date());
        const after = await oneValue(tx, row.id);
        await audit(tx, auth, {
          action: 'value.create',
          targetType: 'value',
          targetId: row.id,
          before: null,
          after,
        });
        return after;
      });
      return reply.status(201).send(value);
    },
  );

  api.put(
    '/recognition/values/:id',
    {
      schema: { tags, params: idParams, body: valueRequest, response: { 200: recognitionValue, ...errors } },
    },
    async (request) => {
      const auth = await admin(request);
      const { name, description, color, qualities } = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await oneValue(tx, request.params.id);
        await tx
          .update(recognitionValues)
          .set({ name, description, color })
          .where(eq(recognitionValues.id, before.id));
        await saveQualities(tx, auth.tenantId, before.id, qualities, new Date());
        const after = await oneValue(tx, before.id);
        await audit(tx, auth, {
          action: 'value.update',
          targetType: 'value',
          targetId: before.id,
          before,
          after,
        });
        return after;
      });
    },
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    api.post(
      `/recognition/values/:id/${verb}`,
      { schema: { tags, params: idParams, response: { 200: recognitionValue, ...errors } } },
      async (request) => {
        const auth = await admin(request);
        return withTenant(services, auth, async (tx) => {
          const before = await oneValue(tx, request.params.id);
          if ((before.archivedAt !== null) === archived) return before;
          await tx
            .update(recognitionValues)
            .set({ archivedAt: archived ? new Date() : null })
            .where(eq(recognitionValues.id, before.id));
          const after = await oneValue(tx, before.id);
          await audit(tx, auth, {
            action: `value.${verb}`,
            targetType: 'value',
            targetId: before.id,
            before,
            after,
          });
          return after;
        });
      },
    );
  }

  api.delete(
    '/recognition/values/:id',
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      await withTenant(services, auth, async (tx) => {
        const before = await oneValue(tx, request.params.id);
        await assertDeletable(tx, before);
        await tx.delete(recognitionValues).where(eq(recognitionValues.id, before.id));
        await audit(tx, auth, {
          action: 'value.delete',
          targetType: 'value',
          targetId: before.id,
          before,
          after: null,
        });
      });
      return { ok: true as const };
    },
  );

  api.put(
    '/recognition/values/ordering',
    { schema: { tags, body: valueOrderingRequest, response: { 200: valueList, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      const { idIn } = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await listValues(tx);
        const known = new Set(before.map((value) => value.id));
        // Another tenant's value is invisible here (row-level security): it does not exist.
        if (idIn.some((id) => !known.has(id))) throw notFound('This value does not exist');
        if (new Set(idIn).size !== idIn.length || idIn.length !== known.size) {
          throw invalid('idIn', 'List every value exactly once');
        }
        for (const [position, id] of idIn.entries()) {
          await tx.update(recognitionValues).set({ position }).where(eq(recognitionValues.id, id));
        }
        const after = await listValues(tx);
        await audit(tx, auth, {
          action: 'value.reorder',
          targetType: 'value',
          targetId: null,
          before: before.map((value) => value.id),
          after: after.map((value) => value.id),
        });
        return { results: after };
      });
    },
  );
}
