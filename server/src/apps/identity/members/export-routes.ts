import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { errorBody } from '#shared/contract/common';
import { memberExportRequest } from '#shared/contract/identity';
import { tenantMembers } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { sendCsv } from '../../../kernel/csv.ts';
import type { Services } from '../../../services.ts';
import { exportColumns, exportFileName, memberCsvCells } from './export.ts';
import { memberWhere } from './queries.ts';

const managers = alias(tenantMembers, 'managers');
const profileField = (field: string) => sql<string | null>`${tenantMembers.publicStaffProfile} ->> ${field}`;

export function exportRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/tenantMembers/export',
    {
      schema: {
        tags: ['identity'],
        description: 'Downloads the members matching the filters as a CSV file.',
        body: memberExportRequest.optional(),
        response: {
          200: { description: 'CSV, one row per member', content: { 'text/csv': { schema: z.string() } } },
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'exportMembers');
      const where = memberWhere(request.body ?? {}, { searchEmail: true });
      const rows = await withTenant(services, auth, (tx) =>
        tx
          .select({
            id: tenantMembers.id,
            firstName: tenantMembers.firstName,
            lastName: tenantMembers.lastName,
            email: tenantMembers.email,
            role: tenantMembers.role,
            managerEmail: managers.email,
            invitationStatus: tenantMembers.invitationStatus,
            suspended: sql<boolean>`${tenantMembers.suspendedAt} is not null`,
            jobTitle: profileField('jobTitle'),
            department: profileField('department'),
            createdAt: tenantMembers.createdAt,
          })
          .from(tenantMembers)
          .leftJoin(managers, eq(managers.id, tenantMembers.managerId))
          .where(where)
          .orderBy(asc(tenantMembers.lastName), asc(tenantMembers.firstName), asc(tenantMembers.id)),
      );
      return sendCsv(reply, exportFileName(services.now()), exportColumns, memberCsvCells(rows));
    },
  );
}
