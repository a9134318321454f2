import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import { tenants } from '../../db/schema.ts';
import { bearerPattern, hashSecret } from '../../http/secrets.ts';
import { requestHostScope, tenantUrl } from '../../http/tenancy.ts';
import type { Services } from '../../services.ts';
import { ScimError } from './errors.ts';

/** `baseUrl`: where this tenant's SCIM service is, for `meta.location`. */
export type ScimCaller = { tokenId: string; tenantId: string; baseUrl: string };

const refused = () => new ScimError(401, 'The SCIM bearer token is missing, unknown or revoked');

/**
 * The tenant a SCIM call acts in comes from its bearer token, looked up by hash through
 * kudos_scim_token() before any tenant is set (as TV tokens are). On a tenant's host only that
 * tenant's tokens work, so a token cannot be replayed against another organization's address.
 */
export async function scimCaller(services: Services, request: FastifyRequest): Promise<ScimCaller> {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw refused();
  const [row] = rowsOf<{ token_id: string; tenant_id: string }>(
    await services.db.execute(sql`select * from kudos_scim_token(${hashSecret(token)})`),
  );
  if (!row) throw refused();
  const scope = await requestHostScope(services, request);
  if (scope.kind === 'unknown' || (scope.kind === 'tenant' && scope.tenant.id !== row.tenant_id)) {
    throw refused();
  }
  const [tenant] = await services.db.select().from(tenants).where(eq(tenants.id, row.tenant_id));
  if (!tenant) throw refused();
  const baseUrl = new URL('/api/scim/v2', tenantUrl(services, tenant)).toString();
  return { tokenId: row.token_id, tenantId: row.tenant_id, baseUrl };
}
