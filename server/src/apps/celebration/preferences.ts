import { eq, inArray, sql } from 'drizzle-orm';
import {
  type AutomaticCelebrationKind,
  automaticCelebrationKinds,
  type CelebrationMemberPreferences,
  type CelebrationMemberPreferencesRequest,
  type CelebrationTenantPreferences,
  celebrationKinds,
} from '#shared/contract/celebration';
import type { Tx } from '../../db/client.ts';
import { celebrationMemberPreferences, celebrationTenantPreferences } from '../../db/schema.ts';
import { allocationSourcesOf, saveAllocationSources } from '../points/index.ts';

/** A tenant that never chose: every kind celebrated, years shown, cards open to all (docs/celebration.md). */
const defaults = {
  celebratedKinds: [...celebrationKinds],
  showYear: true,
  cardViewers: 'everyone',
  cardCreators: 'everyone',
} as const;

/** The tenant's preferences, with the points of its celebration sources. */
export async function tenantPreferencesOf(tx: Tx, tenantId: string): Promise<CelebrationTenantPreferences> {
  const [row] = await tx
    .select()
    .from(celebrationTenantPreferences)
    .where(eq(celebrationTenantPreferences.tenantId, tenantId));
  const points = await allocationSourcesOf(tx, tenantId, automaticCelebrationKinds);
  return {
    celebratedKinds: (row?.celebratedKinds ?? defaults.celebratedKinds).filter(
      (kind): kind is (typeof celebrationKinds)[number] =>
        (celebrationKinds as readonly string[]).includes(kind),
    ),
    showYear: row?.showYear ?? defaults.showYear,
    cardViewers: row?.cardViewers ?? defaults.cardViewers,
    cardCreators: row?.cardCreators ?? defaults.cardCreators,
    points,
  };
}

export async function saveTenantPreferences(
  tx: Tx,
  tenantId: string,
  preferences: CelebrationTenantPreferences,
): Promise<void> {
  const { points, ...rest } = preferences;
  await tx
    .insert(celebrationTenantPreferences)
    .values({ tenantId, ...rest })
    .onConflictDoUpdate({
      target: celebrationTenantPreferences.tenantId,
      set: { ...rest, updatedAt: sql`now()` },
    });
  await saveAllocationSources(tx, tenantId, points);
}

/** Whether a kind the job finds is celebrated by the tenant. */
export const celebrates = (preferences: CelebrationTenantPreferences, kind: AutomaticCelebrationKind) =>
  preferences.celebratedKinds.includes(kind);

/** Members' preferences by id; members without a row have the defaults. */
export async function memberPreferencesOf(
  tx: Tx,
  memberIds: string[],
): Promise<Map<string, CelebrationMemberPreferences>> {
  const wanted = [...new Set(memberIds)];
  const rows = wanted.length
    ? await tx
        .select()
        .from(celebrationMemberPreferences)
        .where(inArray(celebrationMemberPreferences.memberId, wanted))
    : [];
  const found = new Map(rows.map((row) => [row.memberId, row]));
  return new Map(
    wanted.map((memberId) => {
      const row = found.get(memberId);
      return [
        memberId,
        { memberId, optedOut: row?.optedOut ?? false, hideBirthday: row?.hideBirthday ?? false },
      ];
    }),
  );
}

export async function saveMemberPreferences(
  tx: Tx,
  tenantId: string,
  memberId: string,
  change: CelebrationMemberPreferencesRequest,
): Promise<CelebrationMemberPreferences> {
  const current = (await memberPreferencesOf(tx, [memberId])).get(memberId) as CelebrationMemberPreferences;
  const next = { ...current, ...change };
  await tx
    .insert(celebrationMemberPreferences)
    .values({ tenantId, memberId, optedOut: next.optedOut, hideBirthday: next.hideBirthday })
    .onConflictDoUpdate({
      target: celebrationMemberPreferences.memberId,
      set: { optedOut: next.optedOut, hideBirthday: next.hideBirthday, updatedAt: sql`now()` },
    });
  const [row] = await tx
    .select()
    .from(celebrationMemberPreferences)
    .where(eq(celebrationMemberPreferences.memberId, memberId));
  return { memberId, optedOut: row?.optedOut ?? false, hideBirthday: row?.hideBirthday ?? false };
}
