import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, mediaSchema } from '#shared/contract/common';
import { media } from '../../db/schema.ts';
import { requireMember, withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { linkExpiry, loadMediaSigningKey, verifyMediaFile } from '../../kernel/media/signing.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import type { Services } from '../../services.ts';

const fileParams = z.object({ id: z.uuid(), variant: z.string().regex(/^[a-z0-9-]+$/) });
const fileQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(100).optional(),
});

export function mediaRoutes(api: ZodApi, services: Services): void {
  api.addHook('onReady', () => loadMediaSigningKey(services.db));

  api.get(
    '/media/mediaObjects/:id/urls',
    {
      schema: {
        tags: ['media'],
        description: "Signed links to a media object's file and variants; the caller's organization only.",
        params: z.object({ id: z.uuid() }),
        response: { 200: mediaSchema, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      // media is not guarded by row-level security (the platform makes some itself): the
      // tenant is checked here, so another organization's id reads as unknown.
      const [row] = await withTenant(services, auth, (tx) =>
        tx
          .select()
          .from(media)
          .where(
            and(
              eq(media.id, request.params.id),
              or(eq(media.tenantId, auth.tenantId), isNull(media.tenantId)),
            ),
          ),
      );
      if (!row) throw notFound();
      return mediaUrls(row);
    },
  );

  api.get(
    '/media/files/:id/:variant',
    {
      schema: {
        tags: ['media'],
        description: 'A file, served only through a signed link that has not expired (from the urls embeds).',
        params: fileParams,
        querystring: fileQuery,
        security: [],
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const { expires, signature } = request.query;
      if (expires === undefined || !signature || !verifyMediaFile(id, variant, expires, signature)) {
        throw forbidden('This link is not valid or has expired');
      }
      const [row] = await services.db.select().from(media).where(eq(media.id, id));
      const key = row?.variants[variant];
      const bytes = key ? await services.storage.get(key) : null;
      if (!row || !bytes) throw notFound();
      // Cached until the link expires; the same link is handed out all day (signing.ts).
      const maxAge = Math.max(0, Math.min(expires, linkExpiry(Date.now())) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(bytes);
    },
  );
}
