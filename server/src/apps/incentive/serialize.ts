import { inArray, sql } from 'drizzle-orm';
import type { Incentive, IncentiveClaim } from '#shared/contract/incentive';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { budgetItems, type incentiveClaims, media } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { sendToDisplay, teamDisplays } from '../../kernel/recipients.ts';
import { bankBalances } from '../points/index.ts';
import { type IncentiveRow, type IncentiveViewer, inAudienceSql, mayReviewSql, statusOf } from './access.ts';
import { slotOf } from './slots.ts';

export type ClaimRow = typeof incentiveClaims.$inferSelect;

type Counts = { pending: number; approved: number; own: number; inAudience: boolean };

/** Per incentive: pending claims the viewer may review, approved claims, the viewer's live claims. */
async function countsOf(tx: Tx, rows: IncentiveRow[], viewer: IncentiveViewer, now: Date) {
  const counts = new Map<string, Counts>();
  if (rows.length === 0) return counts;
  const ids = rows.map((row) => row.id);
  const slots = rows.map((row) => slotOf(row, now) ?? '');
  const found = rowsOf<{ id: string; pending: number; approved: number; own: number; in_audience: boolean }>(
    await tx.execute(sql`
      select i.id,
             (select count(*)::int from incentive_claims c where c.incentive_id = i.id and c.status = 'pending'
                and ${mayReviewSql(viewer, sql`c`, sql`i`)}) as pending,
             (select count(*)::int from incentive_claims c where c.incentive_id = i.id and c.status = 'approved') as approved,
             (select count(*)::int from incentive_claims c where c.incentive_id = i.id and c.member_id = ${viewer.memberId}::uuid
                and c.status in ('pending', 'approved')
                and (s.slot = '' or c.slot = s.slot)) as own,
             ${inAudienceSql(sql`i`, viewer.memberId)} as in_audience
        from incentives i
        join unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${slots.map((s) => `"${s}"`).join(',')}}`}::text[]) as s(id, slot)
          on s.id = i.id`),
  );
  for (const row of found) {
    counts.set(row.id, {
      pending: Number(row.pending),
      approved: Number(row.approved),
      own: Number(row.own),
      inAudience: Boolean(row.in_audience),
    });
  }
  return counts;
}

/** Incentives as the contract gives them, in one round of queries for a whole page. */
export async function toIncentives(
  tx: Tx,
  rows: IncentiveRow[],
  viewer: IncentiveViewer,
  now: Date,
): Promise<Incentive[]> {
  const counts = await countsOf(tx, rows, viewer, now);
  const badgeIds = rows.map((row) => row.badgeMediaId).filter((id): id is string => id !== null);
  const badges = badgeIds.length ? await tx.select().from(media).where(inArray(media.id, badgeIds)) : [];
  const badgeById = new Map(badges.map((row) => [row.id, row]));
  const bankIds = [...new Set(rows.map((row) => row.budgetItemId).filter((id): id is string => id !== null))];
  const balances = await bankBalances(tx, bankIds);
  const banks = bankIds.length
    ? await tx
        .select({ id: budgetItems.id, name: budgetItems.name })
        .from(budgetItems)
        .where(inArray(budgetItems.id, bankIds))
    : [];
  const bankNames = new Map(banks.map((row) => [row.id, row.name]));
  const memberIds = rows.flatMap((row) => [
    ...row.audience.filter((a) => a.type === 'tenantMember').map((a) => a.id),
    ...(row.reviewerKind === 'members' ? row.reviewerIds : []),
  ]);
  const teamIds = rows.flatMap((row) => [
    ...row.audience.filter((a) => a.type === 'team').map((a) => a.id),
    ...(row.reviewerKind === 'teams' ? row.reviewerIds : []),
  ]);
  const members = await memberDisplays(tx, memberIds);
  const teams = await teamDisplays(tx, teamIds);
  const display = (item: { id: string; type: 'tenantMember' | 'team' }) =>
    sendToDisplay(item, members, teams);
  return rows.map((row) => {
    const status = statusOf(row, now);
    const count = counts.get(row.id) ?? { pending: 0, approved: 0, own: 0, inAudience: false };
    const badge = row.badgeMediaId ? badgeById.get(row.badgeMediaId) : undefined;
    const balance = row.budgetItemId ? balances.get(row.budgetItemId) : undefined;
    const slotted = slotOf(row, now) !== null;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      badgeMediaId: row.badgeMediaId,
      badgeUrls: badge ? mediaUrls(badge) : null,
      points: row.points,
      budgetItemId: row.budgetItemId,
      pointsBank:
        row.budgetItemId && balance
          ? {
              id: row.budgetItemId,
              name: bankNames.get(row.budgetItemId) ?? '',
              balance: balance.balance,
              available: balance.available,
            }
          : null,
      startAt: row.startAt?.toISOString() ?? null,
      endAt: row.endAt?.toISOString() ?? null,
      audience: row.audience.map(display),
      proof: row.proof,
      claimLimit: row.claimLimit,
      claimPeriod: row.claimPeriod,
      reviewerKind: row.reviewerKind,
      reviewers: row.reviewerIds.map((id) =>
        display({ id, type: row.reviewerKind === 'teams' ? 'team' : 'tenantMember' }),
      ),
      pinForDays: row.pinForDays,
      status,
      pendingCount: count.pending,
      approvedCount: count.approved,
      ownClaimCount: count.own,
      canClaim: status === 'active' && count.inAudience && !(slotted && count.own > 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Claims as the contract gives them: claimant, reviewer, proof and whether the viewer may decide. */
export async function toClaims(tx: Tx, rows: ClaimRow[], viewer: IncentiveViewer): Promise<IncentiveClaim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const info = rowsOf<{ id: string; name: string; may_review: boolean }>(
    await tx.execute(sql`
      select c.id, i.name, ${mayReviewSql(viewer, sql`c`, sql`i`)} as may_review
        from incentive_claims c join incentives i on i.id = c.incentive_id
       where c.id in ${ids}`),
  );
  const byId = new Map(info.map((row) => [row.id, row]));
  const people = await memberDisplays(
    tx,
    rows.flatMap((row) => [row.memberId, row.reviewerId]),
  );
  const proofIds = rows.map((row) => row.proofMediaId).filter((id): id is string => id !== null);
  const proofs = proofIds.length ? await tx.select().from(media).where(inArray(media.id, proofIds)) : [];
  const proofById = new Map(proofs.map((row) => [row.id, row]));
  return rows.map((row) => {
    const claimant = people.get(row.memberId);
    const proof = row.proofMediaId ? proofById.get(row.proofMediaId) : undefined;
    const urls = proof ? mediaUrls(proof) : null;
    return {
      id: row.id,
      incentiveId: row.incentiveId,
      incentiveName: byId.get(row.id)?.name ?? '',
      claimant: claimant ?? {
        id: row.memberId,
        firstName: '',
        lastName: '',
        avatarUrls: null,
        jobTitle: null,
      },
      status: row.status,
      proofText: row.proofText,
      proof:
        proof && urls
          ? {
              mediaObjectId: proof.id,
              attachmentType: proof.kind === 'doc' ? 'document' : proof.kind === 'gif' ? 'gif' : 'image',
              url: urls.url,
              originalFilename: proof.originalFilename,
              variants: urls.variants,
            }
          : null,
      amount: row.amount,
      reviewer: row.reviewerId ? (people.get(row.reviewerId) ?? null) : null,
      reason: row.reason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      canReview: row.status === 'pending' && Boolean(byId.get(row.id)?.may_review),
    };
  });
}
