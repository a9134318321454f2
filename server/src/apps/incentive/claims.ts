import { and, eq, sql } from 'drizzle-orm';
import { type ClaimRequest, incentiveProofTextMaxLength, incentiveTexts } from '#shared/contract/incentive';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { incentiveClaims, tenantMembers } from '../../db/schema.ts';
import { type ApiError, conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import { notifyAll } from '../../kernel/notify/notify.ts';
import { InsufficientBalance, lockBankAccount, transfer } from '../../kernel/points/ledger.ts';
import { plainText, sanitizeMessage, textLength } from '../../kernel/sanitize.ts';
import { completedUploads } from '../../kernel/uploads.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import {
  designatedReviewerSql,
  findIncentive,
  type IncentiveViewer,
  inAudienceSql,
  mayReviewSql,
  statusOf,
} from './access.ts';
import { type Decision, tellClaimants } from './claim-mails.ts';
import { incentiveClaimedKind } from './notification-kinds.ts';
import type { ClaimRow } from './serialize.ts';
import { slotOf } from './slots.ts';

/** The proof the incentive asks for, checked: sanitized text, or the caller's own finished upload. */
async function proofOf(
  tx: Tx,
  viewer: IncentiveViewer,
  kind: 'none' | 'text' | 'file' | 'image',
  body: ClaimRequest,
): Promise<{ proofText: string | null; proofMediaId: string | null }> {
  if (kind === 'none') return { proofText: null, proofMediaId: null };
  if (kind === 'text') {
    const clean = sanitizeMessage(body.proofText ?? '');
    if (plainText(clean) === '') throw invalid('proofText', incentiveTexts.proofTextRequired);
    if (textLength(clean) > incentiveProofTextMaxLength)
      throw invalid('proofText', incentiveTexts.proofTextTooLong, 'too_big');
    return { proofText: clean, proofMediaId: null };
  }
  const missing = kind === 'image' ? incentiveTexts.proofImageRequired : incentiveTexts.proofFileRequired;
  if (!body.proofMediaId) throw invalid('proofMediaId', missing);
  const { uploads } = await completedUploads(tx, viewer.auth, 'incentiveProof', [body.proofMediaId]);
  const upload = uploads.get(body.proofMediaId);
  if (!upload) throw invalid('proofMediaId', incentiveTexts.proofWrongType);
  if (kind === 'image' && upload.kind !== 'image' && upload.kind !== 'gif')
    throw invalid('proofMediaId', incentiveTexts.proofImageRequired);
  // A note beside a file is welcome; it is sanitized like a text proof.
  const note = body.proofText ? sanitizeMessage(body.proofText) : '';
  if (textLength(note) > incentiveProofTextMaxLength)
    throw invalid('proofText', incentiveTexts.proofTextTooLong, 'too_big');
  return { proofText: plainText(note) === '' ? null : note, proofMediaId: upload.id };
}

/**
 * A member claims an incentive: it is active, they are in its audience, the proof is what it asks
 * for, and they have no pending or approved claim in the same slot (the unique index decides a
 * race). The designated reviewers are told in the bell.
 */
export async function createClaim(
  services: Services,
  tx: Tx,
  viewer: IncentiveViewer,
  incentiveId: string,
  body: ClaimRequest,
): Promise<ClaimRow> {
  const now = services.now();
  const incentive = await findIncentive(tx, incentiveId);
  if (incentive.status === 'draft' && incentive.createdById !== viewer.memberId && !viewer.isAdmin)
    throw notFound('This incentive does not exist');
  if (statusOf(incentive, now) !== 'active') throw conflict(incentiveTexts.notOpen);
  const [audience] = rowsOf<{ ok: boolean }>(
    await tx.execute(
      sql`select ${inAudienceSql(sql`i`, viewer.memberId)} as ok from incentives i where i.id = ${incentive.id}`,
    ),
  );
  if (!audience?.ok) throw forbidden(incentiveTexts.notInAudience);
  const proof = await proofOf(tx, viewer, incentive.proof, body);
  const slot = slotOf(incentive, now);
  const [claim] = await tx
    .insert(incentiveClaims)
    .values({
      tenantId: viewer.auth.tenantId,
      incentiveId: incentive.id,
      memberId: viewer.memberId,
      slot,
      ...proof,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!claim) {
    throw conflict(
      incentive.claimLimit === 'perPeriod'
        ? incentiveTexts.alreadyClaimedPeriod
        : incentiveTexts.alreadyClaimed,
    );
  }
  const reviewers = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select m.id from tenant_members m, incentive_claims c join incentives i on i.id = c.incentive_id
       where c.id = ${claim.id} and m.suspended_at is null
         and ${designatedReviewerSql(sql`c`, sql`i`, sql`m.id`)}
       limit 50`),
  );
  const [me] = await tx
    .select({ firstName: tenantMembers.firstName, lastName: tenantMembers.lastName })
    .from(tenantMembers)
    .where(eq(tenantMembers.id, viewer.memberId));
  await notifyAll(
    services,
    tx,
    reviewers.map((r) => ({
      tenantId: viewer.auth.tenantId,
      memberId: r.id,
      fromMemberId: viewer.memberId,
      ...incentiveClaimedKind.of({
        name: `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim(),
        incentive: incentive.name,
      }),
      resourcePath: `/incentives/manage/${incentive.id}/pending`,
    })),
  );
  return claim;
}

/** The claimant takes back a claim that is still pending. */
export async function withdrawClaim(services: Services, tx: Tx, viewer: IncentiveViewer, id: string) {
  const [row] = await tx
    .update(incentiveClaims)
    .set({ status: 'withdrawn', decidedAt: services.now() })
    .where(
      and(
        eq(incentiveClaims.id, id),
        eq(incentiveClaims.memberId, viewer.memberId),
        eq(incentiveClaims.status, 'pending'),
      ),
    )
    .returning();
  if (row) return row;
  const [claim] = await tx
    .select()
    .from(incentiveClaims)
    .where(and(eq(incentiveClaims.id, id), eq(incentiveClaims.memberId, viewer.memberId)));
  if (!claim) throw notFound('This claim does not exist');
  throw conflict(incentiveTexts.notPending);
}

/** Why the viewer could not decide a claim: the error a single decision answers with. */
export async function refusalOf(tx: Tx, viewer: IncentiveViewer, id: string): Promise<ApiError> {
  const [row] = rowsOf<{ member_id: string; status: string; may_review: boolean }>(
    await tx.execute(sql`
      select c.member_id, c.status, ${mayReviewSql(viewer, sql`c`, sql`i`)} as may_review
        from incentive_claims c join incentives i on i.id = c.incentive_id where c.id = ${id}`),
  );
  if (!row) return notFound('This claim does not exist');
  if (row.member_id === viewer.memberId) return forbidden(incentiveTexts.ownClaim);
  if (!row.may_review) return forbidden(incentiveTexts.notReviewer);
  if (row.status !== 'pending') return conflict(incentiveTexts.alreadyDecided);
  return conflict(incentiveTexts.bankShort);
}

type Locked = {
  id: string;
  member_id: string;
  incentive_id: string;
  name: string;
  points: number;
  budget_item_id: string | null;
};

export type ApproveResult = {
  approved: string[];
  skipped: { id: string; message: string }[];
  mails: Mail[];
};

/**
 * Approves claims in one transaction, paying each from its incentive's bank exactly once:
 * the pending claims the viewer may review are row-locked in id order (a concurrent approval of
 * one waits, then finds it decided), then each bank in id order; claims are paid in id order
 * while the bank covers them, the rest are skipped as the bank ran short. One ledger transfer per
 * incentive, one UPDATE for all statuses.
 */
export async function approveClaims(
  services: Services,
  tx: Tx,
  viewer: IncentiveViewer,
  ids: string[],
): Promise<ApproveResult> {
  const now = services.now();
  const wanted = [...new Set(ids)].sort();
  const locked = rowsOf<Locked>(
    await tx.execute(sql`
      select c.id, c.member_id, c.incentive_id, i.name, i.points,
             -- A deleted bank pays nothing more (docs/incentive.md).
             case when b.deleted_at is null then i.budget_item_id end as budget_item_id
        from incentive_claims c join incentives i on i.id = c.incentive_id
        left join budget_items b on b.id = i.budget_item_id
       where c.id in ${wanted} and c.status = 'pending' and ${mayReviewSql(viewer, sql`c`, sql`i`)}
       order by c.id
         for update of c`),
  );
  const lockedIds = new Set(locked.map((row) => row.id));
  const skipped: ApproveResult['skipped'] = [];
  for (const id of wanted) {
    if (!lockedIds.has(id)) skipped.push({ id, message: (await refusalOf(tx, viewer, id)).message });
  }
  const byBank = new Map<string, Locked[]>();
  const paid: Locked[] = [];
  for (const row of locked) {
    if (row.points <= 0) paid.push(row);
    else if (!row.budget_item_id) skipped.push({ id: row.id, message: incentiveTexts.bankShort });
    else byBank.set(row.budget_item_id, [...(byBank.get(row.budget_item_id) ?? []), row]);
  }
  for (const bankId of [...byBank.keys()].sort()) {
    const bank = await lockBankAccount(tx, viewer.auth.tenantId, bankId);
    let left = bank.balance;
    const covered: Locked[] = [];
    for (const row of byBank.get(bankId) ?? []) {
      if (row.points <= left) {
        covered.push(row);
        left -= row.points;
      } else skipped.push({ id: row.id, message: incentiveTexts.bankShort });
    }
    const byIncentive = new Map<string, Locked[]>();
    for (const row of covered)
      byIncentive.set(row.incentive_id, [...(byIncentive.get(row.incentive_id) ?? []), row]);
    for (const [, rows] of byIncentive) {
      try {
        await transfer(
          tx,
          bank,
          rows.map((row) => ({ memberId: row.member_id, amount: row.points })),
          'incentive',
          { actorMemberId: viewer.memberId, reason: rows[0]?.name ?? null },
        );
      } catch (error) {
        // Checked above under the bank's lock; a short bank here is a broken invariant.
        if (error instanceof InsufficientBalance) throw conflict(incentiveTexts.bankShort);
        throw error;
      }
    }
    paid.push(...covered);
  }
  if (paid.length > 0) {
    const amounts = paid.map((row) => row.points);
    await tx.execute(sql`
      update incentive_claims c
         set status = 'approved', reviewer_id = ${viewer.memberId}::uuid, decided_at = ${now}, amount = p.amount
        from unnest(${`{${paid.map((row) => row.id).join(',')}}`}::uuid[], ${`{${amounts.join(',')}}`}::int[]) as p(id, amount)
       where c.id = p.id`);
  }
  const decisions: Decision[] = paid.map((row) => ({
    claimId: row.id,
    memberId: row.member_id,
    incentiveName: row.name,
    status: 'approved',
    amount: row.points,
    reason: null,
  }));
  const mails = await tellClaimants(services, tx, viewer.auth.tenantId, viewer.memberId, decisions);
  return { approved: paid.map((row) => row.id), skipped, mails };
}

/** Rejects a pending claim with a reason for the claimant; nothing is paid. */
export async function rejectClaim(
  services: Services,
  tx: Tx,
  viewer: IncentiveViewer,
  id: string,
  reason: string,
): Promise<{ claim: ClaimRow; mails: Mail[] }> {
  const now = services.now();
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update incentive_claims c set status = 'rejected', reviewer_id = ${viewer.memberId}::uuid,
             decided_at = ${now}, reason = ${reason}
        from incentives i
       where c.id = ${id} and i.id = c.incentive_id and c.status = 'pending'
         and ${mayReviewSql(viewer, sql`c`, sql`i`)}
      returning c.id`),
  );
  if (!row) throw await refusalOf(tx, viewer, id);
  const [claim] = await tx.select().from(incentiveClaims).where(eq(incentiveClaims.id, id));
  if (!claim) throw new Error('claim not stored');
  const incentive = await findIncentive(tx, claim.incentiveId);
  const mails = await tellClaimants(services, tx, viewer.auth.tenantId, viewer.memberId, [
    {
      claimId: id,
      memberId: claim.memberId,
      incentiveName: incentive.name,
      status: 'rejected',
      amount: 0,
      reason,
    },
  ]);
  return { claim, mails };
}
