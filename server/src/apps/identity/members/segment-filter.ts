import { type SQL, sql } from 'drizzle-orm';
import type { SegmentKind } from '#shared/constants';
import { segmentColumns } from '../teams/segments.ts';

export type SegmentChoice = { kind: SegmentKind; value: string };

/**
 * The member (an SQL expression for their id) has an HR record with the segment values, letter
 * case and outer spaces ignored, as automated and quick teams compare them. Values of one kind
 * are alternatives; different kinds must all match (an automated team's rules read the same).
 * The People filter and the reports' segment filter both use it.
 */
export function memberInSegments(member: SQL, segments: SegmentChoice[]): SQL {
  if (segments.length === 0) return sql`true`;
  const byKind = new Map<SegmentKind, string[]>();
  for (const { kind, value } of segments)
    byKind.set(kind, [...(byKind.get(kind) ?? []), value.trim().toLowerCase()]);
  const rules = [...byKind].map(([kind, values]) => {
    const column = sql.raw(`r.${segmentColumns[kind]}`);
    return sql`lower(btrim(${column})) in (${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  });
  return sql`exists (select 1 from staff_records r where r.member_id = ${member} and ${sql.join(rules, sql` and `)})`;
}
