import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { cardBackground, cardBackgroundList, cardBackgroundRequest } from '#shared/contract/card';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { cardBackgrounds } from '../../db/schema.ts';
import { grantOf, requirePermission, withTenant } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { loadMediaUrls } from '../../kernel/media/urls.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { requireCardMember } from './access.ts';
import { ensureBuiltInBackgrounds } from './built-in-backgrounds.ts';
import { only } from './serialize.ts';
import { uploadedImage } from './uploaded-media.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['card'];

type BackgroundRow = typeof cardBackgrounds.$inferSelect;

async function serialize(tx: Tx, rows: BackgroundRow[], manager: boolean) {
  const images = await loadMediaUrls(
    tx,
    rows.map((row) => row.mediaId),
  );
  return rows.flatMap((row) => {
    const image = images.get(row.mediaId);
    if (!image) return [];
    return [
      {
        id: row.id,
        name: row.name,
        builtIn: row.builtInKey !== null,
        image,
        permissions: manager ? (['delete'] as const).slice() : [],
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** The tenant's background library (docs/card.md): every card member reads it, managers curate it. */
export function backgroundRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/card/backgrounds',
    { schema: { tags, response: { 200: cardBackgroundList, ...errors } } },
    async (request) => {
      const auth = await requireCardMember(services, request);
      const manager = holds(await grantOf(services, request), 'cardApp', 'manage');
      return withTenant(services, auth, async (tx) => {
        await ensureBuiltInBackgrounds(tx, services.storage, auth.tenantId);
        const rows = await tx.select().from(cardBackgrounds).where(isNull(cardBackgrounds.removedAt)).orderBy(
          // Built-ins first in their fixed order, then uploads oldest first: the grid never reshuffles.
          sql`${cardBackgrounds.builtInKey} is null`,
          asc(cardBackgrounds.builtInKey),
          asc(cardBackgrounds.createdAt),
          desc(cardBackgrounds.id),
        );
        return { results: await serialize(tx, rows, manager) };
      });
    },
  );

  api.post(
    '/card/backgrounds',
    {
      schema: {
        tags,
        description: 'Adds an uploaded cardBackground image to the library.',
        body: cardBackgroundRequest,
        response: { 201: cardBackground, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'cardApp', 'manage');
      const created = await withTenant(services, auth, async (tx) => {
        const image = await uploadedImage(tx, auth, request.body.mediaObjectId, 'cardBackground');
        const [row] = await tx
          .insert(cardBackgrounds)
          .values({ tenantId: auth.tenantId, name: request.body.name, mediaId: image.id })
          .returning();
        if (!row) throw new Error('background not stored');
        await audit(tx, auth, {
          action: 'card.addBackground',
          targetType: 'cardBackground',
          targetId: row.id,
          before: null,
          after: { name: row.name, mediaId: row.mediaId },
        });
        return only(await serialize(tx, [row], true));
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    '/card/backgrounds/:id',
    {
      schema: {
        tags,
        description: 'Removes a background from the library; cards that use it keep their image.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'cardApp', 'manage');
      await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .update(cardBackgrounds)
          .set({ removedAt: services.now() })
          .where(and(eq(cardBackgrounds.id, request.params.id), isNull(cardBackgrounds.removedAt)))
          .returning();
        if (!row) throw notFound('This background does not exist');
        await audit(tx, auth, {
          action: 'card.removeBackground',
          targetType: 'cardBackground',
          targetId: row.id,
          before: { name: row.name, mediaId: row.mediaId },
          after: { removedAt: services.now().toISOString() },
        });
      });
      return { ok: true as const };
    },
  );
}
