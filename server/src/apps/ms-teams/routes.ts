import { eq } from 'drizzle-orm';
import { errorBody, okResponse } from '#shared/contract/common';
import {
  msTeamsConnectionRequest,
  msTeamsConnectionResponse,
  msTeamsLink,
  msTeamsLinkCode,
  msTeamsRedeemRequest,
  msTeamsRedeemResponse,
} from '#shared/contract/ms-teams';
import { inTenant } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { requestHostScope } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { issueLinkCode, linkOf, redeemLinkCode, unlink } from './account-link.ts';
import { teamsAppPackage } from './app-package.ts';
import { connect, connectionView, disconnect, resume } from './connection.ts';

const tags = ['ms-teams'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const noConnection = () => notFound('No Teams channel is connected');

/**
 * Microsoft Teams (docs/teams.md). The package and the channel are the admin's (recognitionApp
 * manageNotificationSettings, like the other notification settings); every member links their
 * own account; the Teams tab redeems a code without a session, on the organization's host.
 */
export function msTeamsRoutes(api: ZodApi, services: Services): void {
  const admin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'recognitionApp', 'manageNotificationSettings');

  api.get(
    '/ms-teams/package',
    {
      schema: {
        tags,
        description:
          'The organization’s Teams app package: manifest.json (a personal and a channel tab), its translation and the two icons, zipped.',
      },
    },
    async (request, reply) => {
      const auth = await admin(request);
      const [tenant] = await withTenant(services, auth, (tx) =>
        tx.select().from(tenants).where(eq(tenants.id, auth.tenantId)),
      );
      if (!tenant) throw notFound();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="kudos-teams-${tenant.slug}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(teamsAppPackage(services, tenant)));
    },
  );

  api.get(
    '/ms-teams/connection',
    { schema: { tags, response: { 200: msTeamsConnectionResponse, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      return { connection: await withTenant(services, auth, connectionView) };
    },
  );

  api.put(
    '/ms-teams/connection',
    {
      schema: {
        tags,
        description: 'Connects the channel by its incoming-webhook (Workflows) address; https only.',
        body: msTeamsConnectionRequest,
        response: { 200: msTeamsConnectionResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await admin(request);
      const connection = await withTenant(services, auth, async (tx) => {
        await connect(tx, auth, request.body.webhookUrl, services.now());
        return connectionView(tx);
      });
      return { connection };
    },
  );

  api.post(
    '/ms-teams/connection/resume',
    { schema: { tags, response: { 200: msTeamsConnectionResponse, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      const connection = await withTenant(services, auth, async (tx) => {
        if (!(await resume(tx, auth, services.now()))) throw noConnection();
        return connectionView(tx);
      });
      return { connection };
    },
  );

  api.delete(
    '/ms-teams/connection',
    { schema: { tags, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      await withTenant(services, auth, async (tx) => {
        if (!(await disconnect(tx, auth))) throw noConnection();
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/ms-teams/link',
    { schema: { tags, response: { 200: msTeamsLink, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, (tx) => linkOf(tx, auth.memberId));
    },
  );

  api.post(
    '/ms-teams/link/code',
    { schema: { tags, response: { 200: msTeamsLinkCode, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, (tx) =>
        issueLinkCode(tx, { tenantId: auth.tenantId, memberId: auth.memberId }, services.now()),
      );
    },
  );

  api.delete(
    '/ms-teams/link',
    { schema: { tags, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      await withTenant(services, auth, (tx) => unlink(tx, auth.memberId));
      return { ok: true as const };
    },
  );

  api.post(
    '/ms-teams/link/redeem',
    {
      schema: {
        tags,
        security: [],
        description:
          'Called by the Teams tab without a session: the member’s one-time code links the Teams account the tab names. Only on the organization’s host.',
        body: msTeamsRedeemRequest,
        response: { 200: msTeamsRedeemResponse, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const scope = await requestHostScope(services, request);
      if (scope.kind !== 'tenant') throw notFound();
      const { code, teamsUserId, userPrincipalName } = request.body;
      // Guessing codes costs attempts per address, like signing in.
      await services.rateLimits.consume('login', { account: `ms-teams:${teamsUserId}`, address: request.ip });
      const tenantId = scope.tenant.id;
      const linked = await inTenant(services.db, { tenantId, userId: null }, (tx) =>
        redeemLinkCode(tx, { tenantId, code, teamsUserId, userPrincipalName }, services.now()),
      );
      if (!linked)
        throw invalid(
          'code',
          'This code is not valid or has expired. Show a new code on the Teams page in Kudos.',
        );
      return linked;
    },
  );
}
