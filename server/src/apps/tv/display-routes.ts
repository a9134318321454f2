import { eq } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { tvDisplay, tvItemList, tvTokenParams } from '#shared/contract/tv';
import { inTenant } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';
import { tenantUrl } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { tvSources } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import type { TvTokens } from './token.ts';

const errors = { 401: errorBody, 429: errorBody };
/** Public: no bearer token, the TV token in the path is the only credential. */
const publicRoute = { tags: ['tv'], security: [] };

/**
 * The screen's calls (001 §7 "TV"). Each resolves the token to one tenant and then reads inside
 * that tenant's row-level security, so a token never reaches another tenant's rows. The content
 * calls are the areas' registered TV sources.
 */
export function tvDisplayRoutes(api: ZodApi, services: Services, tokens: TvTokens): void {
  api.get(
    '/tv/display/:token',
    { schema: { ...publicRoute, params: tvTokenParams, response: { 200: tvDisplay, ...errors } } },
    async (request, reply) => {
      const scope = await tokens.resolve(request, request.params.token);
      const [tenant] = await services.db.select().from(tenants).where(eq(tenants.id, scope.tenantId));
      if (!tenant) throw unauthorized('This TV link is unknown or was revoked');
      reply.header('cache-control', 'no-store');
      return {
        name: scope.name,
        itemTypes: scope.itemTypes,
        tenantName: tenant.name,
        tenantUrl: tenantUrl(services, tenant),
      };
    },
  );

  // One call per registered source (kernel/tv.ts), each behind the same token and rate limit.
  for (const source of tvSources()) {
    api.get(
      source.path,
      { schema: { ...publicRoute, params: tvTokenParams, response: { 200: tvItemList, ...errors } } },
      async (request, reply) => {
        const scope = await tokens.resolve(request, request.params.token);
        reply.header('cache-control', 'no-store');
        // A link that does not show this type answers an empty list rather than its tenant's content.
        if (!scope.itemTypes.includes(source.itemType)) return { results: [] };
        const context = { tenantId: scope.tenantId, teamIds: scope.teamIds, now: services.now() };
        const results = await inTenant(services.db, { tenantId: scope.tenantId, userId: null }, (tx) =>
          source.items(tx, context),
        );
        return { results };
      },
    );
  }
}
