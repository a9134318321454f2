import { and, asc, eq, isNull } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import {
  passwordPolicy,
  passwordPolicyRequest,
  scimTokenCreated,
  scimTokenList,
  scimTokenRequest,
} from '#shared/contract/security';
import { passwordPolicies, scimTokens, tenants } from '../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../../http/secrets.ts';
import { tenantUrl } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { setChecklistItem } from '../onboarding/index.ts';
import { emailDomainRoutes } from './email-domains/routes.ts';
import { loadPolicy, toPolicy } from './security-policy.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Security settings decide who gets in: only the built-in admin role changes them. */
function assertAdmin(auth: MemberAuth): void {
  if (auth.role !== 'admin') throw forbidden('Only admins can change security settings');
}

const toToken = (row: typeof scimTokens.$inferSelect) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** /tenant/security: the password policy, "Expire all passwords" and the SCIM tokens. */
export function securityRoutes(api: ZodApi, services: Services): void {
  emailDomainRoutes(api, services);
  api.get(
    '/identity/passwordPolicy',
    { schema: { tags: ['identity'], response: { 200: passwordPolicy, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      return withTenant(services, auth, loadPolicy);
    },
  );

  api.put(
    '/identity/passwordPolicy',
    {
      schema: {
        tags: ['identity'],
        description:
          'Sets the rules new passwords must meet. A password that no longer meets them must be changed at its next sign-in.',
        body: passwordPolicyRequest,
        response: { 200: passwordPolicy, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      assertAdmin(auth);
      return withTenant(services, auth, async (tx) => {
        const before = await loadPolicy(tx);
        const values = { ...request.body, updatedAt: services.now() };
        const [row] = await tx
          .insert(passwordPolicies)
          .values({ tenantId: auth.tenantId, ...values })
          .onConflictDoUpdate({ target: passwordPolicies.tenantId, set: values })
          .returning();
        const after = toPolicy(row);
        // Setting the rules people sign in by is the guide's "Security and access" step.
        await setChecklistItem(tx, auth.tenantId, 'securityAndAccess', true, services.now());
        await audit(tx, auth, {
          action: 'security.updatePasswordPolicy',
          targetType: 'tenant',
          targetId: auth.tenantId,
          before,
          after,
        });
        return after;
      });
    },
  );

  api.post(
    '/identity/passwords/expireAll',
    {
      schema: {
        tags: ['identity'],
        description:
          'Expires every password in the organization: each member must choose a new one at their next sign-in. Open sessions stay signed in.',
        response: { 200: passwordPolicy, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'expireAllPasswords');
      const now = services.now();
      return withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .insert(passwordPolicies)
          .values({ tenantId: auth.tenantId, passwordsExpiredAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: passwordPolicies.tenantId,
            set: { passwordsExpiredAt: now, updatedAt: now },
          })
          .returning();
        await audit(tx, auth, {
          action: 'security.expireAllPasswords',
          targetType: 'tenant',
          targetId: auth.tenantId,
          before: null,
          after: { passwordsExpiredAt: now.toISOString() },
        });
        return toPolicy(row);
      });
    },
  );

  api.get(
    '/identity/scimTokens',
    { schema: { tags: ['identity'], response: { 200: scimTokenList, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const rows = await withTenant(services, auth, (tx) =>
        tx
          .select()
          .from(scimTokens)
          .where(isNull(scimTokens.revokedAt))
          .orderBy(asc(scimTokens.createdAt), asc(scimTokens.id)),
      );
      return { results: rows.map(toToken) };
    },
  );

  api.post(
    '/identity/scimTokens',
    {
      schema: {
        tags: ['identity'],
        description:
          'Creates a bearer token for an identity provider to provision members over SCIM 2.0. The token is in this answer only; only its hash is kept.',
        body: scimTokenRequest,
        response: { 201: scimTokenCreated, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      assertAdmin(auth);
      const token = newSecret();
      const created = await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .insert(scimTokens)
          .values({
            tenantId: auth.tenantId,
            name: request.body.name,
            tokenHash: hashSecret(token),
            createdById: auth.memberId,
          })
          .returning();
        if (!row) throw notFound();
        await setChecklistItem(tx, auth.tenantId, 'securityAndAccess', true, services.now());
        await audit(tx, auth, {
          action: 'scimToken.create',
          targetType: 'scimToken',
          targetId: row.id,
          before: null,
          after: { name: row.name },
        });
        return row;
      });
      const [tenant] = await services.db.select().from(tenants).where(eq(tenants.id, auth.tenantId));
      if (!tenant) throw notFound();
      const baseUrl = new URL('/api/scim/v2', tenantUrl(services, tenant)).toString();
      return reply.status(201).send({ ...toToken(created), token, baseUrl });
    },
  );

  api.delete(
    '/identity/scimTokens/:id',
    {
      schema: {
        tags: ['identity'],
        description: 'Revokes a SCIM token: the identity provider’s next call with it is refused.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      assertAdmin(auth);
      await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .update(scimTokens)
          .set({ revokedAt: services.now() })
          .where(and(eq(scimTokens.id, request.params.id), isNull(scimTokens.revokedAt)))
          .returning();
        if (!row) throw notFound('This SCIM token does not exist or was revoked');
        await audit(tx, auth, {
          action: 'scimToken.revoke',
          targetType: 'scimToken',
          targetId: row.id,
          before: { name: row.name },
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}
