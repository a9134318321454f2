import { eq } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  createSamlProviderRequest,
  samlProvider,
  samlProviderList,
  updateSamlProviderRequest,
} from '#shared/contract/saml';
import type { Tx } from '../../../db/client.ts';
import { samlProviders, tenants } from '../../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { resolveRole } from '../members/rules.ts';
import { fetchMetadata, type IdpMetadata, metadataColumns, parseIdpMetadata } from './idp-metadata.ts';
import { findProvider, type SamlProviderRow, toSamlProvider } from './providers.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** What the audit log keeps of a provider: never more than the admin page shows. */
const snapshot = (row: SamlProviderRow) => ({
  name: row.name,
  idpEntityId: row.idpEntityId,
  ssoUrl: row.ssoUrl,
  certificates: row.certificates.length,
  metadataUrl: row.metadataUrl,
  jitEnabled: row.jitEnabled,
  defaultRole: row.defaultRole,
  ssoOnly: row.ssoOnly,
  allowIdpInitiated: row.allowIdpInitiated,
});

async function metadataFrom(body: {
  metadataUrl?: string;
  metadataXml?: string;
}): Promise<IdpMetadata | null> {
  if (body.metadataXml !== undefined) return parseIdpMetadata(body.metadataXml, 'metadataXml');
  if (body.metadataUrl !== undefined)
    return parseIdpMetadata(await fetchMetadata(body.metadataUrl), 'metadataUrl');
  return null;
}

const duplicateIdp = () => conflict('This identity provider is already configured.');

async function assertUniqueIdp(tx: Tx, entityId: string, except: string | null) {
  const [other] = await tx
    .select({ id: samlProviders.id })
    .from(samlProviders)
    .where(eq(samlProviders.idpEntityId, entityId));
  if (other && other.id !== except) throw duplicateIdp();
}

/**
 * The SAML providers of /tenant/security (000 §2, §6 tenant manageSamlProviders and
 * addSamlProvider): admins holding identityApp browse list, add, change and remove them. Every
 * change is in the audit log.
 */
export function samlProviderRoutes(api: ZodApi, services: Services): void {
  const tenantOf = async (tx: Tx, auth: MemberAuth) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, auth.tenantId));
    if (!tenant) throw notFound();
    return tenant;
  };
  const admin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'identityApp', 'browse');

  api.get(
    '/identity/samlProviders',
    { schema: { tags: ['identity'], response: { 200: samlProviderList, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      return withTenant(services, auth, async (tx) => {
        const tenant = await tenantOf(tx, auth);
        const rows = await tx.select().from(samlProviders).orderBy(samlProviders.name);
        return { results: rows.map((row) => toSamlProvider(services, tenant, row)) };
      });
    },
  );

  api.post(
    '/identity/samlProviders',
    {
      schema: {
        tags: ['identity'],
        description:
          'Adds a SAML identity provider from its metadata (URL fetched by the server, or the XML).',
        body: createSamlProviderRequest,
        response: { 201: samlProvider, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await admin(request);
      const metadata = await metadataFrom(request.body);
      if (!metadata) throw notFound();
      const body = request.body;
      const created = await withTenant(services, auth, async (tx) => {
        const tenant = await tenantOf(tx, auth);
        await assertUniqueIdp(tx, metadata.entityId, null);
        await resolveRole(tx, body.defaultRole);
        const [row] = await tx
          .insert(samlProviders)
          .values({
            tenantId: auth.tenantId,
            name: body.name,
            ...metadataColumns(metadata),
            metadataUrl: body.metadataUrl ?? null,
            jitEnabled: body.jitEnabled,
            defaultRole: body.defaultRole,
            ssoOnly: body.ssoOnly,
            allowIdpInitiated: body.allowIdpInitiated,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw duplicateIdp();
        await audit(tx, auth, {
          action: 'samlProvider.create',
          targetType: 'samlProvider',
          targetId: row.id,
          before: null,
          after: snapshot(row),
        });
        return toSamlProvider(services, tenant, row);
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/identity/samlProviders/:id',
    { schema: { tags: ['identity'], params: idParams, response: { 200: samlProvider, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      return withTenant(services, auth, async (tx) => {
        const row = await findProvider(tx, request.params.id);
        if (!row) throw notFound();
        return toSamlProvider(services, await tenantOf(tx, auth), row);
      });
    },
  );

  api.patch(
    '/identity/samlProviders/:id',
    {
      schema: {
        tags: ['identity'],
        description: 'Changes a provider; new metadata replaces its entity id, sign-in URL and certificates.',
        params: idParams,
        body: updateSamlProviderRequest,
        response: { 200: samlProvider, ...errors },
      },
    },
    async (request) => {
      const auth = await admin(request);
      const metadata = await metadataFrom(request.body);
      const { metadataUrl, metadataXml: _xml, ...changes } = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await findProvider(tx, request.params.id);
        if (!before) throw notFound();
        if (metadata) await assertUniqueIdp(tx, metadata.entityId, before.id);
        if (changes.defaultRole !== undefined) await resolveRole(tx, changes.defaultRole);
        const [row] = await tx
          .update(samlProviders)
          .set({
            ...changes,
            ...(metadata
              ? {
                  ...metadataColumns(metadata),
                  metadataUrl: metadataUrl ?? null,
                }
              : {}),
            updatedAt: services.now(),
          })
          .where(eq(samlProviders.id, before.id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, auth, {
          action: 'samlProvider.update',
          targetType: 'samlProvider',
          targetId: row.id,
          before: snapshot(before),
          after: snapshot(row),
        });
        return toSamlProvider(services, await tenantOf(tx, auth), row);
      });
    },
  );

  api.delete(
    '/identity/samlProviders/:id',
    { schema: { tags: ['identity'], params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .delete(samlProviders)
          .where(eq(samlProviders.id, request.params.id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, auth, {
          action: 'samlProvider.delete',
          targetType: 'samlProvider',
          targetId: row.id,
          before: snapshot(row),
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}
