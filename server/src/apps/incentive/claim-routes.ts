import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import {
  batchApproveRequest,
  batchApproveResponse,
  claimListQuery,
  claimRequest,
  incentiveClaim,
  incentiveClaimPage,
  myClaimsQuery,
  rejectRequest,
} from '#shared/contract/incentive';
import type { Tx } from '../../db/client.ts';
import { incentiveClaims } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { canEdit, findIncentive, type IncentiveViewer, incentiveViewerOf, mayReviewSql } from './access.ts';
import { sendMails } from './claim-mails.ts';
import { approveClaims, createClaim, refusalOf, rejectClaim, withdrawClaim } from './claims.ts';
import { type ClaimRow, toClaims } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['incentive'];

async function one(tx: Tx, viewer: IncentiveViewer, row: ClaimRow) {
  const [item] = await toClaims(tx, [row], viewer);
  if (!item) throw new Error('claim not serialized');
  return item;
}

async function reload(tx: Tx, viewer: IncentiveViewer, id: string) {
  const [row] = await tx.select().from(incentiveClaims).where(eq(incentiveClaims.id, id));
  if (!row) throw new Error('claim missing');
  return one(tx, viewer, row);
}

/** Claims (docs/incentive.md): claim with proof, withdraw, the review lists, approve, reject. */
export function claimRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/incentive/incentives/:id/claims',
    { schema: { tags, params: idParams, body: claimRequest, response: { 201: incentiveClaim, ...errors } } },
    async (request, reply) => {
      const viewer = await incentiveViewerOf(services, request);
      const claim = await withTenant(services, viewer.auth, async (tx) =>
        one(tx, viewer, await createClaim(services, tx, viewer, request.params.id, request.body)),
      );
      return reply.status(201).send(claim);
    },
  );

  api.get(
    '/incentive/incentives/:id/claims',
    {
      schema: {
        tags,
        description:
          'Claims of one incentive for review: pending ones, or past ones (approved, rejected, withdrawn). Editors and reviewers of every claim see all; designated reviewers see the claims they review.',
        params: idParams,
        querystring: claimListQuery,
        response: { 200: incentiveClaimPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const { page, pageSize, state } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const incentive = await findIncentive(tx, request.params.id);
        const seesAll = viewer.canReviewAll || canEdit(viewer, incentive);
        const scope: SQL | undefined = seesAll
          ? undefined
          : sql`exists (select 1 from incentives i where i.id = "incentive_claims"."incentive_id" and ${mayReviewSql(
              { ...viewer, canReviewAll: false },
              sql`"incentive_claims"`,
              sql`i`,
            )})`;
        if (!seesAll) {
          const [any] = await tx
            .select({ id: incentiveClaims.id })
            .from(incentiveClaims)
            .where(and(eq(incentiveClaims.incentiveId, incentive.id), scope))
            .limit(1);
          if (!any && incentive.status === 'draft') throw notFound('This incentive does not exist');
          if (!any) throw forbidden();
        }
        const rows = await tx
          .select()
          .from(incentiveClaims)
          .where(
            and(
              eq(incentiveClaims.incentiveId, incentive.id),
              state === 'pending'
                ? eq(incentiveClaims.status, 'pending')
                : inArray(incentiveClaims.status, ['approved', 'rejected', 'withdrawn']),
              scope,
            ),
          )
          .orderBy(
            ...(state === 'pending'
              ? [incentiveClaims.createdAt, incentiveClaims.id]
              : [desc(incentiveClaims.decidedAt), desc(incentiveClaims.id)]),
          )
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toClaims(tx, rows.slice(0, pageSize), viewer),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    '/incentive/claims/my',
    { schema: { tags, querystring: myClaimsQuery, response: { 200: incentiveClaimPage, ...errors } } },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select()
          .from(incentiveClaims)
          .where(eq(incentiveClaims.memberId, viewer.memberId))
          .orderBy(desc(incentiveClaims.createdAt), desc(incentiveClaims.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toClaims(tx, rows.slice(0, pageSize), viewer),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    '/incentive/claims/:id/withdraw',
    { schema: { tags, params: idParams, response: { 200: incentiveClaim, ...errors } } },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) =>
        one(tx, viewer, await withdrawClaim(services, tx, viewer, request.params.id)),
      );
    },
  );

  api.post(
    '/incentive/claims/:id/approve',
    {
      schema: {
        tags,
        description: 'Approves a pending claim and pays its points from the bank, once.',
        params: idParams,
        response: { 200: incentiveClaim, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const { item, mails } = await withTenant(services, viewer.auth, async (tx) => {
        const result = await approveClaims(services, tx, viewer, [request.params.id]);
        const [skipped] = result.skipped;
        if (skipped) throw await refusalOf(tx, viewer, skipped.id);
        return { item: await reload(tx, viewer, request.params.id), mails: result.mails };
      });
      await sendMails(services, mails);
      return item;
    },
  );

  api.post(
    '/incentive/claims/approve',
    {
      schema: {
        tags,
        description:
          'Approves several pending claims in one transaction: each paid once, in id order while its bank covers it; the others are answered as skipped with why.',
        body: batchApproveRequest,
        response: { 200: batchApproveResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const result = await withTenant(services, viewer.auth, (tx) =>
        approveClaims(services, tx, viewer, request.body.ids),
      );
      await sendMails(services, result.mails);
      return { approved: result.approved.length, skipped: result.skipped };
    },
  );

  api.post(
    '/incentive/claims/:id/reject',
    { schema: { tags, params: idParams, body: rejectRequest, response: { 200: incentiveClaim, ...errors } } },
    async (request) => {
      const viewer = await incentiveViewerOf(services, request);
      const { item, mails } = await withTenant(services, viewer.auth, async (tx) => {
        const result = await rejectClaim(services, tx, viewer, request.params.id, request.body.reason);
        return { item: await one(tx, viewer, result.claim), mails: result.mails };
      });
      await sendMails(services, mails);
      return item;
    },
  );
}
