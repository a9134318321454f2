import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  incentive,
  incentiveListQuery,
  incentivePage,
  incentiveRequest,
  incentiveStatusRequest,
  incentiveTexts,
} from '#shared/contract/incentive';
import type { Tx } from '../../db/client.ts';
import { incentiveClaims, incentives } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import {
  canEdit,
  findIncentive,
  type IncentiveRow,
  type IncentiveViewer,
  inAudienceSql,
  incentiveViewerOf,
  mayReviewSql,
  statusSql,
} from './access.ts';
import { incentiveValues, publishedFields } from './input.ts';
import { toIncentives } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['incentive'];

async function one(tx: Tx, viewer: IncentiveViewer, row: IncentiveRow, now: Date) {
  const [item] = await toIncentives(tx, [row], viewer, now);
  if (!item) throw new Error('incentive not serialized');
  return item;
}

/** Editors see every incentive; others a published one, or a draft they made. */
function requireVisible(viewer: IncentiveViewer, row: IncentiveRow): void {
  if (row.status === 'draft' && !canEdit(viewer, row) && !viewer.canReviewAll)
    throw notFound('This incentive does not exist');
}

/** An incentive the viewer may edit, else 404 (cannot see) or 403. */
async function editable(tx: Tx, viewer: IncentiveViewer, id: string): Promise<IncentiveRow> {
  const row = await findIncentive(tx, id);
  requireVisible(viewer, row);
  if (!canEdit(viewer, row)) throw forbidden();
  return row;
}

/** Incentives (docs/incentive.md): create, edit, duplicate, publish, archive, delete, lists. */
/** Stores a new incentive made by the viewer (created or duplicated), audited, as the API answers it. */
async function insertIncentive(
  tx: Tx,
  viewer: IncentiveViewer,
  values: Omit<typeof incentives.$inferInsert, 'createdById' | 'createdAt' | 'updatedAt'>,
  action: 'incentive.create' | 'incentive.duplicate',
  now: Date,
) {
  const [row] = await tx
    .insert(incentives)
    .values({ ...values, createdById: viewer.memberId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('incentive not stored');
  const item = await one(tx, viewer, row, now);
  await audit(tx, viewer.auth, {
    action,
    targetType: 'incentive',
    targetId: row.id,
    before: null,
    after: item,
  });
  return item;
}

export function incentiveRoutes(api: ZodApi, services: Services): void {
  const base = '/incentive/incentives';

  api.post(
    base,
    { schema: { tags, body: incentiveRequest, response: { 201: incentive, ...errors } } },
    async (request, reply) => {
      const viewer = await incentiveViewerOf(services, request);
      if (!viewer.canCreate) throw forbidden();
      const now = services.now();
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const values = await incentiveValues(tx, viewer, request.body, null, now);
        return insertIncentive(
          tx,
          viewer,
          { ...values, tenantId: viewer.auth.tenantId },
          'incentive.create',
          now,
        );
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    base,
    {
      schema: {
        tags,
        description:
          'The manage list: every incentive for those who create, manage or review them; for other members the incentives with claims they review. pendingCount counts the claims the caller may decide.',
        querystring: incentiveListQuery,
        response: { 200: incentivePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const { page, pageSize, statusIn, search } = request.query;
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const seesAll = viewer.canCreate || viewer.canReviewAll;
        const statuses = statusIn?.length
          ? or(...statusIn.map((s) => statusSql(s, now)).filter((s): s is SQL => s !== undefined))
          : undefined;
        const rows = await tx
          .select()
          .from(incentives)
          .where(
            and(
              statuses,
              search ? ilike(incentives.name, `%${search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
              seesAll
                ? undefined
                : sql`exists (select 1 from incentive_claims c where c.incentive_id = "incentives"."id" and ${mayReviewSql(viewer, sql`c`, sql`"incentives"`)})`,
            ),
          )
          .orderBy(desc(incentives.createdAt), desc(incentives.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toIncentives(tx, rows.slice(0, pageSize), viewer, now),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    `${base}/my`,
    {
      schema: {
        tags,
        description: 'Active incentives open to the caller (their audience), soonest ending first.',
        querystring: incentiveListQuery.pick({ page: true, pageSize: true }),
        response: { 200: incentivePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const { page, pageSize } = request.query;
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select()
          .from(incentives)
          .where(and(statusSql('active', now), inAudienceSql(sql`"incentives"`, viewer.memberId)))
          .orderBy(sql`${incentives.endAt} asc nulls last`, asc(incentives.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toIncentives(tx, rows.slice(0, pageSize), viewer, now),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: incentive, ...errors } } },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findIncentive(tx, request.params.id);
        requireVisible(viewer, row);
        return one(tx, viewer, row, services.now());
      });
    },
  );

  api.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: incentiveRequest, response: { 200: incentive, ...errors } } },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const current = await editable(tx, viewer, request.params.id);
        const before = await one(tx, viewer, current, now);
        const values = await incentiveValues(tx, viewer, request.body, current, now);
        const [row] = await tx
          .update(incentives)
          .set({ ...values, updatedAt: now })
          .where(eq(incentives.id, current.id))
          .returning();
        if (!row) throw new Error('incentive not updated');
        const after = await one(tx, viewer, row, now);
        await audit(tx, viewer.auth, {
          action: 'incentive.update',
          targetType: 'incentive',
          targetId: row.id,
          before,
          after,
        });
        return after;
      });
    },
  );

  api.post(
    `${base}/:id/duplicate`,
    {
      schema: {
        tags,
        description: 'A draft copy of everything but the dates and the claims.',
        params: idParams,
        response: { 201: incentive, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await incentiveViewerOf(services, request);
      if (!viewer.canCreate) throw forbidden();
      const now = services.now();
      const copy = await withTenant(services, viewer.auth, async (tx) => {
        const source = await findIncentive(tx, request.params.id);
        requireVisible(viewer, source);
        const {
          id: _id,
          createdAt: _c,
          updatedAt: _u,
          publishedAt: _p,
          pinnedUntil: _pin,
          ...fields
        } = source;
        const draft = { ...fields, status: 'draft' as const, startAt: null, endAt: null };
        return insertIncentive(tx, viewer, draft, 'incentive.duplicate', now);
      });
      return reply.status(201).send(copy);
    },
  );

  api.put(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        description: 'Publish (active or scheduled by its dates), back to draft, or archive.',
        params: idParams,
        body: incentiveStatusRequest,
        response: { 200: incentive, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const current = await editable(tx, viewer, request.params.id);
        const { status } = request.body;
        if (status === 'published' && (!current.startAt || !current.endAt))
          throw conflict(incentiveTexts.datesRequired);
        const [row] = await tx
          .update(incentives)
          .set({
            status,
            updatedAt: now,
            ...(status === 'published' && current.status !== 'published'
              ? publishedFields(current.startAt, current.pinForDays, now)
              : {}),
            ...(status !== 'published' ? { pinnedUntil: null } : {}),
          })
          .where(eq(incentives.id, current.id))
          .returning();
        if (!row) throw new Error('incentive not updated');
        const after = await one(tx, viewer, row, now);
        await audit(tx, viewer.auth, {
          action: `incentive.${status === 'published' ? 'publish' : status === 'archived' ? 'archive' : 'unpublish'}`,
          targetType: 'incentive',
          targetId: row.id,
          before: { status: current.status },
          after: { status: row.status },
        });
        return after;
      });
    },
  );

  api.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const current = await editable(tx, viewer, request.params.id);
        const [claim] = await tx
          .select({ id: incentiveClaims.id })
          .from(incentiveClaims)
          .where(eq(incentiveClaims.incentiveId, current.id))
          .limit(1);
        if (claim) throw conflict(incentiveTexts.hasClaims);
        await tx.delete(incentives).where(eq(incentives.id, current.id));
        await audit(tx, viewer.auth, {
          action: 'incentive.delete',
          targetType: 'incentive',
          targetId: current.id,
          before: { name: current.name },
          after: null,
        });
        return { ok: true as const };
      });
    },
  );
}
