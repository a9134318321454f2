import { type SQL, sql } from 'drizzle-orm';
import type { SegmentKind } from '#shared/constants';

/** The staff_records column that holds each segment kind. */
export const segmentColumns: Record<SegmentKind, string> = {
  country: 'country',
  region: 'region',
  location: 'location',
  department: 'department',
  costCenter: 'cost_center',
  businessUnit: 'business_unit',
  group: 'group_name',
};

/**
 * Every segment value of the tenant's records that are linked to a member, one row per
 * (record, kind), the value trimmed and lower-cased: rules and quick teams ignore letter case.
 * Unpivoting lets every match below be a hash join instead of a per-team scan of the records.
 */
export function segmentsSql(tenantId: string): SQL {
  const pairs = sql.join(
    Object.entries(segmentColumns).map(([kind, column]) => sql`(${kind}, s.${sql.identifier(column)})`),
    sql`, `,
  );
  return sql`
    select s.id as record_id, s.member_id, k.kind, lower(btrim(k.value)) as value, btrim(k.value) as original
    from staff_records s
    cross join lateral (values ${pairs}) as k(kind, value)
    where s.tenant_id = ${tenantId} and s.member_id is not null and nullif(btrim(k.value), '') is not null`;
}
