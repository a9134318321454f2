import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  award,
  awardGetQuery,
  awardListQuery,
  awardPage,
  awardPatch,
  awardPreview,
  awardPreviewRequest,
  awardSendRequest,
} from '#shared/contract/award';
import { errorBody, idParams, pageQuery } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { awards, awardTypes } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { type AwardTypeRow, type AwardViewer, awardViewerOf, maySend } from './access.ts';
import { resolveAwardRecipients } from './recipients.ts';
import { type AwardRow, amountFor, awardMessage, previewAward, sendAward } from './send.ts';
import { toAwards } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** One award the viewer may read: every award of the tenant that a moderator did not remove. */
export async function findAward(tx: Tx, id: string): Promise<AwardRow> {
  const [row] = await tx
    .select()
    .from(awards)
    .where(and(eq(awards.id, id), isNull(awards.removedAt)));
  if (!row) throw notFound('This award does not exist');
  return row;
}

/** The type a send names, refused unless the viewer may send it now. */
async function sendableType(tx: Tx, viewer: AwardViewer, id: string): Promise<AwardTypeRow> {
  const [type] = await tx.select().from(awardTypes).where(eq(awardTypes.id, id));
  if (!type) throw notFound('This award type does not exist');
  if (type.archivedAt) throw conflict('This award type is archived');
  if (type.nomination) throw conflict('A nomination award is given by finalizing its nomination round');
  if (!(await maySend(tx, viewer, type))) throw forbidden('You cannot send this award');
  return type;
}

/** Sending awards (001 §7 "Awards"), the spend preview, and reading them. */
export function awardRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/award/awards',
    {
      schema: {
        tags: ['award'],
        description:
          'Sends an award of a type to members and teams (each active team member once); points come from the type’s point bank, never the sender’s allocation.',
        body: awardSendRequest,
        response: { 201: award, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      const body = request.body;
      const message = awardMessage(body.message);
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const type = await sendableType(tx, viewer, body.awardTypeId);
        const amount = amountFor(type, body.amount);
        const recipients = await resolveAwardRecipients(tx, body.sendTo, viewer.memberId);
        const row = await sendAward(services, tx, {
          tenantId: viewer.auth.tenantId,
          type,
          senderId: viewer.memberId,
          amount,
          message,
          sendTo: body.sendTo,
          recipients,
          nominationRound: false,
        });
        const [item] = await toAwards(tx, [row], viewer);
        if (!item) throw new Error('award not serialized');
        return item;
      });
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/awards/awardTypes/:id/preview',
    {
      schema: {
        tags: ['award'],
        description:
          'What sending would do: recipients, those who get points, those the eligibility rules leave out, the total and the bank balance.',
        params: idParams,
        body: awardPreviewRequest,
        response: { 200: awardPreview, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const type = await sendableType(tx, viewer, request.params.id);
        const amount = amountFor(type, request.body.amount);
        const recipients = await resolveAwardRecipients(tx, request.body.sendTo, viewer.memberId);
        return previewAward(tx, type, amount, recipients);
      });
    },
  );

  api.get(
    '/award/awards/flagged',
    {
      schema: {
        tags: ['award'],
        description: 'Awards members flagged, most flagged first (moderators).',
        querystring: pageQuery,
        response: { 200: awardPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.canModerate) throw forbidden();
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const flagged = await tx
          .select()
          .from(awards)
          .where(
            and(
              isNull(awards.removedAt),
              sql`exists (select 1 from award_flags f where f.award_id = ${awards.id})`,
            ),
          )
          .orderBy(
            desc(sql`(select count(*) from award_flags f where f.award_id = ${awards.id})`),
            desc(awards.createdAt),
            desc(awards.id),
          )
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toAwards(tx, flagged.slice(0, pageSize), viewer, undefined, { flagCounts: true }),
          next: flagged.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    '/award/awards/:id',
    {
      schema: {
        tags: ['award'],
        params: idParams,
        querystring: awardGetQuery,
        response: { 200: award, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        const [item] = await toAwards(tx, [row], viewer, request.query.embed, {
          flagCounts: viewer.canModerate,
        });
        return item;
      });
    },
  );

  api.patch(
    '/award/awards/:id',
    {
      schema: {
        tags: ['award'],
        description: 'Its sender or a moderator edits an award’s message.',
        params: idParams,
        body: awardPatch,
        response: { 200: award, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const message = awardMessage(request.body.message);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        if (row.senderId !== viewer.memberId && !viewer.canModerate) throw forbidden();
        const [updated] = await tx
          .update(awards)
          .set({ message, updatedAt: services.now() })
          .where(eq(awards.id, row.id))
          .returning();
        const [item] = await toAwards(tx, [updated as AwardRow], viewer);
        return item;
      });
    },
  );

  api.get(
    '/award/recipients',
    {
      schema: {
        tags: ['award'],
        description: 'Awards received by the caller, or by the members of `recipientIdIn`, newest first.',
        querystring: awardListQuery,
        response: { 200: awardPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { recipientIdIn, awardTypeIdIn, page, pageSize, embed } = request.query;
      const recipientIds = recipientIdIn?.length ? recipientIdIn : [viewer.memberId];
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select()
          .from(awards)
          .where(
            and(
              isNull(awards.removedAt),
              sql`exists (select 1 from award_recipients r where r.award_id = ${awards.id} and r.member_id in ${recipientIds})`,
              awardTypeIdIn?.length ? inArray(awards.awardTypeId, awardTypeIdIn) : undefined,
            ),
          )
          .orderBy(desc(awards.createdAt), desc(awards.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toAwards(tx, rows.slice(0, pageSize), viewer, embed),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}
