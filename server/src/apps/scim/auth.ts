import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import { tenants } from '../../db/schema.ts';
import { bearerPattern, hashSecret } from '../../http/secrets.ts';
import { isOneOfHosts, tenantHosts, tenantUrl } from '../../http/tenancy.ts';
import type { Services } from '../../services.ts';
import { ScimError } from './errors.ts';

/** `baseUrl`: where this tenant's SCIM service is, for `meta.location`. */
export type ScimCaller = { tokenId: string; tenantId: string; baseUrl: string };

const refused = () => new ScimError(401, 'The SCIM bearer token is missing, unknown or revoked');
export const scimWrongHostMessage = 'This SCIM bearer token is not valid at this address';

/**
 * The tenant a SCIM call acts in comes from its bearer token, looked up by hash through
 * kudos_scim_token() before any tenant is set (as TV tokens are). A token works only on its
 * tenant's hosts (`<slug>.<base domain>`, custom domains), as a session's token does
 * (http/auth.ts): on another tenant's host, the central host or an unknown one it is refused.
 */
export async function scimCaller(services: Services, request: FastifyRequest): Promise<ScimCaller> {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw refused();
  const [row] = rowsOf<{ token_id: string; tenant_id: string }>(
    await services.db.execute(sql`select * from kudos_scim_token(${hashSecret(token)})`),
  );
  if (!row) throw refused();
  const [tenant] = await services.db.select().from(tenants).where(eq(tenants.id, row.tenant_id));
  if (!tenant) throw refused();
  if (!isOneOfHosts(request, tenantHosts(tenant, services.config.baseDomain))) {
    throw new ScimError(401, scimWrongHostMessage);
  }
  const baseUrl = new URL('/api/scim/v2', tenantUrl(services, tenant)).toString();
  return { tokenId: row.token_id, tenantId: row.tenant_id, baseUrl };
}
