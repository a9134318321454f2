import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from '#shared/contract/common';
import { samlAcsBody, samlLoginQuery, samlProviderParams, samlSignInOptions } from '#shared/contract/saml';
import { inTenant } from '../../../db/client.ts';
import { samlProviders } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { requestHostScope } from '../../../http/tenancy.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { createOneTimeSecret } from '../tokens.ts';
import { auditSsoSignIn, memberFor, SamlRefused, validateResponse } from './acs.ts';
import { providerOnHost, spEndpoints } from './providers.ts';
import { serviceProvider, serviceProviderMetadata } from './service-provider.ts';
import { mailSsoLink } from './sso-link.ts';

/** A `next` the web app may follow: a path on this site (renderer/src/lib/safe-next.ts). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

export const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * A browser that posted a refused response goes back to the login page, which says why; API
 * clients (and the tests) get the JSON error.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, error: SamlRefused) {
  if (!wantsHtml(request)) throw error;
  return reply.redirect(`/?ssoError=${encodeURIComponent(error.reason)}`, 303);
}

/**
 * SAML sign-in on a tenant's host (fixed paths under /api/identity/saml/{providerId}): the SP
 * metadata, the SP-initiated start, and the assertion consumer service that turns an accepted
 * response into a one-minute handoff state the web app exchanges for a session (/tenant/login),
 * so no token ever travels in a URL.
 */
export function samlSignInRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/saml/signInOptions',
    {
      schema: {
        tags: ['identity'],
        description: 'The tenant\'s SAML providers for the login page\'s "Sign in with …" buttons.',
        security: [],
        response: { 200: samlSignInOptions, 404: errorBody },
      },
    },
    async (request) => {
      const scope = await requestHostScope(services, request);
      if (scope.kind === 'unknown') throw notFound('No organization is served at this address');
      if (scope.kind !== 'tenant') return { results: [] };
      const rows = await inTenant(services.db, { tenantId: scope.tenant.id, userId: null }, (tx) =>
        tx.select().from(samlProviders).orderBy(samlProviders.name),
      );
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          loginUrl: `/api/identity/saml/${row.id}/login`,
          ssoOnly: row.ssoOnly,
        })),
      };
    },
  );

  api.get(
    '/identity/saml/:providerId/metadata',
    {
      schema: {
        tags: ['identity'],
        description: "This product's SAML service provider metadata for one provider, for the IdP admin.",
        security: [],
        params: samlProviderParams,
        response: { 200: z.string(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const { tenant, provider } = await providerOnHost(services, request, request.params.providerId);
      const xml = await serviceProviderMetadata(services, tenant, provider);
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="kudos-sp-${provider.id}.xml"`)
        .send(xml);
    },
  );

  api.get(
    '/identity/saml/:providerId/login',
    {
      schema: {
        tags: ['identity'],
        description: 'Starts SP-initiated sign-in: redirects to the IdP with a fresh AuthnRequest.',
        security: [],
        params: samlProviderParams,
        querystring: samlLoginQuery,
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const { tenant, provider } = await providerOnHost(services, request, request.params.providerId);
      const next = safeNext(request.query.next) ?? '';
      const sp = await serviceProvider(services, tenant, provider);
      const url = await sp.getAuthorizeUrlAsync(next, undefined, {});
      return reply.redirect(url, 302);
    },
  );

  api.post(
    '/identity/saml/:providerId/acs',
    {
      schema: {
        tags: ['identity'],
        description:
          'The assertion consumer service (HTTP-POST binding). An accepted response signs the person in through a one-time handoff state.',
        security: [],
        params: samlProviderParams,
        body: samlAcsBody,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      const { tenant, provider } = await providerOnHost(services, request, request.params.providerId);
      let email: string | null = null;
      try {
        const person = await validateResponse(services, tenant, provider, request.body.SAMLResponse);
        email = person.email;
        const outcome = await memberFor(services, tenant.id, provider, person);
        if (outcome.kind === 'confirm') {
          await mailSsoLink(services, tenant, provider, person, outcome.userId, person.session);
          throw new SamlRefused('linkSent');
        }
        const { member } = outcome;
        await auditSsoSignIn(services, request, tenant.id, provider, { memberId: member.id, email });
        const { secret } = await createOneTimeSecret(services, services.db, 'handoff', {
          userId: member.userId,
          tenantId: tenant.id,
          saml: person.session,
        });
        const target = new URL('/tenant/login', spEndpoints(services, tenant, provider.id).acsUrl);
        target.searchParams.set('state', secret);
        target.searchParams.set('next', safeNext(request.body.RelayState) ?? '/home');
        return reply.redirect(`${target.pathname}${target.search}`, 303);
      } catch (error) {
        if (!(error instanceof SamlRefused)) throw error;
        await auditSsoSignIn(services, request, tenant.id, provider, {
          memberId: null,
          email,
          reason: error.reason,
        });
        return refuse(request, reply, error);
      }
    },
  );
}
