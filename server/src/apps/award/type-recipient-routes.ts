import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { awardTypeRecipientPage, awardTypeRecipientsQuery } from '#shared/contract/award';
import { errorBody, idParams } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { awardRecipients, awards } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { sendCsv } from '../../kernel/csv.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import { awardViewerOf, findAwardType, requireAdmin } from './access.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Members who received awards of a type, newest first; `limit` null: all of them (the export). */
async function recipientsOf(tx: Tx, typeId: string, limit: number | null, offset: number) {
  const query = tx
    .select({
      awardId: awards.id,
      memberId: awardRecipients.memberId,
      amount: awardRecipients.amount,
      senderId: awards.senderId,
      awardedAt: awards.createdAt,
    })
    .from(awardRecipients)
    .innerJoin(awards, eq(awards.id, awardRecipients.awardId))
    .where(and(eq(awards.awardTypeId, typeId), isNull(awards.removedAt)))
    .orderBy(desc(awards.createdAt), desc(awards.id), awardRecipients.memberId);
  const rows = limit === null ? await query : await query.limit(limit).offset(offset);
  const members = await memberDisplays(
    tx,
    rows.flatMap((row) => [row.memberId, row.senderId]),
  );
  return rows.flatMap((row) => {
    const member = members.get(row.memberId);
    if (!member) return [];
    return [
      {
        awardId: row.awardId,
        member,
        amount: row.amount,
        sender: row.senderId ? (members.get(row.senderId) ?? null) : null,
        awardedAt: row.awardedAt.toISOString(),
      },
    ];
  });
}

/** An award type's recipients (admins): a page, or every one as CSV. */
export function typeRecipientRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/award/awardTypes/:id/recipients',
    {
      schema: {
        tags: ['award'],
        params: idParams,
        querystring: awardTypeRecipientsQuery,
        response: { 200: awardTypeRecipientPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      requireAdmin(viewer);
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const type = await findAwardType(tx, viewer, request.params.id);
        const rows = await recipientsOf(tx, type.id, pageSize + 1, (page - 1) * pageSize);
        return { results: rows.slice(0, pageSize), next: rows.length > pageSize ? page + 1 : null };
      });
    },
  );

  api.post(
    '/award/awardTypes/:id/recipients/export',
    {
      schema: {
        tags: ['award'],
        description: 'Downloads every recipient of the award type as CSV.',
        params: idParams,
        response: {
          200: { description: 'CSV, one row per recipient', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      requireAdmin(viewer);
      const rows = await withTenant(services, viewer.auth, async (tx) => {
        const type = await findAwardType(tx, viewer, request.params.id);
        return recipientsOf(tx, type.id, null, 0);
      });
      const name = (m: { firstName: string; lastName: string } | null) =>
        m ? `${m.firstName} ${m.lastName}` : '';
      return sendCsv(
        reply,
        `award-recipients-${request.params.id}.csv`,
        ['Recipient', 'Job title', 'Points', 'Sent by', 'Awarded at'],
        rows.map((r) => [name(r.member), r.member.jobTitle ?? '', r.amount, name(r.sender), r.awardedAt]),
      );
    },
  );
}
