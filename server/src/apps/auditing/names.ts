import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teams } from '../../db/schema.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id-shaped string in a logged record (nested objects and lists too), for naming. */
export function idsIn(value: unknown, found: Set<string> = new Set(), depth = 0): Set<string> {
  if (typeof value === 'string') {
    if (uuid.test(value)) found.add(value.toLowerCase());
  } else if (Array.isArray(value) && depth < 4) {
    for (const item of value) idsIn(item, found, depth + 1);
  } else if (value !== null && typeof value === 'object' && depth < 4) {
    for (const item of Object.values(value)) idsIn(item, found, depth + 1);
  }
  return found;
}

/**
 * The people and teams a page of log entries mentions (target, before, after), by id: people
 * read a name where the record holds an id. Ids of other kinds, or gone, stay unnamed; the
 * tenant's row-level security keeps other organizations' records out.
 */
export async function auditNames(
  tx: Executor,
  entries: { targetId: string | null; before: unknown; after: unknown }[],
): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.targetId) ids.add(entry.targetId.toLowerCase());
    idsIn(entry.before, ids);
    idsIn(entry.after, ids);
  }
  if (ids.size === 0) return new Map();
  const wanted = [...ids];
  const members = await memberDisplays(tx, wanted);
  const names = new Map<string, string>();
  for (const [id, member] of members) names.set(id, `${member.firstName} ${member.lastName}`.trim());
  const teamRows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, wanted));
  for (const row of teamRows) names.set(row.id, row.name);
  return names;
}

/** The names one entry mentions, out of a page's. */
export function namesOf(
  entry: { targetId: string | null; before: unknown; after: unknown },
  names: Map<string, string>,
): Record<string, string> {
  const ids = idsIn(entry.after, idsIn(entry.before));
  if (entry.targetId) ids.add(entry.targetId.toLowerCase());
  return Object.fromEntries([...ids].flatMap((id) => (names.has(id) ? [[id, names.get(id) ?? '']] : [])));
}
