import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type CultureOverview, cultureLatestPerValue } from '#shared/contract/culture';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { recognitionQualities, recognitionValues, tenants } from '../../db/schema.ts';
import { loadMediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';

/** A published recognition everyone may read: tenant-wide, not removed by a moderator. */
const publicRecognition = sql`r.status = 'published' and r.tenant_wide and r.removed_at is null`;

/**
 * The culture page of the tenant set on the transaction: its live values with their qualities, how
 * often each was recognised since the quarter began (in the tenant's time zone), each value's latest
 * public recognitions, and the banner from branding.
 */
export async function cultureOverview(tx: Tx, tenantId: string): Promise<CultureOverview> {
  const [tenant] = await tx
    .select({ name: tenants.name, bannerMediaId: tenants.bannerMediaId, timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error('tenant missing');
  const values = await tx
    .select()
    .from(recognitionValues)
    .where(isNull(recognitionValues.archivedAt))
    .orderBy(asc(recognitionValues.position), asc(recognitionValues.createdAt));
  const qualities = await tx
    .select({
      id: recognitionQualities.id,
      valueId: recognitionQualities.valueId,
      name: recognitionQualities.name,
    })
    .from(recognitionQualities)
    .where(and(isNull(recognitionQualities.archivedAt)))
    .orderBy(asc(recognitionQualities.position), asc(recognitionQualities.name));

  const [quarter] = rowsOf<{ start: string; since: Date }>(
    await tx.execute(sql`
      select to_char(date_trunc('quarter', now() at time zone ${tenant.timeZone}), 'YYYY-MM-DD') as start,
             date_trunc('quarter', now() at time zone ${tenant.timeZone}) at time zone ${tenant.timeZone} as since`),
  );
  const since = new Date(quarter?.since ?? 0);

  // One row per (value, recognition) for recognitions naming any of the value's qualities.
  const counts = rowsOf<{ value_id: string; count: number }>(
    await tx.execute(sql`
      select q.value_id, count(distinct r.id)::int as count
        from recognitions r
        join recognition_qualities q on q.id = any(r.quality_ids)
       where ${publicRecognition} and r.published_at >= ${since.toISOString()}::timestamptz
       group by q.value_id`),
  );
  const latest = rowsOf<{
    value_id: string;
    id: string;
    message: string;
    sender_id: string;
    published_at: Date | string;
    qualities: string[];
  }>(
    await tx.execute(sql`
      select * from (
        select q.value_id, r.id, r.message, r.sender_id, r.published_at,
               array_agg(q.name order by q.position, q.name) as qualities,
               row_number() over (partition by q.value_id order by r.published_at desc, r.id desc) as n
          from recognitions r
          join recognition_qualities q on q.id = any(r.quality_ids)
         where ${publicRecognition}
         group by q.value_id, r.id
      ) ranked
      where n <= ${cultureLatestPerValue}
      order by published_at desc`),
  );
  const recipientRows = latest.length
    ? rowsOf<{ recognition_id: string; member_id: string }>(
        await tx.execute(sql`
          select recognition_id, member_id from recognition_recipients
           where recognition_id in (${sql.join(
             [...new Set(latest.map((row) => row.id))].map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
           order by member_id`),
      )
    : [];
  const displays = await memberDisplays(tx, [
    ...latest.map((row) => row.sender_id),
    ...recipientRows.map((row) => row.member_id),
  ]);
  const banner = tenant.bannerMediaId
    ? (await loadMediaUrls(tx, [tenant.bannerMediaId])).get(tenant.bannerMediaId)
    : null;

  const countOf = new Map(counts.map((row) => [row.value_id, Number(row.count)]));
  return {
    tenantName: tenant.name,
    banner: banner ?? null,
    quarterStart: quarter?.start ?? '',
    values: values.map((value) => ({
      id: value.id,
      name: value.name,
      description: value.description,
      color: value.color,
      qualities: qualities.filter((q) => q.valueId === value.id).map((q) => ({ id: q.id, name: q.name })),
      quarterCount: countOf.get(value.id) ?? 0,
      latest: latest
        .filter((row) => row.value_id === value.id)
        .map((row) => ({
          id: row.id,
          message: row.message,
          sender: displays.get(row.sender_id) ?? null,
          recipients: recipientRows
            .filter((r) => r.recognition_id === row.id)
            .flatMap((r) => {
              const display = displays.get(r.member_id);
              return display ? [display] : [];
            }),
          qualities: row.qualities,
          publishedAt: new Date(row.published_at).toISOString(),
        })),
    })),
    mostRecognised: values
      .filter((value) => (countOf.get(value.id) ?? 0) > 0)
      .sort((a, b) => (countOf.get(b.id) ?? 0) - (countOf.get(a.id) ?? 0))
      .map((value) => value.id),
  };
}
