import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { awardTypeRequest } from '#shared/contract/award';
import type { SendToItem } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { budgetItems, media, teams, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import type { AwardTypeRow } from './access.ts';

export type Fields = z.infer<typeof awardTypeRequest>;
export type AwardTypeValues = Omit<
  AwardTypeRow,
  | 'id'
  | 'tenantId'
  | 'createdAt'
  | 'updatedAt'
  | 'archivedAt'
  | 'finalizedAt'
  | 'nominationAnnounced'
  | 'createdById'
>;

const at = (value: string | null) => (value === null ? null : new Date(value));

async function checkMembers(tx: Tx, ids: string[], path: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = new Set(
    (
      await tx.select({ id: tenantMembers.id }).from(tenantMembers).where(inArray(tenantMembers.id, unique))
    ).map((row) => row.id),
  );
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalid(`${path}.${index}`, 'This member does not exist');
}

async function checkSenders(tx: Tx, senders: SendToItem[]): Promise<void> {
  const teamIds = senders.filter((s) => s.type === 'team').map((s) => s.id);
  const foundTeams = teamIds.length
    ? new Set(
        (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds))).map((t) => t.id),
      )
    : new Set<string>();
  const memberIds = senders.filter((s) => s.type === 'tenantMember').map((s) => s.id);
  const foundMembers = memberIds.length
    ? new Set(
        (
          await tx
            .select({ id: tenantMembers.id })
            .from(tenantMembers)
            .where(inArray(tenantMembers.id, memberIds))
        ).map((m) => m.id),
      )
    : new Set<string>();
  const index = senders.findIndex((s) => !(s.type === 'team' ? foundTeams : foundMembers).has(s.id));
  if (index >= 0) throw invalid(`senders.${index}.id`, 'This sender does not exist');
}

/**
 * The stored form of a full award type body, after the checks a schema cannot make: the bank,
 * the badge and every listed person exist in the tenant, points have a bank, the window is sane.
 */
export async function awardTypeValues(tx: Tx, body: Fields): Promise<AwardTypeValues> {
  if (body.points > 0 && !body.budgetItemId) {
    throw invalid('budgetItemId', 'Choose a point bank to fund the points');
  }
  if (body.budgetItemId) {
    const [bank] = await tx
      .select({ id: budgetItems.id })
      .from(budgetItems)
      .where(and(eq(budgetItems.id, body.budgetItemId), isNull(budgetItems.deletedAt)));
    if (!bank) throw invalid('budgetItemId', 'This point bank does not exist');
  }
  if (body.mediaObjectId) {
    const [badge] = await tx.select({ kind: media.kind }).from(media).where(eq(media.id, body.mediaObjectId));
    if (!badge || !['image', 'gif', 'graphic'].includes(badge.kind)) {
      throw invalid('mediaObjectId', 'Upload an image for the badge');
    }
  }
  const start = at(body.nominationStartAt);
  const end = at(body.nominationEndAt);
  if (body.nomination && start && end && end <= start) {
    throw invalid('nominationEndAt', 'The nomination window must end after it starts');
  }
  await checkSenders(tx, body.senders);
  await checkMembers(tx, body.candidates, 'candidates');
  await checkMembers(tx, body.nominators, 'nominators');
  return {
    name: body.name,
    description: body.description,
    points: body.points,
    senders: body.senders.map((s) => ({ id: s.id, type: s.type })),
    pointsLocked: body.pointsLocked,
    budgetItemId: body.budgetItemId,
    mediaObjectId: body.mediaObjectId,
    nomination: body.nomination,
    nominationStartAt: body.nomination ? start : null,
    nominationEndAt: body.nomination ? end : null,
    notify: body.notify,
    // 0 is the form's "never"; stored as null like an unset pin.
    pinForDays: body.pinForDays ? body.pinForDays : null,
    maxNominations: body.maxNominations,
    tenantWideNominators: body.tenantWideNominators,
    tenantWideCandidates: body.tenantWideCandidates,
    candidateIds: [...new Set(body.candidates)],
    nominatorIds: [...new Set(body.nominators)],
  };
}

/** The full body an existing row stands for, so a PATCH can be checked like a PUT. */
export function bodyOf(row: AwardTypeRow): Fields {
  return {
    name: row.name,
    description: row.description,
    points: row.points,
    senders: row.senders,
    pointsLocked: row.pointsLocked,
    budgetItemId: row.budgetItemId,
    mediaObjectId: row.mediaObjectId,
    nomination: row.nomination,
    nominationStartAt: row.nominationStartAt?.toISOString() ?? null,
    nominationEndAt: row.nominationEndAt?.toISOString() ?? null,
    notify: row.notify,
    pinForDays: (row.pinForDays ?? null) as Fields['pinForDays'],
    maxNominations: row.maxNominations,
    tenantWideNominators: row.tenantWideNominators,
    tenantWideCandidates: row.tenantWideCandidates,
    candidates: row.candidateIds,
    nominators: row.nominatorIds,
  };
}
