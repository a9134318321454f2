import { and, asc, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { MyNominationStatus } from '#shared/contract/award';
import type { Tx } from '../../db/client.ts';
import { type nominations, tenantMembers } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { type AwardTypeRow, type AwardViewer, findAwardType, nominationStatus } from './access.ts';

type NominationRow = typeof nominations.$inferSelect;

/** Members who may be nominated for the type: candidates, active, invited or joined. */
export function candidateWhere(type: AwardTypeRow): SQL | undefined {
  return and(
    isNull(tenantMembers.suspendedAt),
    inArray(tenantMembers.invitationStatus, ['invited', 'joined']),
    type.tenantWideCandidates
      ? undefined
      : type.candidateIds.length
        ? inArray(tenantMembers.id, type.candidateIds)
        : sql`false`,
  );
}

export const searchWhere = (search: string | undefined) =>
  search
    ? or(
        ilike(tenantMembers.firstName, `%${search}%`),
        ilike(tenantMembers.lastName, `%${search}%`),
        ilike(sql`${tenantMembers.firstName} || ' ' || ${tenantMembers.lastName}`, `%${search}%`),
      )
    : undefined;

export async function candidatesPage(tx: Tx, where: SQL | undefined, page: number, pageSize: number) {
  const rows = await tx
    .select()
    .from(tenantMembers)
    .where(where)
    .orderBy(asc(tenantMembers.firstName), asc(tenantMembers.lastName), asc(tenantMembers.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const displays = await memberDisplays(
    tx,
    shown.map((row) => row.id),
  );
  return {
    results: shown.flatMap((row) => {
      const member = displays.get(row.id);
      return member ? [{ ...member, email: row.email }] : [];
    }),
    next: rows.length > pageSize ? page + 1 : null,
  };
}

export async function toNominations(tx: Tx, rows: NominationRow[]) {
  const members = await memberDisplays(
    tx,
    rows.flatMap((row) => [row.nomineeId, row.nominatorId]),
  );
  return rows.flatMap((row) => {
    const nominee = members.get(row.nomineeId);
    if (!nominee) return [];
    return [
      {
        id: row.id,
        awardTypeId: row.awardTypeId,
        nominee,
        nominator: members.get(row.nominatorId) ?? null,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Where a nomination stands, from its round (see `myNominationStatuses`). */
export function myNominationStatus(type: AwardTypeRow, nomineeWon: boolean, now: Date): MyNominationStatus {
  const round = nominationStatus(type, now);
  if (round === 'finalized') return nomineeWon ? 'won' : 'notSelected';
  return round === 'open' ? 'open' : 'inReview';
}

/** A nomination type the viewer may take part in (manage, or nominate for). */
export async function nominationType(tx: Tx, viewer: AwardViewer, id: string): Promise<AwardTypeRow> {
  const type = await findAwardType(tx, viewer, id);
  if (!type.nomination) throw invalid('id', 'This award type takes no nominations');
  return type;
}
