import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppName } from '#shared/permissions';
import { inTenant, type Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { roles } from '../db/schema.ts';
import { type Grant, grantFor, holds } from '../kernel/permissions.ts';
import type { Services } from '../services.ts';
import { forbidden, unauthorized } from './errors.ts';
import { bearerPattern, hashSecret } from './secrets.ts';
import type { Auth, MemberAuth, ResolvedToken } from './session.ts';
import { hostOf, isCentralHost, isOneOfHosts, tenantHosts } from './tenancy.ts';

export type { Auth, MemberAuth, ResolvedToken } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** Why a presented token was refused; routes that need a session answer 401 with it. */
    authFailure: string | null;
    grant: Grant | null;
  }
}

type AuthRow = {
  token_id: string;
  user_id: string;
  tenant_id: string | null;
  member_id: string | null;
  role: string | null;
  custom_role_id: string | null;
  expires_at: Date | string;
  suspended: boolean | null;
  plan: string | null;
  tenant_slug: string | null;
  tenant_domains: string[] | null;
};

/** The channel on which instances tell each other that sessions changed (see auth-cache.ts). */
export const authChangedChannel = 'kudos_auth';

/**
 * The calls about the person rather than a tenant: a user-scope token may make them on any host
 * (000 §1, §7: the tenant list, the handoff to a tenant, the session, own password and factors).
 * On a tenant host every other call refuses a user-scope token.
 */
export const userScopeRoutes: ReadonlySet<string> = new Set([
  'POST /api/identity/logout',
  'GET /api/identity/accessToken/info',
  'GET /api/identity/tenants/my',
  'POST /api/identity/tenants/:id/login',
  'POST /api/identity/passwords/change',
  'GET /api/identity/authFactors',
  'POST /api/identity/authFactors/totp',
  'POST /api/identity/authFactors/:id/confirm',
  'DELETE /api/identity/authFactors/:id',
]);

const wrongHost = () => unauthorized('This access token is not valid at this address');

/**
 * The tenant comes from the host (000 §1): a tenant-scope token works only on its tenant's
 * hosts; a user-scope token on the central host, and elsewhere only for `userScopeRoutes`.
 * Anything else is refused before a route reads anything.
 */
function assertHostFits(request: FastifyRequest, resolved: ResolvedToken, baseDomain: string): void {
  if (resolved.auth.tenantId) {
    if (!isOneOfHosts(request, resolved.tenantHosts)) throw wrongHost();
    return;
  }
  if (isCentralHost(hostOf(request), baseDomain)) return;
  if (!userScopeRoutes.has(`${request.method} ${request.routeOptions.url}`)) throw wrongHost();
}

/**
 * Resolves the bearer token of every request in one query (or from the token cache) and refuses
 * one presented on a host it does not belong to; routes decide whether they need it.
 */
export function registerAuth(app: FastifyInstance, services: Services): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.decorateRequest('grant', null);
  const cache = services.authCache;
  const { baseDomain } = services.config;
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const match = bearerPattern.exec(header);
    if (!match?.[1]) {
      request.authFailure = 'The access token is malformed';
      return;
    }
    const tokenHash = hashSecret(match[1]);
    const now = Date.now();
    const cached = cache.get(tokenHash, now);
    if (cached && cached.auth.expiresAt.getTime() > now) {
      assertHostFits(request, cached, baseDomain);
      request.auth = cached.auth;
      return;
    }
    const generation = cache.generation();
    const [row] = rowsOf<AuthRow>(
      await services.db.execute(
        sql`select a.*, tn.slug as tenant_slug, tn.domains as tenant_domains
            from kudos_authenticate(${tokenHash}) a left join tenants tn on tn.id = a.tenant_id`,
      ),
    );
    if (!row) {
      request.authFailure = 'The access token has expired or was revoked';
      return;
    }
    if (row.tenant_id && (!row.member_id || row.suspended)) {
      request.authFailure = 'This membership is suspended';
      return;
    }
    const resolved: ResolvedToken = {
      auth: {
        tokenId: row.token_id,
        userId: row.user_id,
        tenantId: row.tenant_id,
        memberId: row.member_id,
        role: row.role,
        customRoleId: row.custom_role_id,
        plan: row.plan,
        expiresAt: new Date(row.expires_at),
      },
      tenantHosts: row.tenant_slug
        ? tenantHosts({ slug: row.tenant_slug, domains: row.tenant_domains }, baseDomain)
        : [],
    };
    cache.set(tokenHash, resolved, generation, now);
    assertHostFits(request, resolved, baseDomain);
    request.auth = resolved.auth;
  });

  // Sign-out, reset, suspension, role changes: every identity change drops cached sessions here
  // before the answer leaves, and on the other instances through the database.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/identity/') && reply.statusCode < 400) {
      cache.clear();
      await services.db
        .execute(sql`select pg_notify(${authChangedChannel}, '')`)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a session change'));
    }
    return payload;
  });
}

/** Any signed-in session, user scope or tenant scope. */
export function requireSession(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized(request.authFailure ?? undefined);
  return request.auth;
}

/** A tenant-scope session; a user-scope token must choose a tenant first. */
export function requireMember(request: FastifyRequest): MemberAuth {
  const auth = requireSession(request);
  if (!auth.tenantId || !auth.memberId || !auth.role || !auth.plan) {
    throw forbidden('Choose a tenant first');
  }
  return auth as MemberAuth;
}

/** Runs `fn` in the caller's tenant transaction, with row-level security set for them. */
export function withTenant<T>(services: Services, auth: Auth, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(services.db, { tenantId: auth.tenantId, userId: auth.userId }, fn);
}

/** The caller's permissions, computed once per request. */
export async function grantOf(services: Services, request: FastifyRequest): Promise<Grant> {
  if (request.grant) return request.grant;
  const auth = requireMember(request);
  let customRoleGrant: Grant | null = null;
  if (auth.customRoleId) {
    const roleId = auth.customRoleId;
    const [row] = await withTenant(services, auth, (tx) =>
      tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)),
    );
    customRoleGrant = (row?.permissions as Grant | undefined) ?? null;
  }
  request.grant = grantFor({
    role: auth.role,
    customRoleGrant,
    plan: auth.plan,
    refinementConfigured: services.config.refinementConfigured,
  });
  return request.grant;
}

/** The member must hold `app permission`, else 403. */
export async function requirePermission(
  services: Services,
  request: FastifyRequest,
  app: AppName,
  permission: string,
): Promise<MemberAuth> {
  const auth = requireMember(request);
  if (!holds(await grantOf(services, request), app, permission)) throw forbidden();
  return auth;
}
