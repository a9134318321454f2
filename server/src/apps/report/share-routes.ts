import { desc, eq } from 'drizzle-orm';
import { errorBody, okResponse } from '#shared/contract/common';
import {
  createScheduleRequest,
  replaceSharesRequest,
  reportIdParams,
  reportMail,
  reportMails,
  reportRoles,
  reportSchedules,
  reportShares,
  reportViewPath,
  scheduleParams,
  sendReportRequest,
  updateScheduleRequest,
} from '#shared/contract/report';
import { reportMails as reportMailsTable } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { composeReportMail, deliverReportMail, recipientAddresses, viewOfStored } from './mailing.ts';
import { createSchedule, deleteSchedule, schedulesOf, setPaused } from './schedules.ts';
import { strictView } from './service.ts';
import { replaceShares, shareableRoles, sharesOf } from './shares.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['report'];

/** /reports/{id}/share (000 §2): access, e-mail now, scheduled e-mails, sent e-mails; reportingApp manage. */
export function reportShareRoutes(api: ZodApi, services: Services): void {
  const manager = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'reportingApp', 'manage');

  api.get(
    '/report/reports/:id/shares',
    { schema: { tags, params: reportIdParams, response: { 200: reportShares, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, async (tx) => ({ results: await sharesOf(tx, request.params.id) }));
    },
  );

  api.get(
    '/report/roles',
    {
      schema: {
        tags,
        description:
          "The roles a report can be shared with: admin, employee and the organization's custom roles.",
        response: { 200: reportRoles, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, async (tx) => ({ results: await shareableRoles(tx) }));
    },
  );

  api.put(
    '/report/reports/:id/shares',
    {
      schema: {
        tags,
        description: 'Who may view the report besides reportingApp managers: members, teams and roles.',
        params: reportIdParams,
        body: replaceSharesRequest,
        response: { 200: reportShares, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      const { id } = request.params;
      return withTenant(services, auth, async (tx) => {
        const before = await sharesOf(tx, id);
        await replaceShares(tx, auth, id, request.body);
        const after = await sharesOf(tx, id);
        // The audit log keys targets by uuid; a report is named by its id in the action's records.
        await audit(tx, auth, {
          action: 'report.share',
          targetType: 'report',
          targetId: null,
          before: { report: id, shares: before },
          after: { report: id, shares: after },
        });
        return { results: after };
      });
    },
  );

  api.post(
    '/report/reports/:id/emails',
    {
      schema: {
        tags,
        description: 'E-mails the view now to members and typed addresses.',
        params: reportIdParams,
        body: sendReportRequest,
        response: { 201: reportMail, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await manager(request);
      const { id } = request.params;
      const view = strictView(id, request.body.view);
      const { to, mail } = await withTenant(services, auth, async (tx) => ({
        to: await recipientAddresses(tx, request.body.memberIds, request.body.emails),
        mail: await composeReportMail(services, tx, auth.tenantId, id, view, request.body.locale ?? 'en'),
      }));
      const sent = await deliverReportMail(
        services,
        { tenantId: auth.tenantId, reportId: id, view, scheduleId: null, sentById: auth.memberId },
        mail,
        to,
      );
      return reply.status(201).send({
        id: sent.id,
        sentAt: services.now().toISOString(),
        recipients: to,
        state: sent.state,
        path: reportViewPath(id, view),
        scheduled: false,
      });
    },
  );

  api.get(
    '/report/reports/:id/emails',
    {
      schema: {
        tags,
        description: 'The e-mails of this report that went out, newest first.',
        params: reportIdParams,
        response: { 200: reportMails, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      const { id } = request.params;
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(reportMailsTable)
          .where(eq(reportMailsTable.reportId, id))
          .orderBy(desc(reportMailsTable.sentAt))
          .limit(200);
        return {
          results: rows.map((row) => ({
            id: row.id,
            sentAt: row.sentAt.toISOString(),
            recipients: row.recipients,
            state: row.state,
            path: reportViewPath(id, viewOfStored(id, row.view)),
            scheduled: row.scheduleId !== null,
          })),
        };
      });
    },
  );

  api.get(
    '/report/reports/:id/schedules',
    { schema: { tags, params: reportIdParams, response: { 200: reportSchedules, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, async (tx) => ({
        results: await schedulesOf(tx, request.params.id),
      }));
    },
  );

  api.post(
    '/report/reports/:id/schedules',
    {
      schema: {
        tags,
        description: 'E-mails the view weekly, monthly or quarterly, at a time in the organization’s zone.',
        params: reportIdParams,
        body: createScheduleRequest,
        response: { 201: reportSchedules, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await manager(request);
      const { id } = request.params;
      const view = strictView(id, request.body.view);
      const results = await withTenant(services, auth, async (tx) => {
        const scheduleId = await createSchedule(services, tx, auth, id, view, request.body);
        await audit(tx, auth, {
          action: 'report.schedule',
          targetType: 'reportSchedule',
          targetId: scheduleId,
          before: null,
          after: request.body,
        });
        return schedulesOf(tx, id);
      });
      return reply.status(201).send({ results });
    },
  );

  api.patch(
    '/report/reports/:id/schedules/:scheduleId',
    {
      schema: {
        tags,
        description: 'Pauses or resumes a schedule.',
        params: scheduleParams,
        body: updateScheduleRequest,
        response: { 200: reportSchedules, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      const { id, scheduleId } = request.params;
      return withTenant(services, auth, async (tx) => {
        await setPaused(services, tx, id, scheduleId, request.body.paused);
        return { results: await schedulesOf(tx, id) };
      });
    },
  );

  api.delete(
    '/report/reports/:id/schedules/:scheduleId',
    { schema: { tags, params: scheduleParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      const { id, scheduleId } = request.params;
      await withTenant(services, auth, async (tx) => {
        await deleteSchedule(tx, id, scheduleId);
        await audit(tx, auth, {
          action: 'report.unschedule',
          targetType: 'reportSchedule',
          targetId: scheduleId,
          before: null,
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}
