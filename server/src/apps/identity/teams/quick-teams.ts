import { eq, inArray, sql } from 'drizzle-orm';
import { type SegmentKind, segmentKinds } from '#shared/constants';
import type { QuickTeamSource } from '#shared/contract/teams';
import type { Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { quickTeamSettings, teams } from '../../../db/schema.ts';
import { segmentsSql } from './segments.ts';

/** How a kind is named in a quick team's name when its value alone is taken (docs/teams.md). */
export const segmentKindLabels: Record<SegmentKind, string> = {
  country: 'Country',
  region: 'Region',
  location: 'Location',
  department: 'Department',
  costCenter: 'Cost center',
  businessUnit: 'Business unit',
  group: 'Group',
};

/** The segment kinds that get one quick team per value; none until an admin chooses. */
export async function quickTeamKinds(tx: Tx, tenantId: string): Promise<SegmentKind[]> {
  const [row] = await tx
    .select({ kinds: quickTeamSettings.kinds })
    .from(quickTeamSettings)
    .where(eq(quickTeamSettings.tenantId, tenantId));
  const chosen = new Set(row?.kinds ?? []);
  return segmentKinds.filter((kind) => chosen.has(kind));
}

type QuickTeam = { id: string; name: string } & QuickTeamSource;
export type QuickTeamChanges = { created: QuickTeam[]; removed: QuickTeam[] };

const keyOf = (kind: string, value: string) => `${kind}\u0000${value.trim().toLowerCase()}`;

/**
 * The team's name: the value itself, or when another team has that name, the value with its
 * kind ("Berlin (Location)"), then numbered ("Berlin (Location 2)").
 */
function freeName(value: string, kind: SegmentKind, taken: Set<string>): string {
  const free = (name: string) => !taken.has(name.toLowerCase());
  if (free(value)) return value;
  const label = segmentKindLabels[kind];
  if (free(`${value} (${label})`)) return `${value} (${label})`;
  let n = 2;
  while (!free(`${value} (${label} ${n})`)) n += 1;
  return `${value} (${label} ${n})`;
}

/**
 * Makes the quick teams exactly one per value in use (by a record linked to a member) of each
 * chosen kind: removes the teams of kinds no longer chosen and of values gone, creates the
 * missing ones. Values are compared without regard to case; a new team takes the spelling most
 * records use. Memberships are left to the caller's recompute.
 */
export async function syncQuickTeams(tx: Tx, tenantId: string): Promise<QuickTeamChanges> {
  const kinds = await quickTeamKinds(tx, tenantId);
  const inUse =
    kinds.length === 0
      ? []
      : rowsOf<{ kind: SegmentKind; value: string }>(
          await tx.execute(sql`
            with seg as (${segmentsSql(tenantId)})
            select kind, mode() within group (order by original) as value
            from seg where kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
            group by seg.kind, seg.value`),
        );
  const wanted = new Map(inUse.map((row) => [keyOf(row.kind, row.value), row]));

  const existing = (
    await tx
      .select({ id: teams.id, name: teams.name, automation: teams.automation })
      .from(teams)
      .where(eq(teams.type, 'quick'))
  ).map((row) => ({ id: row.id, name: row.name, ...(row.automation as QuickTeamSource) }));
  const removed = existing.filter((team) => !wanted.has(keyOf(team.kind, team.value)));
  if (removed.length > 0)
    await tx.delete(teams).where(
      inArray(
        teams.id,
        removed.map((team) => team.id),
      ),
    );

  const have = new Set(existing.map((team) => keyOf(team.kind, team.value)));
  const missing = inUse
    .filter((row) => !have.has(keyOf(row.kind, row.value)))
    .sort(
      (a, b) =>
        segmentKinds.indexOf(a.kind) - segmentKinds.indexOf(b.kind) || a.value.localeCompare(b.value, 'en'),
    );
  if (missing.length === 0) return { created: [], removed };

  const taken = new Set(
    (await tx.select({ name: sql<string>`lower(${teams.name})` }).from(teams)).map((row) => row.name),
  );
  const values = missing.map(({ kind, value }) => {
    const name = freeName(value, kind, taken);
    taken.add(name.toLowerCase());
    return { tenantId, name, type: 'quick' as const, automation: { kind, value } };
  });
  // A team named in the meantime by another transaction wins; the next sync names this one.
  const created = await tx
    .insert(teams)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: teams.id, name: teams.name, automation: teams.automation });
  return {
    created: created.map((row) => ({ id: row.id, name: row.name, ...(row.automation as QuickTeamSource) })),
    removed,
  };
}
