import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { NominationStatus } from '#shared/contract/award';
import type { Tx } from '../../db/client.ts';
import { awardTypes } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { type Grant, holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

export type AwardTypeRow = typeof awardTypes.$inferSelect;

/** Who calls the award app and what their grant lets them do (001 §6 awardApp). */
export type AwardViewer = {
  auth: MemberAuth;
  memberId: string;
  grant: Grant;
  /** awardApp manage: every award type, archived ones too. */
  isAdmin: boolean;
  canCreate: boolean;
  canManageNominations: boolean;
  canSendAny: boolean;
  canSendOwn: boolean;
  canNominate: boolean;
  canModerate: boolean;
};

export function awardViewerFrom(auth: MemberAuth, grant: Grant): AwardViewer {
  const isAdmin = holds(grant, 'awardApp', 'manage');
  return {
    auth,
    memberId: auth.memberId,
    grant,
    isAdmin,
    canCreate: isAdmin || holds(grant, 'awardApp', 'createAwardType'),
    canManageNominations: isAdmin || holds(grant, 'awardApp', 'manageNominations'),
    canSendAny: holds(grant, 'awardApp', 'sendAnyAwardType'),
    canSendOwn: holds(grant, 'awardApp', 'sendOwnAwardType'),
    canNominate: holds(grant, 'awardApp', 'nominationSender'),
    canModerate: isAdmin || holds(grant, 'awardApp', 'moderate'),
  };
}

/** Every award call needs awardApp browse (the plan's awards feature grants it). */
export async function awardViewerOf(services: Services, request: FastifyRequest): Promise<AwardViewer> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  if (!holds(grant, 'awardApp', 'browse')) throw forbidden();
  return awardViewerFrom(auth, grant);
}

export function requireAdmin(viewer: AwardViewer): void {
  if (!viewer.isAdmin) throw forbidden();
}
export function requireNominationManager(viewer: AwardViewer): void {
  if (!viewer.canManageNominations) throw forbidden();
}

/** The window's state now; the stored window is the truth, the job only announces changes. */
export function nominationStatus(row: AwardTypeRow, now: Date): NominationStatus {
  if (!row.nomination) return 'none';
  if (row.finalizedAt) return 'finalized';
  if (!row.nominationStartAt) return 'notStarted';
  if (now < row.nominationStartAt) return 'scheduled';
  if (row.nominationEndAt && now >= row.nominationEndAt) return 'closed';
  return 'open';
}

/** The member is listed as a sender, or is in a listed team. Columns qualified by hand. */
export const isSenderSql = (memberId: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements("award_types"."senders") s where (s->>'type' = 'tenantMember' and (s->>'id')::uuid = ${memberId}::uuid) or (s->>'type' = 'team' and exists (select 1 from team_members tm where tm.team_id = (s->>'id')::uuid and tm.member_id = ${memberId}::uuid)))`;

export const isNominatorSql = (memberId: string): SQL =>
  sql`("award_types"."tenant_wide_nominators" or ${memberId}::uuid = any("award_types"."nominator_ids"))`;

export async function isSender(tx: Tx, row: AwardTypeRow, memberId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: awardTypes.id })
    .from(awardTypes)
    .where(and(eq(awardTypes.id, row.id), isSenderSql(memberId)));
  return found !== undefined;
}

export const isNominator = (row: AwardTypeRow, memberId: string) =>
  row.tenantWideNominators || row.nominatorIds.includes(memberId);
export const isCandidate = (row: AwardTypeRow, memberId: string) =>
  row.tenantWideCandidates || row.candidateIds.includes(memberId);

/** May the viewer send this (plain, active) award type? Senders list members/teams; sendAny for admins. */
export async function maySend(tx: Tx, viewer: AwardViewer, row: AwardTypeRow): Promise<boolean> {
  if (row.nomination || row.archivedAt) return false;
  if (viewer.canSendAny) return true;
  return viewer.canSendOwn && (await isSender(tx, row, viewer.memberId));
}

export function mayNominate(viewer: AwardViewer, row: AwardTypeRow, now: Date): boolean {
  return (
    viewer.canNominate &&
    !row.archivedAt &&
    nominationStatus(row, now) === 'open' &&
    isNominator(row, viewer.memberId)
  );
}

/**
 * An award type the viewer may read: admins read every one; others active ones they may send
 * or nominate for (nominators also after the window, to see their nominations). 404 otherwise.
 */
export async function findAwardType(tx: Tx, viewer: AwardViewer, id: string): Promise<AwardTypeRow> {
  const [row] = await tx.select().from(awardTypes).where(eq(awardTypes.id, id));
  if (!row) throw notFound('This award type does not exist');
  if (viewer.isAdmin || viewer.canManageNominations) return row;
  const readable =
    !row.archivedAt && (row.nomination ? isNominator(row, viewer.memberId) : await maySend(tx, viewer, row));
  if (!readable) throw notFound('This award type does not exist');
  return row;
}
