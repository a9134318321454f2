import { and, inArray, sql } from 'drizzle-orm';
import type { AwardType } from '#shared/contract/award';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { awardTypes, budgetItems, media } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { sendToDisplay, teamDisplays } from '../../kernel/recipients.ts';
import { bankBalances } from '../points/index.ts';
import { type AwardTypeRow, type AwardViewer, isSenderSql, mayNominate, nominationStatus } from './access.ts';

type Stats = NonNullable<AwardType['stats']>;

async function statsOf(tx: Tx, ids: string[]): Promise<Map<string, Stats>> {
  const rows = rowsOf<{
    id: string;
    award_count: number;
    recipient_count: number;
    points_awarded: number;
    nomination_count: number;
    nominee_count: number;
    winner_count: number;
  }>(
    await tx.execute(sql`
      select t.id,
             (select count(*)::int from awards a where a.award_type_id = t.id and a.removed_at is null) as award_count,
             (select count(*)::int from award_recipients r join awards a on a.id = r.award_id where a.award_type_id = t.id and a.removed_at is null) as recipient_count,
             (select coalesce(sum(r.amount), 0)::int from award_recipients r join awards a on a.id = r.award_id where a.award_type_id = t.id) as points_awarded,
             (select count(*)::int from nominations n where n.award_type_id = t.id) as nomination_count,
             (select count(distinct n.nominee_id)::int from nominations n where n.award_type_id = t.id) as nominee_count,
             (select count(*)::int from award_winners w where w.award_type_id = t.id) as winner_count
        from award_types t where t.id in ${ids}`),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        awardCount: Number(row.award_count),
        recipientCount: Number(row.recipient_count),
        pointsAwarded: Number(row.points_awarded),
        nominationCount: Number(row.nomination_count),
        nomineeCount: Number(row.nominee_count),
        winnerCount: Number(row.winner_count),
      },
    ]),
  );
}

async function ownNomineesOf(tx: Tx, ids: string[], memberId: string) {
  const rows = rowsOf<{ award_type_id: string; nominee_id: string }>(
    await tx.execute(sql`
      select award_type_id, nominee_id from nominations
       where award_type_id in ${ids} and nominator_id = ${memberId}::uuid order by created_at`),
  );
  const members = await memberDisplays(
    tx,
    rows.map((row) => row.nominee_id),
  );
  const result = new Map<string, NonNullable<AwardType['ownNominees']>>();
  for (const id of ids) result.set(id, { total: 0, members: [] });
  for (const row of rows) {
    const own = result.get(row.award_type_id);
    const member = members.get(row.nominee_id);
    if (own && member) {
      own.total += 1;
      own.members.push(member);
    }
  }
  return result;
}

/** Award types as the API answers them; `embed` adds attachmentUrls, ownNominees and stats. */
export async function toAwardTypes(
  tx: Tx,
  rows: AwardTypeRow[],
  viewer: AwardViewer,
  now: Date,
  embed: readonly string[] = [],
): Promise<AwardType[]> {
  if (rows.length === 0) return [];
  const want = new Set(embed);
  const ids = rows.map((row) => row.id);
  const bankIds = rows.map((row) => row.budgetItemId);
  const banks = bankIds.some(Boolean)
    ? await tx
        .select({ id: budgetItems.id, name: budgetItems.name })
        .from(budgetItems)
        .where(
          inArray(
            budgetItems.id,
            bankIds.filter((id): id is string => id !== null),
          ),
        )
    : [];
  const bankNames = new Map(banks.map((row) => [row.id, row.name]));
  const balances = await bankBalances(tx, bankIds);
  const mediaIds = rows.map((row) => row.mediaObjectId).filter((id): id is string => id !== null);
  const badges = mediaIds.length ? await tx.select().from(media).where(inArray(media.id, mediaIds)) : [];
  const badgeById = new Map(badges.map((row) => [row.id, row]));
  const senders = rows.flatMap((row) => row.senders);
  const members = await memberDisplays(
    tx,
    senders.filter((s) => s.type === 'tenantMember').map((s) => s.id),
  );
  const teams = await teamDisplays(
    tx,
    senders.filter((s) => s.type === 'team').map((s) => s.id),
  );
  // The types the viewer is a listed sender of (themselves or a team), in one query for the page.
  const listedSender =
    viewer.canSendOwn && !viewer.canSendAny
      ? new Set(
          (
            await tx
              .select({ id: awardTypes.id })
              .from(awardTypes)
              .where(and(inArray(awardTypes.id, ids), isSenderSql(viewer.memberId)))
          ).map((row) => row.id),
        )
      : new Set<string>();
  const stats = want.has('stats') ? await statsOf(tx, ids) : null;
  const own = want.has('ownNominees') ? await ownNomineesOf(tx, ids, viewer.memberId) : null;

  const result: AwardType[] = [];
  for (const row of rows) {
    const badge = row.mediaObjectId ? badgeById.get(row.mediaObjectId) : undefined;
    const badgeUrls = badge ? mediaUrls(badge) : null;
    const balance = row.budgetItemId ? balances.get(row.budgetItemId) : undefined;
    const permissions: AwardType['permissions'] = [];
    if (viewer.isAdmin) permissions.push('edit', 'delete');
    const sendable = !row.nomination && !row.archivedAt && (viewer.canSendAny || listedSender.has(row.id));
    if (sendable) permissions.push('send');
    if (mayNominate(viewer, row, now)) permissions.push('nominate');
    if (row.nomination && viewer.canManageNominations) permissions.push('manageNominations');
    const item: AwardType = {
      id: row.id,
      name: row.name,
      description: row.description,
      points: row.points,
      senders: row.senders.map((s) => sendToDisplay(s, members, teams)),
      pointsLocked: row.pointsLocked,
      budgetItemId: row.budgetItemId,
      mediaObjectId: row.mediaObjectId,
      archived: row.archivedAt !== null,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      nomination: row.nomination,
      nominationStartAt: row.nominationStartAt?.toISOString() ?? null,
      nominationEndAt: row.nominationEndAt?.toISOString() ?? null,
      nominationStatus: nominationStatus(row, now),
      finalizedAt: row.finalizedAt?.toISOString() ?? null,
      notify: row.notify,
      pinForDays: (row.pinForDays ?? null) as AwardType['pinForDays'],
      maxNominations: row.maxNominations,
      tenantWideNominators: row.tenantWideNominators,
      tenantWideCandidates: row.tenantWideCandidates,
      candidates: row.candidateIds,
      nominators: row.nominatorIds,
      badgeUrls,
      pointsBankName: row.budgetItemId ? (bankNames.get(row.budgetItemId) ?? null) : null,
      pointsBankBalance: balance ? { balance: balance.balance, available: balance.available } : null,
      permissions,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    if (want.has('attachmentUrls')) {
      item.attachmentUrls =
        badge && badgeUrls
          ? [
              {
                mediaObjectId: badge.id,
                attachmentType: badge.kind === 'gif' ? 'gif' : 'image',
                url: badgeUrls.url,
                originalFilename: badge.originalFilename,
                variants: badgeUrls.variants,
              },
            ]
          : [];
    }
    if (stats) item.stats = stats.get(row.id) as Stats;
    if (own) item.ownNominees = own.get(row.id) ?? { total: 0, members: [] };
    result.push(item);
  }
  return result;
}
