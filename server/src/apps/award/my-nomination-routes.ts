import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { myNominationPage, myNominationsQuery } from '#shared/contract/award';
import { errorBody } from '#shared/contract/common';
import { awardTypes, awardWinners, nominations } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { awardViewerOf } from './access.ts';
import { myNominationStatus, toNominations } from './nomination-queries.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['award'];

/** GET /award/nominations/my: the caller's own nominations and where each stands. */
export function myNominationRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/award/nominations/my',
    {
      schema: {
        tags,
        description:
          "The caller's own nominations across the rounds they may still read (archived rounds left out), newest first, each with its round and where it stands. Any member may ask: it answers only their own.",
        querystring: myNominationsQuery,
        response: { 200: myNominationPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { page, pageSize } = request.query;
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select({ nomination: nominations, type: awardTypes })
          .from(nominations)
          .innerJoin(awardTypes, eq(awardTypes.id, nominations.awardTypeId))
          .where(and(eq(nominations.nominatorId, viewer.memberId), isNull(awardTypes.archivedAt)))
          .orderBy(desc(nominations.createdAt), desc(nominations.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const finalized = shown.filter((row) => row.type.finalizedAt !== null);
        const won = new Set(
          finalized.length
            ? (
                await tx
                  .select({ typeId: awardWinners.awardTypeId, memberId: awardWinners.memberId })
                  .from(awardWinners)
                  .where(
                    inArray(
                      awardWinners.awardTypeId,
                      finalized.map((row) => row.type.id),
                    ),
                  )
              ).map((row) => `${row.typeId}:${row.memberId}`)
            : [],
        );
        const items = await toNominations(
          tx,
          shown.map((row) => row.nomination),
        );
        const byId = new Map(shown.map((row) => [row.nomination.id, row]));
        return {
          results: items.flatMap((item) => {
            const row = byId.get(item.id);
            if (!row) return [];
            const { type } = row;
            return [
              {
                id: item.id,
                awardType: {
                  id: type.id,
                  name: type.name,
                  nominationEndAt: type.nominationEndAt?.toISOString() ?? null,
                },
                nominee: item.nominee,
                message: item.message,
                createdAt: item.createdAt,
                status: myNominationStatus(type, won.has(`${type.id}:${item.nominee.id}`), now),
              },
            ];
          }),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}
