import type { Profile } from '@node-saml/node-saml';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '#shared/contract/common';
import { samlLogoutResponse, samlProviderParams, samlSloBody } from '#shared/contract/saml';
import { inTenant } from '../../../db/client.ts';
import { accessTokens, tenants } from '../../../db/schema.ts';
import { requireSession } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import type { TenantRow } from '../../../http/tenancy.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { parseXml } from './idp-metadata.ts';
import { findProvider, providerOnHost, type SamlProviderRow, spEndpoints } from './providers.ts';
import { serviceProvider } from './service-provider.ts';
import { wantsHtml } from './sign-in-routes.ts';

const protocolNs = 'urn:oasis:names:tc:SAML:2.0:protocol';
const assertionNs = 'urn:oasis:names:tc:SAML:2.0:assertion';

const logoutRefused = (message: string) => new ApiError(401, 'SamlLogoutError', message);

/** Ends this server's sessions the IdP's LogoutRequest names: that person, from that provider. */
async function revokeIdpSessions(
  services: Services,
  tenantId: string,
  provider: SamlProviderRow,
  profile: Profile,
) {
  const matches = [
    eq(accessTokens.tenantId, tenantId),
    isNull(accessTokens.revokedAt),
    sql`${accessTokens.saml}->>'providerId' = ${provider.id}`,
    sql`${accessTokens.saml}->>'nameId' = ${profile.nameID}`,
  ];
  // A SessionIndex narrows it to the IdP sessions named; without one every session of the person goes.
  if (profile.sessionIndex)
    matches.push(sql`${accessTokens.saml}->>'sessionIndex' = ${profile.sessionIndex}`);
  return services.db
    .update(accessTokens)
    .set({ revokedAt: services.now() })
    .where(and(...matches))
    .returning({ id: accessTokens.id, userId: accessTokens.userId });
}

/**
 * An IdP-initiated LogoutRequest (HTTP-POST): signed by the IdP, for this provider's single logout
 * service. The sessions it names end, the logout is audited, and the browser carries a signed
 * LogoutResponse back to the IdP's single logout service.
 */
async function answerLogoutRequest(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { tenant: TenantRow; provider: SamlProviderRow },
  body: { SAMLRequest: string; RelayState?: string | undefined },
) {
  const { tenant, provider } = target;
  const sp = await serviceProvider(services, tenant, provider, { sign: true });
  let profile: Profile;
  try {
    const destination = parseXml(
      Buffer.from(body.SAMLRequest, 'base64').toString('utf8'),
    ).documentElement?.getAttribute('Destination');
    if (destination && destination !== spEndpoints(services, tenant, provider.id).sloUrl)
      throw new Error('destination');
    ({ profile } = await sp.validatePostRequestAsync({ SAMLRequest: body.SAMLRequest }));
  } catch {
    throw logoutRefused('The logout request is not a signed request of the identity provider.');
  }
  const ended = await revokeIdpSessions(services, tenant.id, provider, profile);
  await inTenant(services.db, { tenantId: tenant.id, userId: null }, (tx) =>
    audit(
      tx,
      { tenantId: tenant.id, memberId: null },
      {
        action: 'session.signOut',
        targetType: 'samlProvider',
        targetId: provider.id,
        before: null,
        after: {
          method: 'saml',
          initiatedBy: 'identityProvider',
          provider: { id: provider.id, name: provider.name },
          nameId: profile.nameID,
          sessions: ended.length,
          address: request.ip,
        },
      },
    ),
  );
  if (!provider.sloUrl) return reply.redirect('/', 303);
  const url = await sp.getLogoutResponseUrlAsync(profile, body.RelayState ?? '', {}, true);
  return reply.redirect(url, 302);
}

/**
 * The IdP's LogoutResponse to a logout we started: signed by the IdP, from its entity id, answering
 * a LogoutRequest this provider sent (once). Our session ended before the browser left, so all that
 * is left is to show the login page.
 */
async function acceptLogoutResponse(
  services: Services,
  target: { tenant: TenantRow; provider: SamlProviderRow },
  samlResponse: string,
) {
  const { tenant, provider } = target;
  const sp = await serviceProvider(services, tenant, provider, { sign: true });
  try {
    const root = parseXml(Buffer.from(samlResponse, 'base64').toString('utf8')).documentElement;
    if (root?.namespaceURI !== protocolNs || root.localName !== 'LogoutResponse')
      throw new Error('not a response');
    const issuer = root.getElementsByTagNameNS(assertionNs, 'Issuer')[0]?.textContent?.trim();
    const inResponseTo = root.getAttribute('InResponseTo');
    if (issuer !== provider.idpEntityId || !inResponseTo) throw new Error('issuer');
    const { loggedOut } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!loggedOut || !(await sp.cacheProvider.getAsync(inResponseTo))) throw new Error('not ours');
    await sp.cacheProvider.removeAsync(inResponseTo);
  } catch {
    throw logoutRefused('The logout response is not a signed answer of the identity provider.');
  }
}

/**
 * Single logout (docs/saml.md): sign-out of a session an IdP signed in also ends the IdP's session
 * (SP-initiated), and the IdP's own LogoutRequest ends ours (IdP-initiated).
 */
export function samlLogoutRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/saml/logout',
    {
      schema: {
        tags: ['identity'],
        description:
          "Signs out like /identity/logout; for a session an IdP signed in, also answers the IdP's single logout URL with a signed LogoutRequest for the browser to open.",
        response: { 200: samlLogoutResponse, 401: errorBody },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const [token] = await services.db
        .update(accessTokens)
        .set({ revokedAt: services.now() })
        .where(eq(accessTokens.id, auth.tokenId))
        .returning({ saml: accessTokens.saml, tenantId: accessTokens.tenantId });
      const ref = token?.saml;
      if (!ref || !token.tenantId) return { redirectUrl: null };
      const tenantId = token.tenantId;
      const provider = await inTenant(services.db, { tenantId, userId: null }, (tx) =>
        findProvider(tx, ref.providerId),
      );
      const [tenant] = await services.db.select().from(tenants).where(eq(tenants.id, tenantId));
      if (!provider?.sloUrl || !tenant) return { redirectUrl: null };
      const sp = await serviceProvider(services, tenant, provider, { sign: true });
      const person = {
        issuer: provider.idpEntityId,
        nameID: ref.nameId,
        nameIDFormat: ref.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
        ...(ref.sessionIndex ? { sessionIndex: ref.sessionIndex } : {}),
      } as Profile;
      return { redirectUrl: await sp.getLogoutUrlAsync(person, '', {}) };
    },
  );

  api.post(
    '/identity/saml/:providerId/slo',
    {
      schema: {
        tags: ['identity'],
        description:
          "The single logout service (HTTP-POST binding): the IdP's LogoutRequest ends the person's sessions from it; its LogoutResponse completes a sign-out started here.",
        security: [],
        params: samlProviderParams,
        body: samlSloBody,
        response: { 401: errorBody, 404: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      const target = await providerOnHost(services, request, request.params.providerId);
      const { SAMLRequest, SAMLResponse, RelayState } = request.body;
      if (SAMLRequest)
        return answerLogoutRequest(services, request, reply, target, { SAMLRequest, RelayState });
      if (!SAMLResponse) throw logoutRefused('The logout message is missing.');
      try {
        await acceptLogoutResponse(services, target, SAMLResponse);
      } catch (error) {
        // The person is signed out here either way; a browser just goes to the login page.
        if (!wantsHtml(request)) throw error;
      }
      return reply.redirect('/', 303);
    },
  );
}
