import { sql } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { recipientsPreview, recipientsPreviewRequest, recipientsSummary } from '#shared/contract/recognition';
import { rowsOf } from '../../db/rows.ts';
import { requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { resolveRecipients } from '../../kernel/recipients.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

type SummaryRow = {
  sent_count: number;
  recognized_member_count: number;
  received_count: number;
  points_given: number;
  points_received: number;
};

/**
 * Recipient calls beside the picker search (GET /recognition/recipients, with the manager views):
 * the recipient count of a sendTo and the caller's month so far.
 */
export function recipientRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/recognition/recipients/preview',
    {
      schema: {
        tags: ['recognition'],
        body: recipientsPreviewRequest,
        response: { 200: recipientsPreview, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createRecognition');
      const recipients = await withTenant(services, auth, (tx) =>
        resolveRecipients(tx, request.body.sendTo, auth.memberId),
      );
      return { recipientCount: recipients.length };
    },
  );

  api.get(
    '/recognition/recipients/summary',
    {
      schema: {
        tags: ['recognition'],
        description:
          "The caller's calendar month (UTC) so far: recognitions sent and received, people recognized, points given and received.",
        response: { 200: recipientsSummary, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const now = services.now();
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
      const [row] = await withTenant(services, auth, async (tx) =>
        rowsOf<SummaryRow>(
          await tx.execute(sql`
            with sent as (
              select id from recognitions
              where sender_id = ${auth.memberId} and status = 'published' and published_at >= ${start}
            ),
            own as (
              select type, id from points_accounts where member_id = ${auth.memberId}
            )
            select
              (select count(*)::int from sent) as sent_count,
              (select count(distinct rr.member_id)::int from recognition_recipients rr
                 where rr.recognition_id in (select id from sent)) as recognized_member_count,
              (select count(*)::int from recognition_recipients rr
                 join recognitions r on r.id = rr.recognition_id
                 where rr.member_id = ${auth.memberId} and r.status = 'published'
                   and r.published_at >= ${start}) as received_count,
              (select coalesce(-sum(t.amount), 0)::int from points_transactions t
                 where t.account_id = (select id from own where type = 'allocation')
                   and t.type in ('recognition', 'endorsement') and t.created_at >= ${start}) as points_given,
              (select coalesce(sum(t.amount), 0)::int from points_transactions t
                 where t.account_id = (select id from own where type = 'redeemable')
                   and t.type in ('recognition', 'endorsement', 'award') and t.amount > 0
                   and t.created_at >= ${start}) as points_received`),
        ),
      );
      return {
        periodStart: start,
        sentCount: row?.sent_count ?? 0,
        recognizedMemberCount: row?.recognized_member_count ?? 0,
        receivedCount: row?.received_count ?? 0,
        pointsGiven: row?.points_given ?? 0,
        pointsReceived: row?.points_received ?? 0,
      };
    },
  );
}
