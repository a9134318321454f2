import { and, eq, isNull } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import {
  accessToken,
  handoffQuery,
  localeBody,
  myTenants,
  tenantLoginResponse,
  tenantMetadata,
  tenantMetadataQuery,
  tenant as tenantSchema,
} from '#shared/contract/identity';
import type { TenantLocalization } from '#shared/contract/localization';
import { inTenant } from '../../db/client.ts';
import { tenantMembers, tenants, users } from '../../db/schema.ts';
import { requireMember, requirePermission, requireSession } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import {
  normalizeHost,
  requestHostScope,
  resolveHost,
  type TenantRow,
  tenantUrl,
} from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { loadMediaUrls } from '../../kernel/media/urls.ts';
import type { Services } from '../../services.ts';
import { brandingRoutes } from './branding-routes.ts';
import { completeSsoLink } from './saml/sso-link.ts';
import { refuseSsoOnly } from './saml/sso-only.ts';
import { auditSignIn, refuseExpiredPassword } from './security-sign-in.ts';
import {
  consumeOneTimeSecret,
  createOneTimeSecret,
  findOneTimeSecret,
  issueAccessToken,
  sessionOf,
} from './tokens.ts';

/** The generic branding the central host and unbranded tenants fall back to. */
export const defaultProductName = 'Kudos';

const handoffFailed = () => new ApiError(401, 'HandoffError', 'Oops. Something went wrong logging you in.');

/** The answer to a handoff an SSO session may not make; `url` is where to sign in instead. */
const ssoSessionBound = (tenant: TenantRow) =>
  new ApiError(
    403,
    'SsoSessionBoundError',
    `You signed in through single sign-on, which is valid in that organization only. Sign in to ${tenant.name} with its own sign-in.`,
  );

export function tenantRoutes(api: ZodApi, services: Services): void {
  const describeTenants = async (rows: TenantRow[]) => {
    const mediaById = await loadMediaUrls(
      services.db,
      rows.flatMap((row) => [row.logoMediaId, row.bannerMediaId]),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      url: tenantUrl(services, row),
      language: row.language,
      plan: row.plan,
      domains: row.domains,
      logoUrls: (row.logoMediaId && mediaById.get(row.logoMediaId)) || null,
      bannerUrls: (row.bannerMediaId && mediaById.get(row.bannerMediaId)) || null,
      brandColor: row.brandColor,
    }));
  };
  brandingRoutes(api, services, describeTenants);

  api.get(
    '/identity/tenants/metadata',
    {
      schema: {
        tags: ['identity'],
        description: 'Branding for a host name: the central host answers the generic name.',
        security: [],
        querystring: tenantMetadataQuery,
        response: { 200: tenantMetadata, 404: errorBody },
      },
    },
    async (request, reply) => {
      const scope = await resolveHost(
        services.db,
        normalizeHost(request.query.domain),
        services.config.baseDomain,
      );
      if (scope.kind === 'unknown') throw notFound('No organization is served at this address');
      // The renderer keeps the answer 15 minutes (000 §9) and refetches it after a branding change;
      // the browser's HTTP cache must not hand that refetch the old answer.
      reply.header('cache-control', 'no-cache');
      if (scope.kind === 'central') {
        const generic = { id: null, name: defaultProductName, language: 'en' };
        return { ...generic, logoUrls: null, bannerUrls: null, brandColor: null };
      }
      const [described] = await describeTenants([scope.tenant]);
      if (!described) throw notFound();
      const { id, name, language, logoUrls, bannerUrls, brandColor } = described;
      // The columns hold only what PUT /identity/tenants/localization validated.
      const { timeZone, weekStart, dateFormat } = scope.tenant as typeof scope.tenant & TenantLocalization;
      return { id, name, language, logoUrls, bannerUrls, brandColor, timeZone, weekStart, dateFormat };
    },
  );

  api.get(
    '/identity/tenants/my',
    { schema: { tags: ['identity'], response: { 200: myTenants, 401: errorBody } } },
    async (request) => {
      const auth = requireSession(request);
      // No tenant is set: the own_memberships policy shows this user's rows in every tenant.
      const rows = await inTenant(services.db, { tenantId: null, userId: auth.userId }, (tx) =>
        tx
          .select({ tenant: tenants })
          .from(tenantMembers)
          .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
          .where(and(eq(tenantMembers.userId, auth.userId), isNull(tenantMembers.suspendedAt)))
          .orderBy(tenants.name),
      );
      const described = await describeTenants(rows.map((row) => row.tenant));
      return {
        results: described.map(({ id, name, slug, url, logoUrls }) => ({ id, name, slug, url, logoUrls })),
      };
    },
  );

  api.get(
    '/identity/tenants/:id',
    {
      schema: {
        tags: ['identity'],
        params: idParams,
        response: { 200: tenantSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      if (request.params.id !== auth.tenantId) throw notFound();
      const [row] = await services.db.select().from(tenants).where(eq(tenants.id, auth.tenantId));
      const [described] = row ? await describeTenants([row]) : [];
      if (!described) throw notFound();
      return described;
    },
  );

  api.post(
    '/identity/tenants/:id/login',
    {
      schema: {
        tags: ['identity'],
        description:
          'Starts the handoff to a tenant: a one-time state valid for one minute, and the URL to open with it.',
        params: idParams,
        response: { 200: tenantLoginResponse, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const tenantId = request.params.id;
      const [member] = await inTenant(services.db, { tenantId, userId: auth.userId }, (tx) =>
        tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.userId, auth.userId), isNull(tenantMembers.suspendedAt))),
      );
      const [row] = member ? await services.db.select().from(tenants).where(eq(tenants.id, tenantId)) : [];
      if (!row) throw notFound();
      const session = await sessionOf(services.db, auth.tokenId);
      // An organization's IdP vouches for the person in that organization only: its session never
      // opens another one, where the person signs in with that organization's own method.
      if (session?.saml && session.tenantId !== tenantId) throw ssoSessionBound(row);
      // What the session knows of its password's strength goes with the state to the tenant's host.
      const { secret } = await createOneTimeSecret(services, services.db, 'handoff', {
        userId: auth.userId,
        tenantId,
        passwordWeakTenantIds: session?.passwordWeakTenantIds ?? null,
        // Re-entering its own organization, an SSO session stays one: its token keeps the mark.
        saml: session?.saml ?? null,
      });
      const url = new URL('/tenant/login', tenantUrl(services, row));
      url.searchParams.set('state', secret);
      return { state: secret, url: url.toString() };
    },
  );

  api.get(
    '/identity/tenants/accessToken',
    {
      schema: {
        tags: ['identity'],
        description:
          'Exchanges a handoff state, exactly once and on the tenant host, for a tenant-scope access token.',
        security: [],
        querystring: handoffQuery,
        response: { 200: accessToken, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { state } = request.query;
      const pending = await findOneTimeSecret(services, services.db, 'handoff', state);
      const scope = await requestHostScope(services, request);
      // Only on the tenant's own host: a token exchanged anywhere else would be refused there anyway.
      const wrongHost = scope.kind !== 'tenant' || scope.tenant.id !== pending?.tenantId;
      // A browser already signed in as someone else must not be switched to the state's owner.
      const otherUser = request.auth !== null && request.auth.userId !== pending?.userId;
      if (!pending?.tenantId || wrongHost || otherUser || scope.kind !== 'tenant') throw handoffFailed();
      const used = await consumeOneTimeSecret(services, services.db, 'handoff', state);
      if (!used?.tenantId) throw handoffFailed();
      const { tenantId, userId } = used;
      // A mailed SSO link: the account's owner opened it, so the membership is made now.
      if (used.ssoLink && !(await completeSsoLink(services, tenantId, userId, used.ssoLink))) {
        throw handoffFailed();
      }
      const [member] = await inTenant(services.db, { tenantId, userId }, (tx) =>
        tx
          .select({
            id: tenantMembers.id,
            role: tenantMembers.role,
            email: tenantMembers.email,
            firstName: tenantMembers.firstName,
            locale: tenantMembers.locale,
          })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.userId, userId), isNull(tenantMembers.suspendedAt))),
      );
      if (!member) throw handoffFailed();
      // Only the tenant's own IdP (the ACS's handoff) signs a member of an SSO-only tenant in; a
      // handoff from a password session on the central host gets the password login's answer.
      if (!used.saml) {
        await refuseSsoOnly(services, tenantId, member, () =>
          auditSignIn(services, request, tenantId, {
            memberId: member.id,
            email: member.email,
            action: 'session.signInFailed',
            reason: 'ssoOnly',
          }),
        );
        // The same goes for the tenant's password policy: a password it has expired (all passwords
        // expired, older than the maximum age) or one too weak for it (judged when it was typed,
        // recorded with the session) gets the password login's PasswordExpiredError and reset
        // mail, not a way in through the central host. An account without a password (made by an
        // IdP just in time) has nothing to expire; a session an IdP signed in says nothing of the
        // password's strength.
        const [user] = await services.db
          .select({
            id: users.id,
            email: users.email,
            createdAt: users.createdAt,
            passwordHash: users.passwordHash,
          })
          .from(users)
          .where(eq(users.id, userId));
        if (!user) throw handoffFailed();
        if (user.passwordHash) {
          const weak = used.passwordWeakTenantIds?.includes(tenantId) ?? false;
          await refuseExpiredPassword(services, request, scope.tenant, user, member, { weak });
        }
      }
      // The tenant session carries the record on, for a handoff from it into another tenant.
      const { type: _type, ...token } = await issueAccessToken(
        services,
        services.db,
        { userId, tenantId },
        { saml: used.saml, passwordWeakTenantIds: used.passwordWeakTenantIds },
      );
      return token;
    },
  );

  api.get(
    '/identity/tenants/locale',
    { schema: { tags: ['identity'], response: { 200: localeBody, 401: errorBody } } },
    async (request) => {
      const auth = requireMember(request);
      const [row] = await services.db
        .select({ locale: tenants.language })
        .from(tenants)
        .where(eq(tenants.id, auth.tenantId));
      if (!row) throw notFound();
      return row;
    },
  );

  api.post(
    '/identity/tenants/locale',
    {
      schema: {
        tags: ['identity'],
        description: "Sets the tenant's default language.",
        body: localeBody,
        response: { 200: localeBody, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      await services.db
        .update(tenants)
        .set({ language: request.body.locale })
        .where(eq(tenants.id, auth.tenantId));
      return { locale: request.body.locale };
    },
  );
}
