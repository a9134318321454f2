import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  awardType,
  awardTypeGetQuery,
  awardTypeListQuery,
  awardTypePage,
  awardTypePatch,
  awardTypeRequest,
  awardTypeSummary,
  myAwardTypesQuery,
} from '#shared/contract/award';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { awards, awardTypes } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import {
  type AwardTypeRow,
  type AwardViewer,
  awardViewerOf,
  findAwardType,
  isNominatorSql,
  isSenderSql,
  requireAdmin,
} from './access.ts';
import { awardTypeValues, bodyOf } from './type-input.ts';
import { toAwardTypes } from './type-serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

async function one(tx: Tx, viewer: AwardViewer, row: AwardTypeRow, now: Date, embed: readonly string[] = []) {
  const [item] = await toAwardTypes(tx, [row], viewer, now, embed);
  if (!item) throw new Error('award type not serialized');
  return item;
}

async function update(tx: Tx, id: string, values: Partial<AwardTypeRow>, now: Date): Promise<AwardTypeRow> {
  const [row] = await tx
    .update(awardTypes)
    .set({ ...values, updatedAt: now })
    .where(eq(awardTypes.id, id))
    .returning();
  if (!row) throw new Error('award type not updated');
  return row;
}

/**
 * Stores a new award type (created, or cloned from `clonedFrom`) by the viewer, answers it as
 * the client reads it and writes the audit entry.
 */
async function insertAwardType(
  tx: Tx,
  viewer: AwardViewer,
  values: Omit<typeof awardTypes.$inferInsert, 'createdById' | 'createdAt' | 'updatedAt'>,
  now: Date,
  clonedFrom?: string,
) {
  const [row] = await tx
    .insert(awardTypes)
    .values({ ...values, createdById: viewer.memberId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('award type not stored');
  const item = await one(tx, viewer, row, now);
  await audit(tx, viewer.auth, {
    action: clonedFrom ? 'awardType.clone' : 'awardType.create',
    targetType: 'awardType',
    targetId: row.id,
    before: null,
    after: clonedFrom ? { ...item, clonedFrom } : item,
  });
  return item;
}

/** Award types (001 §7 "Awards"): CRUD, clone, archive, summary and the caller's own list. */
export function awardTypeRoutes(api: ZodApi, services: Services): void {
  const base = '/award/awardTypes';

  api.post(
    base,
    { schema: { tags: ['award'], body: awardTypeRequest, response: { 201: awardType, ...errors } } },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.canCreate) throw forbidden();
      const now = services.now();
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const values = await awardTypeValues(tx, request.body);
        return insertAwardType(tx, viewer, { ...values, tenantId: viewer.auth.tenantId }, now);
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    base,
    {
      schema: {
        tags: ['award'],
        querystring: awardTypeListQuery,
        response: { 200: awardTypePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.isAdmin && !viewer.canManageNominations) throw forbidden();
      const { page, pageSize, search, archived, nomination, sorting, embed } = request.query;
      const order = {
        '-createdAt': [desc(awardTypes.createdAt), desc(awardTypes.id)],
        createdAt: [asc(awardTypes.createdAt), asc(awardTypes.id)],
        name: [asc(awardTypes.name), asc(awardTypes.id)],
        '-name': [desc(awardTypes.name), desc(awardTypes.id)],
      }[sorting];
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select()
          .from(awardTypes)
          .where(
            and(
              archived === 'exclude'
                ? isNull(awardTypes.archivedAt)
                : archived === 'only'
                  ? isNotNull(awardTypes.archivedAt)
                  : undefined,
              nomination === undefined ? undefined : eq(awardTypes.nomination, nomination),
              search ? ilike(awardTypes.name, `%${search}%`) : undefined,
            ),
          )
          .orderBy(...order)
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toAwardTypes(tx, rows.slice(0, pageSize), viewer, services.now(), embed),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    '/awards/awardTypes/my',
    {
      schema: {
        tags: ['award'],
        description:
          'Active award types the caller may send, and nomination types they may nominate for while the window is open (page size 20).',
        querystring: myAwardTypesQuery,
        response: { 200: awardTypePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { page, pageSize, nomination, embed } = request.query;
      const now = services.now();
      const sendable: SQL | undefined = viewer.canSendAny
        ? eq(awardTypes.nomination, false)
        : viewer.canSendOwn
          ? and(eq(awardTypes.nomination, false), isSenderSql(viewer.memberId))
          : sql`false`;
      const nominatable: SQL | undefined = viewer.canNominate
        ? and(
            eq(awardTypes.nomination, true),
            isNull(awardTypes.finalizedAt),
            sql`${awardTypes.nominationStartAt} <= ${now}`,
            or(isNull(awardTypes.nominationEndAt), sql`${awardTypes.nominationEndAt} > ${now}`),
            isNominatorSql(viewer.memberId),
          )
        : sql`false`;
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select()
          .from(awardTypes)
          .where(
            and(
              isNull(awardTypes.archivedAt),
              nomination === undefined ? or(sendable, nominatable) : nomination ? nominatable : sendable,
            ),
          )
          .orderBy(asc(awardTypes.name), asc(awardTypes.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toAwardTypes(tx, rows.slice(0, pageSize), viewer, now, embed),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    `${base}/summary`,
    { schema: { tags: ['award'], response: { 200: awardTypeSummary, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.isAdmin && !viewer.canManageNominations) throw forbidden();
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const [types] = rowsOf<Record<string, number>>(
          await tx.execute(sql`
            select count(*) filter (where archived_at is null)::int as active,
                   count(*) filter (where archived_at is not null)::int as archived,
                   count(*) filter (where nomination and archived_at is null)::int as nominations,
                   count(*) filter (where nomination and archived_at is null and finalized_at is null
                     and nomination_start_at <= ${now} and (nomination_end_at is null or nomination_end_at > ${now}))::int as open
              from award_types`),
        );
        const [sent] = rowsOf<Record<string, number>>(
          await tx.execute(sql`
            select (select count(*)::int from awards where removed_at is null) as awards,
                   (select coalesce(sum(amount), 0)::int from award_recipients) as points`),
        );
        return {
          activeCount: Number(types?.active ?? 0),
          archivedCount: Number(types?.archived ?? 0),
          nominationCount: Number(types?.nominations ?? 0),
          openNominationCount: Number(types?.open ?? 0),
          awardCount: Number(sent?.awards ?? 0),
          pointsAwarded: Number(sent?.points ?? 0),
        };
      });
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags: ['award'],
        params: idParams,
        querystring: awardTypeGetQuery,
        response: { 200: awardType, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findAwardType(tx, viewer, request.params.id);
        return one(tx, viewer, row, services.now(), request.query.embed);
      });
    },
  );

  const replace = (method: 'put' | 'patch') =>
    api[method](
      `${base}/:id`,
      {
        schema: {
          tags: ['award'],
          description: method === 'put' ? 'Replaces the award type.' : 'Changes only the fields given.',
          params: idParams,
          body: method === 'put' ? awardTypeRequest : awardTypePatch,
          response: { 200: awardType, ...errors },
        },
      },
      async (request) => {
        const viewer = await awardViewerOf(services, request);
        requireAdmin(viewer);
        const now = services.now();
        return withTenant(services, viewer.auth, async (tx) => {
          const before = await findAwardType(tx, viewer, request.params.id);
          const beforeItem = await one(tx, viewer, before, now);
          const body = method === 'put' ? request.body : { ...bodyOf(before), ...request.body };
          const values = await awardTypeValues(tx, body as Parameters<typeof awardTypeValues>[1]);
          const row = await update(tx, before.id, values, now);
          const item = await one(tx, viewer, row, now);
          await audit(tx, viewer.auth, {
            action: 'awardType.update',
            targetType: 'awardType',
            targetId: row.id,
            before: beforeItem,
            after: item,
          });
          return item;
        });
      },
    );
  replace('put');
  replace('patch');

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['award'],
        description: 'Deletes an award type never sent; one that was sent is archived instead (409).',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      requireAdmin(viewer);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAwardType(tx, viewer, request.params.id);
        const [sent] = await tx.select({ n: count() }).from(awards).where(eq(awards.awardTypeId, row.id));
        if ((sent?.n ?? 0) > 0) throw conflict('This award type was sent; archive it instead');
        const item = await one(tx, viewer, row, services.now());
        await tx.delete(awardTypes).where(eq(awardTypes.id, row.id));
        await audit(tx, viewer.auth, {
          action: 'awardType.delete',
          targetType: 'awardType',
          targetId: row.id,
          before: item,
          after: null,
        });
      });
      return { ok: true as const };
    },
  );

  api.post(
    `${base}/:id/clone`,
    {
      schema: {
        tags: ['award'],
        description: 'A copy named "Copy of …", active, with no nomination round started.',
        params: idParams,
        response: { 201: awardType, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      requireAdmin(viewer);
      const now = services.now();
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const source = await findAwardType(tx, viewer, request.params.id);
        const {
          id: _id,
          createdAt: _c,
          updatedAt: _u,
          archivedAt: _a,
          finalizedAt: _f,
          nominationAnnounced: _n,
          ...rest
        } = source;
        return insertAwardType(
          tx,
          viewer,
          {
            ...rest,
            name: `Copy of ${source.name}`.slice(0, 100),
            nominationStartAt: null,
            nominationEndAt: null,
          },
          now,
          source.id,
        );
      });
      return reply.status(201).send(created);
    },
  );

  for (const action of ['archive', 'unarchive'] as const) {
    api.post(
      `${base}/:id/${action}`,
      { schema: { tags: ['award'], params: idParams, response: { 200: awardType, ...errors } } },
      async (request) => {
        const viewer = await awardViewerOf(services, request);
        requireAdmin(viewer);
        const now = services.now();
        return withTenant(services, viewer.auth, async (tx) => {
          const before = await findAwardType(tx, viewer, request.params.id);
          if ((action === 'archive') === (before.archivedAt !== null)) {
            throw conflict(
              action === 'archive'
                ? 'This award type is already archived'
                : 'This award type is not archived',
            );
          }
          const row = await update(tx, before.id, { archivedAt: action === 'archive' ? now : null }, now);
          const item = await one(tx, viewer, row, now);
          await audit(tx, viewer.auth, {
            action: `awardType.${action}`,
            targetType: 'awardType',
            targetId: row.id,
            before: { archived: before.archivedAt !== null },
            after: { archived: item.archived },
          });
          return item;
        });
      },
    );
  }
}
