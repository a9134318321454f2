import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  type TvChannel,
  type TvItemType,
  tvChannel,
  tvChannelList,
  tvChannelPatch,
  tvChannelRequest,
  tvTeamList,
} from '#shared/contract/tv';
import type { Tx } from '../../db/client.ts';
import { teams, tvChannels } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../../http/secrets.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

type ChannelRow = typeof tvChannels.$inferSelect;
const toChannel = (row: ChannelRow): TvChannel => ({
  id: row.id,
  name: row.name,
  itemTypes: row.itemTypes as TvItemType[],
  teamIds: row.teamIds,
  token: row.token,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** 256 random bits, URL-safe; only the hash is looked up. */
const freshToken = () => {
  const token = newSecret();
  return { token, tokenHash: hashSecret(token) };
};

/** Every team a link names must be one of this tenant's (row-level security hides the others). */
async function checkTeams(tx: Tx, teamIds?: string[]): Promise<void> {
  if (teamIds?.length) {
    const found = new Set(
      (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds))).map((t) => t.id),
    );
    const missing = teamIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw invalid(`teamIds.${missing}`, 'This team does not exist');
  }
}

/** An active (not revoked) channel of the caller's tenant, else 404. */
async function activeChannel(tx: Tx, id: string): Promise<ChannelRow> {
  const [row] = await tx
    .select()
    .from(tvChannels)
    .where(and(eq(tvChannels.id, id), isNull(tvChannels.revokedAt)));
  if (!row) throw notFound('This TV link does not exist or was revoked');
  return row;
}

/** TV links (000 §2 "TV integration"): tvApp browse lists them, tvApp addChannel manages them. */
export function tvChannelRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/tv/channels',
    { schema: { tags: ['tv'], response: { 200: tvChannelList, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'tvApp', 'browse');
      const rows = await withTenant(services, auth, (tx) =>
        tx
          .select()
          .from(tvChannels)
          .where(isNull(tvChannels.revokedAt))
          .orderBy(asc(tvChannels.createdAt), asc(tvChannels.id)),
      );
      return { results: rows.map(toChannel) };
    },
  );

  api.get(
    '/tv/teams',
    { schema: { tags: ['tv'], response: { 200: tvTeamList, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'tvApp', 'addChannel');
      const rows = await withTenant(services, auth, (tx) =>
        tx.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name)),
      );
      return { results: rows };
    },
  );

  api.post(
    '/tv/channels',
    { schema: { tags: ['tv'], body: tvChannelRequest, response: { 201: tvChannel, ...errors } } },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'tvApp', 'addChannel');
      const { name, itemTypes, teamIds } = request.body;
      const row = await withTenant(services, auth, async (tx) => {
        await checkTeams(tx, teamIds);
        const now = services.now();
        const [inserted] = await tx
          .insert(tvChannels)
          .values({
            tenantId: auth.tenantId,
            name,
            itemTypes,
            teamIds,
            ...freshToken(),
            createdById: auth.memberId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('TV channel not stored');
        return inserted;
      });
      return reply.status(201).send(toChannel(row));
    },
  );

  api.patch(
    '/tv/channels/:id',
    {
      schema: {
        tags: ['tv'],
        params: idParams,
        body: tvChannelPatch,
        response: { 200: tvChannel, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'tvApp', 'addChannel');
      const { name, itemTypes, teamIds } = request.body;
      const row = await withTenant(services, auth, async (tx) => {
        await activeChannel(tx, request.params.id);
        await checkTeams(tx, teamIds);
        const [updated] = await tx
          .update(tvChannels)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(itemTypes !== undefined ? { itemTypes } : {}),
            ...(teamIds !== undefined ? { teamIds } : {}),
            updatedAt: services.now(),
          })
          .where(eq(tvChannels.id, request.params.id))
          .returning();
        return updated as ChannelRow;
      });
      return toChannel(row);
    },
  );

  api.post(
    '/tv/channels/:id/token',
    { schema: { tags: ['tv'], params: idParams, response: { 200: tvChannel, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'tvApp', 'addChannel');
      const row = await withTenant(services, auth, async (tx) => {
        await activeChannel(tx, request.params.id);
        const [updated] = await tx
          .update(tvChannels)
          .set({ ...freshToken(), updatedAt: services.now() })
          .where(eq(tvChannels.id, request.params.id))
          .returning();
        return updated as ChannelRow;
      });
      return toChannel(row);
    },
  );

  api.delete(
    '/tv/channels/:id',
    { schema: { tags: ['tv'], params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'tvApp', 'addChannel');
      await withTenant(services, auth, async (tx) => {
        await activeChannel(tx, request.params.id);
        // The row stays as a record; kudos_tv_channel() ignores revoked links at once.
        await tx
          .update(tvChannels)
          .set({ revokedAt: services.now(), updatedAt: services.now() })
          .where(eq(tvChannels.id, request.params.id));
      });
      return { ok: true as const };
    },
  );
}
