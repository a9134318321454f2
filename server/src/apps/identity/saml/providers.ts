import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SamlProvider } from '#shared/contract/saml';
import { inTenant, type Tx } from '../../../db/client.ts';
import { samlProviders } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { requestHostScope, type TenantRow, tenantUrl } from '../../../http/tenancy.ts';
import type { Services } from '../../../services.ts';
import { describeCertificate } from './idp-metadata.ts';

export type SamlProviderRow = typeof samlProviders.$inferSelect;

/** The product's side of one provider: fixed paths under the tenant's own address. */
export function spEndpoints(
  services: Services,
  tenant: Pick<TenantRow, 'slug' | 'domains'>,
  providerId: string,
) {
  const base = `${tenantUrl(services, tenant)}/api/identity/saml/${providerId}`;
  return {
    entityId: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    sloUrl: `${base}/slo`,
    metadataUrl: `${base}/metadata`,
    loginUrl: `${base}/login`,
  };
}

export function toSamlProvider(services: Services, tenant: TenantRow, row: SamlProviderRow): SamlProvider {
  const sp = spEndpoints(services, tenant, row.id);
  return {
    id: row.id,
    name: row.name,
    idpEntityId: row.idpEntityId,
    ssoUrl: row.ssoUrl,
    certificates: row.certificates.map(describeCertificate),
    metadataUrl: row.metadataUrl,
    jitEnabled: row.jitEnabled,
    defaultRole: row.defaultRole,
    ssoOnly: row.ssoOnly,
    allowIdpInitiated: row.allowIdpInitiated,
    spEntityId: sp.entityId,
    acsUrl: sp.acsUrl,
    sloUrl: sp.sloUrl,
    spMetadataUrl: sp.metadataUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findProvider(tx: Tx, id: string): Promise<SamlProviderRow | undefined> {
  const [row] = await tx.select().from(samlProviders).where(eq(samlProviders.id, id));
  return row;
}

/**
 * The provider a public SAML call names, looked up only in the tenant that the request's host
 * serves: another tenant's provider id is not found here (row-level security hides it).
 */
export async function providerOnHost(
  services: Services,
  request: FastifyRequest,
  providerId: string,
): Promise<{ tenant: TenantRow; provider: SamlProviderRow }> {
  const scope = await requestHostScope(services, request);
  if (scope.kind !== 'tenant') throw notFound('No organization is served at this address');
  const provider = await inTenant(services.db, { tenantId: scope.tenant.id, userId: null }, (tx) =>
    findProvider(tx, providerId),
  );
  if (!provider) throw notFound('This sign-in method does not exist');
  return { tenant: scope.tenant, provider };
}

/** The provider that signs members in when the tenant is SSO-only, if any. */
export async function ssoOnlyProvider(tx: Tx): Promise<SamlProviderRow | undefined> {
  const [row] = await tx.select().from(samlProviders).where(eq(samlProviders.ssoOnly, true)).limit(1);
  return row;
}
