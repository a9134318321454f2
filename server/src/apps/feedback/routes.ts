import { desc } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import {
  createFeedbackRequest,
  type Feedback,
  feedback,
  feedbackListQuery,
  feedbackPage,
} from '#shared/contract/feedback';
import type { MemberRef } from '#shared/contract/notifications';
import { feedback as feedbackTable } from '../../db/schema.ts';
import { requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { loadMemberRefs } from '../notifications/index.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

type FeedbackRow = typeof feedbackTable.$inferSelect;
const toFeedback = (row: FeedbackRow, members: Map<string, MemberRef>): Feedback => ({
  id: row.id,
  message: row.message,
  pagePath: row.pagePath,
  createdAt: row.createdAt.toISOString(),
  fromMember: (row.memberId && members.get(row.memberId)) || null,
});

/**
 * "Provide feedback" (000 §2, /feedback): any member writes; the tenant's analytics readers
 * (reportingApp browse, admins by default) read it, as they read the program's other reports.
 */
export function feedbackRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        description: 'Stores what the caller thinks of the product, with the page they were on.',
        body: createFeedbackRequest,
        response: { 201: feedback, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireMember(request);
      await services.rateLimits.consume('feedback', { account: auth.memberId, address: request.ip });
      const result = await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .insert(feedbackTable)
          .values({
            tenantId: auth.tenantId,
            memberId: auth.memberId,
            message: request.body.message,
            pagePath: request.body.pagePath ?? null,
            createdAt: services.now(),
          })
          .returning();
        if (!row) throw new Error('feedback not stored');
        return toFeedback(row, await loadMemberRefs(tx, [row.memberId]));
      });
      return reply.status(201).send(result);
    },
  );

  api.get(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        description: 'The organization’s feedback, newest first. Needs reportingApp browse.',
        querystring: feedbackListQuery,
        response: { 200: feedbackPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'reportingApp', 'browse');
      const { page, pageSize } = request.query;
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(feedbackTable)
          .orderBy(desc(feedbackTable.createdAt), desc(feedbackTable.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const pageRows = rows.slice(0, pageSize);
        const members = await loadMemberRefs(
          tx,
          pageRows.map((row) => row.memberId),
        );
        return {
          results: pageRows.map((row) => toFeedback(row, members)),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}
