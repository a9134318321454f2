import { and, arrayContains, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  completionResponse,
  resource,
  resourceCategories,
  resourceListQuery,
  resourcePage,
  resourcePatch,
  resourceRequest,
} from '#shared/contract/resource';
import { resourceFavourites, resources } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import {
  findLive,
  findVisible,
  inAudienceSql,
  managerOf,
  type ResourceRow,
  type Viewer,
  viewerOf,
} from './access.ts';
import { completeResource } from './completion.ts';
import { type ResourceInput, saveResource } from './save.ts';
import { toResources } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['resource'];
const base = '/resource/resources';

/** Text search over title, summary and categories; `%` and `_` typed by a person match themselves. */
const matches = (search: string): SQL => {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${resources.title} ilike ${pattern} or ${resources.summary} ilike ${pattern}
    or exists (select 1 from unnest(${resources.categories}) c where c ilike ${pattern}))`;
};

function inputOf(row: ResourceRow): ResourceInput {
  return {
    title: row.title,
    summary: row.summary,
    body: row.body,
    linkUrl: row.linkUrl,
    fileId: row.fileId,
    coverId: row.coverId,
    categories: row.categories,
    estimatedMinutes: row.estimatedMinutes,
    completionPoints: row.completionPoints,
    recommended: row.recommended,
    audience: row.audience,
    archived: row.archivedAt !== null,
  };
}

/** The resource hub (000 §2 /resource-hub; docs/resource.md). */
export function resourceRoutes(api: ZodApi, services: Services): void {
  const one = (viewer: Viewer, id: string) =>
    withTenant(services, viewer.auth, async (tx) => {
      const [result] = await toResources(tx, viewer, [await findVisible(tx, viewer, id)]);
      return result as NonNullable<typeof result>;
    });

  api.get(
    base,
    {
      schema: {
        tags,
        description:
          'The hub’s tabs: all live resources, those recommended to the caller, or the caller’s favourites; newest first.',
        querystring: resourceListQuery,
        response: { 200: resourcePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { tab, search, category, archived, page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const conditions: (SQL | undefined)[] = [
          archived && viewer.canManage ? isNotNull(resources.archivedAt) : isNull(resources.archivedAt),
          search ? matches(search) : undefined,
          category ? arrayContains(resources.categories, [category]) : undefined,
        ];
        if (tab === 'recommended') conditions.push(eq(resources.recommended, true), inAudienceSql(viewer));
        if (tab === 'favourites') {
          conditions.push(
            sql`exists (select 1 from ${resourceFavourites} f where f.resource_id = ${resources.id} and f.member_id = ${viewer.memberId})`,
          );
        }
        const rows = await tx
          .select()
          .from(resources)
          .where(and(...conditions))
          .orderBy(desc(resources.createdAt), desc(resources.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const results = await toResources(tx, viewer, rows.slice(0, pageSize));
        return { results, next: rows.length > pageSize ? page + 1 : null };
      });
    },
  );

  api.get(
    '/resource/categories',
    {
      schema: {
        tags,
        description: 'The categories of live resources, alphabetically: the hub’s category filter.',
        response: { 200: resourceCategories, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .selectDistinct({ name: sql<string>`unnest(${resources.categories})` })
          .from(resources)
          .where(isNull(resources.archivedAt));
        return { results: rows.map((r) => r.name).sort((a, b) => a.localeCompare(b)) };
      });
    },
  );

  api.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: resource, ...errors } } },
    async (request) => one(await viewerOf(services, request), request.params.id),
  );

  api.post(
    base,
    { schema: { tags, body: resourceRequest, response: { 201: resource, ...errors } } },
    async (request, reply) => {
      const viewer = await managerOf(services, request);
      const row = await withTenant(services, viewer.auth, async (tx) => {
        const saved = await saveResource(services, tx, viewer, { ...request.body, archived: false }, null);
        await audit(tx, viewer.auth, {
          action: 'resource.create',
          targetType: 'resource',
          targetId: saved.id,
          before: null,
          after: { title: saved.title },
        });
        return saved;
      });
      return reply.status(201).send(await one(viewer, row.id));
    },
  );

  api.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: 'Changes any field; `archived: true` archives the resource, `false` restores it.',
        params: idParams,
        body: resourcePatch,
        response: { 200: resource, ...errors },
      },
    },
    async (request) => {
      const viewer = await managerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const existing = await findVisible(tx, viewer, request.params.id, true);
        const merged = { ...inputOf(existing), ...request.body };
        const saved = await saveResource(services, tx, viewer, merged, existing);
        const action =
          request.body.archived === true && !existing.archivedAt
            ? 'resource.archive'
            : request.body.archived === false && existing.archivedAt
              ? 'resource.restore'
              : 'resource.update';
        await audit(tx, viewer.auth, {
          action,
          targetType: 'resource',
          targetId: saved.id,
          before: { title: existing.title, archived: existing.archivedAt !== null },
          after: { title: saved.title, archived: saved.archivedAt !== null },
        });
      });
      return one(viewer, request.params.id);
    },
  );

  api.put(
    `${base}/:id/favourite`,
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findLive(tx, viewer, request.params.id);
        await tx
          .insert(resourceFavourites)
          .values({ tenantId: viewer.auth.tenantId, resourceId: row.id, memberId: viewer.memberId })
          .onConflictDoNothing();
      });
      return { ok: true as const };
    },
  );

  api.delete(
    `${base}/:id/favourite`,
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        await tx
          .delete(resourceFavourites)
          .where(
            and(eq(resourceFavourites.resourceId, row.id), eq(resourceFavourites.memberId, viewer.memberId)),
          );
      });
      return { ok: true as const };
    },
  );

  api.post(
    `${base}/:id/completion`,
    {
      schema: {
        tags,
        description:
          'Marks the resource complete for the caller and pays its points once; a second completion answers 409.',
        params: idParams,
        response: { 201: completionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(services, request);
      const done = await withTenant(services, viewer.auth, async (tx) =>
        completeResource(tx, viewer, await findLive(tx, viewer, request.params.id), services.now()),
      );
      return reply.status(201).send(done);
    },
  );
}
