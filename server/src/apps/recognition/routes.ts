import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recognitionMonthlyGoal } from '#shared/constants';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { pointsExceptionBody } from '#shared/contract/points';
import {
  countResponse,
  goalResponse,
  type RecognitionRequest,
  recognition,
  recognitionGetQuery,
  recognitionListQuery,
  recognitionPage,
  recognitionPatch,
  recognitionRequest,
} from '#shared/contract/recognition';
import { recognitionFlags, recognitions } from '../../db/schema.ts';
import { grantOf, requirePermission, withTenant } from '../../http/auth.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { notifyPublished } from './notify-published.ts';
import type { RecognitionRow } from './publish.ts';
import { findVisible, pageOfRecognitions, recognitionWhere, type Viewer, viewerOf } from './queries.ts';
import { type SendRights, saveRecognition } from './save.ts';
import { toRecognitions } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const sendErrors = { ...errors, 422: pointsExceptionBody };

async function rightsOf(services: Services, request: FastifyRequest): Promise<SendRights> {
  const grant = await grantOf(services, request);
  return {
    sendPoints: holds(grant, 'pointsApp', 'sendPoints'),
    schedule: holds(grant, 'recognitionApp', 'scheduleRecognition'),
  };
}

/** A saved recognition back in payload form, for PATCH to merge into. */
function payloadOf(row: RecognitionRow): RecognitionRequest {
  return {
    message: row.message,
    amount: row.amount,
    attachments: row.attachmentIds,
    qualityIds: row.qualityIds,
    sendTo: row.sendTo,
    gifs: row.gif ? [row.gif] : [],
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    status: row.scheduledAt ? 'published' : 'draft',
    ignoreExceptions: false,
    tenantWide: row.tenantWide,
    refinementId: row.refinementId,
  };
}

/** Recognitions (001 §7 "Recognition"): send, drafts, scheduling, reading and the draft count. */
export function recognitionRoutes(api: ZodApi, services: Services): void {
  const one = async (viewer: Viewer, id: string) =>
    withTenant(services, viewer.auth, async (tx) => {
      const [result] = await toRecognitions(tx, [await findVisible(tx, viewer, id)], viewer);
      return result as NonNullable<typeof result>;
    });

  api.post(
    '/recognition/recognitions',
    {
      schema: {
        tags: ['recognition'],
        body: recognitionRequest,
        response: { 201: recognition, ...sendErrors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createRecognition');
      const viewer = await viewerOf(services, request);
      const rights = await rightsOf(services, request);
      const now = services.now();
      // The answer is read in the send's own transaction: the sender can always read what they
      // just saved, and a second transaction would cost three more round trips per send.
      const created = await withTenant(services, auth, async (tx) => {
        const saved = await saveRecognition(tx, {
          tenantId: auth.tenantId,
          senderId: auth.memberId,
          body: request.body,
          rights,
          now,
        });
        if (saved.published) await notifyPublished(services, tx, saved.row, saved.published);
        const [result] = await toRecognitions(tx, [saved.row], viewer, undefined, {
          created: { shares: saved.shares },
        });
        return result as NonNullable<typeof result>;
      });
      return reply.status(201).send(created);
    },
  );

  const update = async (
    request: FastifyRequest,
    id: string,
    merge: (row: RecognitionRow) => RecognitionRequest,
  ) => {
    const auth = await requirePermission(services, request, 'recognitionApp', 'createRecognition');
    const viewer = await viewerOf(services, request);
    const rights = await rightsOf(services, request);
    const now = services.now();
    await withTenant(services, auth, async (tx) => {
      const existing = await findVisible(tx, viewer, id);
      if (existing.senderId !== auth.memberId) throw forbidden('Only the sender can change this recognition');
      if (existing.status !== 'draft') {
        throw new ApiError(409, 'ConflictError', 'A published recognition cannot be changed');
      }
      const saved = await saveRecognition(tx, {
        tenantId: auth.tenantId,
        senderId: auth.memberId,
        body: merge(existing),
        rights,
        now,
        existing,
      });
      if (saved.published) await notifyPublished(services, tx, saved.row, saved.published);
    });
    return one(viewer, id);
  };

  api.put(
    '/recognition/recognitions/:id',
    {
      schema: {
        tags: ['recognition'],
        params: idParams,
        body: recognitionRequest,
        response: { 200: recognition, ...sendErrors },
      },
    },
    (request) => update(request, request.params.id, () => request.body),
  );

  api.patch(
    '/recognition/recognitions/:id',
    {
      schema: {
        tags: ['recognition'],
        params: idParams,
        body: recognitionPatch,
        response: { 200: recognition, ...sendErrors },
      },
    },
    (request) =>
      update(request, request.params.id, (row) => {
        const patch = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
        return { ...payloadOf(row), ...patch };
      }),
  );

  api.get(
    '/recognition/recognitions/:id',
    {
      schema: {
        tags: ['recognition'],
        params: idParams,
        querystring: recognitionGetQuery,
        response: { 200: recognition, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        const [result] = await toRecognitions(tx, [row], viewer, request.query.embed);
        return result as NonNullable<typeof result>;
      });
    },
  );

  api.delete(
    '/recognition/recognitions/:id',
    { schema: { tags: ['recognition'], params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        const allowed = row.status === 'draft' ? row.senderId === viewer.memberId : viewer.canModerate;
        if (!allowed) throw forbidden();
        // Points a published recognition moved stay with the recipients: the ledger is never rewritten.
        await tx.delete(recognitions).where(eq(recognitions.id, row.id));
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/recognition/recognitions',
    {
      schema: {
        tags: ['recognition'],
        querystring: recognitionListQuery,
        response: { 200: recognitionPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { page, pageSize, sorting, embed, ...filter } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const { rows, next } = await pageOfRecognitions(tx, recognitionWhere(viewer, filter), {
          page,
          pageSize,
          sorting,
        });
        return { results: await toRecognitions(tx, rows, viewer, embed), next };
      });
    },
  );

  api.get(
    '/recognition/recognitions/count',
    {
      schema: {
        tags: ['recognition'],
        description: "The caller's drafts (scheduled ones included), with the list's filters.",
        querystring: recognitionListQuery,
        response: { 200: countResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { page: _p, pageSize: _s, sorting: _o, embed: _e, ...filter } = request.query;
      const where = recognitionWhere(viewer, {
        ...filter,
        statusIn: ['draft'],
        sentByIdIn: [viewer.memberId],
      });
      const total = await withTenant(services, viewer.auth, (tx) => tx.$count(recognitions, where));
      return { total };
    },
  );

  api.get(
    '/recognition/recognitions/goal',
    {
      schema: {
        tags: ['recognition'],
        description: 'Recognitions the caller published this calendar month (UTC) and the monthly goal.',
        response: { 200: goalResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const now = services.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const count = await withTenant(services, viewer.auth, (tx) =>
        tx.$count(
          recognitions,
          and(
            eq(recognitions.senderId, viewer.memberId),
            eq(recognitions.status, 'published'),
            gte(recognitions.publishedAt, monthStart),
          ),
        ),
      );
      return { count, goal: recognitionMonthlyGoal };
    },
  );

  api.get(
    '/recognition/recognitions/flagged',
    {
      schema: {
        tags: ['recognition'],
        description: 'Flagged recognitions for moderators, most flagged first.',
        querystring: recognitionListQuery,
        response: { 200: recognitionPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      if (!viewer.canModerate) throw forbidden();
      const { page, pageSize, embed } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const flagged = await tx
          .select({ id: recognitionFlags.recognitionId, n: sql<number>`count(*)::int` })
          .from(recognitionFlags)
          .innerJoin(
            recognitions,
            and(eq(recognitions.id, recognitionFlags.recognitionId), isNull(recognitions.removedAt)),
          )
          .groupBy(recognitionFlags.recognitionId)
          .orderBy(sql`count(*) desc`, sql`max(${recognitionFlags.createdAt}) desc`)
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const ids = flagged.slice(0, pageSize).map((f) => f.id);
        const rows = ids.length
          ? await tx.select().from(recognitions).where(inArray(recognitions.id, ids))
          : [];
        const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
        return {
          results: await toRecognitions(tx, ordered, viewer, embed, { flagCounts: true }),
          next: flagged.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}
