import { and, inArray, isNull } from 'drizzle-orm';
import {
  type IncentiveRequest,
  incentiveDescriptionMaxLength,
  incentiveTexts,
} from '#shared/contract/incentive';
import type { Tx } from '../../db/client.ts';
import { budgetItems, teams, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import { sanitizeMessage, textLength } from '../../kernel/sanitize.ts';
import { completedUploads } from '../../kernel/uploads.ts';
import type { IncentiveRow, IncentiveViewer } from './access.ts';

export type IncentiveValues = Omit<
  typeof import('../../db/schema.ts').incentives.$inferInsert,
  'id' | 'tenantId' | 'createdById' | 'createdAt' | 'updatedAt'
>;

async function knownIds(tx: Tx, kind: 'tenantMember' | 'team', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'team' ? teams : tenantMembers;
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * An incentive request checked against the tenant (set on `tx`): the bank, badge, audience and
 * reviewers exist there, the window and limits make sense. `current` is the row being edited, whose
 * badge may stay though another admin uploaded it. Every refusal names its field.
 */
export async function incentiveValues(
  tx: Tx,
  viewer: IncentiveViewer,
  body: IncentiveRequest,
  current: IncentiveRow | null,
  now: Date,
): Promise<IncentiveValues> {
  const description = sanitizeMessage(body.description);
  if (textLength(description) > incentiveDescriptionMaxLength)
    throw invalid('description', incentiveTexts.descriptionTooLong, 'too_big');

  if (body.points > 0 && !body.budgetItemId) throw invalid('budgetItemId', incentiveTexts.bankRequired);
  if (body.budgetItemId) {
    const [bank] = await tx
      .select({ id: budgetItems.id })
      .from(budgetItems)
      .where(and(inArray(budgetItems.id, [body.budgetItemId]), isNull(budgetItems.deletedAt)));
    if (!bank) throw invalid('budgetItemId', incentiveTexts.bankMissing);
  }

  if (body.badgeMediaId && body.badgeMediaId !== current?.badgeMediaId) {
    const { uploads } = await completedUploads(tx, viewer.auth, 'incentiveBadge', [body.badgeMediaId]);
    if (!uploads.has(body.badgeMediaId)) throw invalid('badgeMediaId', incentiveTexts.badgeInvalid);
  }

  const startAt = body.startAt ? new Date(body.startAt) : null;
  const endAt = body.endAt ? new Date(body.endAt) : null;
  if (body.publish && (!startAt || !endAt))
    throw invalid(startAt ? 'endAt' : 'startAt', incentiveTexts.datesRequired);
  if (startAt && endAt && endAt <= startAt) throw invalid('endAt', incentiveTexts.endBeforeStart);

  if (body.claimLimit === 'perPeriod' && !body.claimPeriod)
    throw invalid('claimPeriod', incentiveTexts.periodRequired);

  const memberIds = body.audience.filter((a) => a.type === 'tenantMember').map((a) => a.id);
  const teamIds = body.audience.filter((a) => a.type === 'team').map((a) => a.id);
  const members = await knownIds(tx, 'tenantMember', memberIds);
  const foundTeams = await knownIds(tx, 'team', teamIds);
  for (const [index, item] of body.audience.entries()) {
    const known = item.type === 'team' ? foundTeams.has(item.id) : members.has(item.id);
    if (!known) throw invalid(`audience.${index}.id`, incentiveTexts.audienceUnknown);
  }

  const reviewerIds = body.reviewerKind === 'managers' ? [] : [...new Set(body.reviewerIds)];
  if (body.reviewerKind !== 'managers') {
    if (reviewerIds.length === 0) throw invalid('reviewerIds', incentiveTexts.reviewersRequired);
    const found = await knownIds(tx, body.reviewerKind === 'teams' ? 'team' : 'tenantMember', reviewerIds);
    const index = reviewerIds.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(`reviewerIds.${index}`, incentiveTexts.audienceUnknown);
  }

  const publishing = body.publish && current?.status !== 'published';
  return {
    name: body.name,
    description,
    badgeMediaId: body.badgeMediaId,
    points: body.points,
    budgetItemId: body.budgetItemId,
    startAt,
    endAt,
    audience: body.audience.map((a) => ({ id: a.id, type: a.type })),
    proof: body.proof,
    claimLimit: body.claimLimit,
    claimPeriod: body.claimLimit === 'perPeriod' ? body.claimPeriod : null,
    reviewerKind: body.reviewerKind,
    reviewerIds,
    pinForDays: body.pinForDays || null,
    ...(body.publish
      ? {
          status: 'published' as const,
          ...(publishing ? publishedFields(startAt, body.pinForDays, now) : {}),
        }
      : current?.status === 'published'
        ? {}
        : { status: 'draft' as const }),
  };
}

/** Publishing sets when it went live and, like awards, how long it stays pinned from then. */
export function publishedFields(startAt: Date | null, pinForDays: number | null, now: Date) {
  const live = startAt && startAt > now ? startAt : now;
  return {
    publishedAt: now,
    pinnedUntil: pinForDays ? new Date(live.getTime() + pinForDays * 86_400_000) : null,
  };
}
