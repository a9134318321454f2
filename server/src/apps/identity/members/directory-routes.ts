import { sql } from 'drizzle-orm';
import { errorBody, memberIdParams } from '#shared/contract/common';
import { memberListQuery, memberPage, memberSummary, tenantMember } from '#shared/contract/identity';
import { tenantMembers } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { findMember, hasReportsSql, memberWhere, pageOfMembers } from './queries.ts';
import { resolveMemberId, toOneTenantMember, toTenantMembers, viewerOf } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Reading members: the directory every member uses for pickers, and the admin's counts. */
export function directoryRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/tenantMembers',
    {
      schema: {
        tags: ['identity'],
        description: 'The member directory, open to every member; emails only for admins.',
        querystring: memberListQuery,
        response: { 200: memberPage, ...errors },
      },
    },
    async (request) => {
      const { auth, viewer } = await viewerOf(services, request);
      const { page, pageSize, sorting, ...filter } = request.query;
      const where = memberWhere(filter, { searchEmail: viewer.canBrowse });
      return withTenant(services, auth, async (tx) => {
        const { rows, next } = await pageOfMembers(tx, where, { sorting, page, pageSize });
        return { results: await toTenantMembers(tx, rows, viewer), next };
      });
    },
  );

  api.get(
    '/identity/tenantMembers/managers',
    {
      schema: {
        tags: ['identity'],
        description: 'Members who have at least one direct report; the same filters as the directory.',
        querystring: memberListQuery,
        response: { 200: memberPage, ...errors },
      },
    },
    async (request) => {
      const { auth, viewer } = await viewerOf(services, request);
      const { page, pageSize, sorting, ...filter } = request.query;
      const where = memberWhere({ ...filter, hasReports: true }, { searchEmail: viewer.canBrowse });
      return withTenant(services, auth, async (tx) => {
        const { rows, next } = await pageOfMembers(tx, where, { sorting, page, pageSize });
        return { results: await toTenantMembers(tx, rows, viewer), next };
      });
    },
  );

  api.get(
    '/identity/tenantMembers/summary',
    { schema: { tags: ['identity'], response: { 200: memberSummary, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const count = (condition: ReturnType<typeof sql>) =>
        sql<number>`(count(*) filter (where ${condition}))::int`;
      const [row] = await withTenant(services, auth, (tx) =>
        tx
          .select({
            total: sql<number>`count(*)::int`,
            active: count(sql`${tenantMembers.suspendedAt} is null`),
            suspended: count(sql`${tenantMembers.suspendedAt} is not null`),
            admins: count(sql`${tenantMembers.role} = 'admin'`),
            managers: count(hasReportsSql),
            invited: count(sql`${tenantMembers.invitationStatus} = 'invited'`),
            joined: count(sql`${tenantMembers.invitationStatus} = 'joined'`),
            notInvited: count(sql`${tenantMembers.invitationStatus} = 'notInvited'`),
            archived: count(sql`${tenantMembers.invitationStatus} = 'archived'`),
          })
          .from(tenantMembers),
      );
      if (!row) throw notFound();
      const { invited, joined, notInvited, archived, ...totals } = row;
      return { ...totals, invitationStatus: { invited, joined, notInvited, archived } };
    },
  );

  api.get(
    '/identity/tenantMembers/:id',
    {
      schema: {
        tags: ['identity'],
        description: 'One member; `me` is the caller.',
        params: memberIdParams,
        response: { 200: tenantMember, ...errors, 404: errorBody },
      },
    },
    async (request) => {
      const { auth, viewer } = await viewerOf(services, request);
      const id = resolveMemberId(request.params.id, auth);
      return withTenant(services, auth, async (tx) => {
        const row = await findMember(tx, id);
        if (!row) throw notFound();
        return toOneTenantMember(tx, row, viewer);
      });
    },
  );
}
