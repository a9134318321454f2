import type { CacheProvider, SAML } from '@node-saml/node-saml';
import { and, eq, gt } from 'drizzle-orm';
import { inTenant } from '../../../db/client.ts';
import { samlRequests } from '../../../db/schema.ts';
import type { TenantRow } from '../../../http/tenancy.ts';
import type { Services } from '../../../services.ts';
import { type SamlProviderRow, spEndpoints } from './providers.ts';
import { spKeysOf } from './sp-keys.ts';

/** How long the IdP may take to answer an AuthnRequest (the person signs in meanwhile). */
export const requestLifetimeMs = 10 * 60_000;
/** Clocks of the IdP and this server may differ this much. */
export const clockSkewMs = 60_000;

/**
 * Outstanding AuthnRequest ids in the database (not in memory): any server instance can answer
 * the ACS, an id is valid only for the provider that sent it, until it expires, and it is
 * removed once a response to it was accepted.
 */
function requestStore(services: Services, tenantId: string, providerId: string): CacheProvider {
  const run = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
    inTenant(services.db, { tenantId, userId: null }, fn);
  return {
    async saveAsync(id, value) {
      const expiresAt = new Date(services.now().getTime() + requestLifetimeMs);
      await run((tx) => tx.insert(samlRequests).values({ id, tenantId, providerId, expiresAt }));
      return { value, createdAt: services.now().getTime() };
    },
    async getAsync(id) {
      const [row] = await run((tx) =>
        tx
          .select()
          .from(samlRequests)
          .where(
            and(
              eq(samlRequests.id, id),
              eq(samlRequests.providerId, providerId),
              gt(samlRequests.expiresAt, services.now()),
            ),
          ),
      );
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(id) {
      if (!id) return null;
      const [row] = await run((tx) => tx.delete(samlRequests).where(eq(samlRequests.id, id)).returning());
      return row ? row.id : null;
    },
  };
}

/**
 * node-saml configured for one provider: the assertion must be signed by one of the IdP's
 * certificates (the whole response may be too), issued by the IdP's entity id, for our entity id
 * (audience), within its time window, and answer a request we sent unless the provider allows
 * IdP-initiated sign-in. Assertions encrypted to our encryption certificate are decrypted.
 * Messages we send are signed with our signing key when `sign` says so: AuthnRequests when the
 * IdP's metadata asks for it (WantAuthnRequestsSigned), logout messages always.
 */
export async function serviceProvider(
  services: Services,
  tenant: TenantRow,
  provider: SamlProviderRow,
  { sign = provider.wantRequestsSigned }: { sign?: boolean } = {},
): Promise<SAML> {
  const sp = spEndpoints(services, tenant, provider.id);
  const keys = await spKeysOf(services.db, services.now());
  // Loaded on the first SAML request: most servers never need its 4 MB of heap (XML, crypto).
  const { SAML, ValidateInResponseTo } = await import('@node-saml/node-saml');
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    logoutCallbackUrl: sp.sloUrl,
    entryPoint: provider.ssoUrl,
    ...(provider.sloUrl ? { logoutUrl: provider.sloUrl } : {}),
    ...(sign ? { privateKey: keys.signing.privateKey, publicCert: keys.signing.certificate } : {}),
    decryptionPvk: keys.encryption.privateKey,
    idpIssuer: provider.idpEntityId,
    idpCert: provider.certificates,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: provider.allowIdpInitiated
      ? ValidateInResponseTo.ifPresent
      : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestLifetimeMs,
    acceptedClockSkewMs: clockSkewMs,
    cacheProvider: requestStore(services, tenant.id, provider.id),
    // The IdP picks the NameID format and how the person authenticates (MFA included).
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/**
 * Our SP metadata for one provider: the ACS, the single logout service (HTTP-POST), the signing
 * certificate (logout messages are always signed; AuthnRequestsSigned says whether sign-in
 * requests are too) and the encryption certificate the IdP may encrypt assertions to.
 */
export async function serviceProviderMetadata(
  services: Services,
  tenant: TenantRow,
  provider: SamlProviderRow,
): Promise<string> {
  const keys = await spKeysOf(services.db, services.now());
  const sp = await serviceProvider(services, tenant, provider, { sign: true });
  const xml = sp.generateServiceProviderMetadata(keys.encryption.certificate, keys.signing.certificate);
  return provider.wantRequestsSigned
    ? xml
    : xml.replace('AuthnRequestsSigned="true"', 'AuthnRequestsSigned="false"');
}
