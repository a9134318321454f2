import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, mediaSchema } from '#shared/contract/common';
import type { ZodApi } from '../../app.ts';
import { media } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { mediaUrls } from './urls.ts';

const fileParams = z.object({ id: z.uuid(), variant: z.string().regex(/^[a-z0-9-]+$/) });

export function mediaRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/media/mediaObjects/:id/urls',
    {
      schema: {
        tags: ['media'],
        params: z.object({ id: z.uuid() }),
        response: { 200: mediaSchema, 404: errorBody },
      },
    },
    async (request) => {
      const [row] = await services.db.select().from(media).where(eq(media.id, request.params.id));
      if (!row) throw notFound();
      return mediaUrls(row);
    },
  );

  api.get(
    '/media/files/:id/:variant',
    { schema: { tags: ['media'], params: fileParams, security: [] } },
    async (request, reply) => {
      const [row] = await services.db.select().from(media).where(eq(media.id, request.params.id));
      const key = row?.variants[request.params.variant];
      const bytes = key ? await services.storage.get(key) : null;
      if (!row || !bytes) throw notFound();
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(bytes);
    },
  );
}
