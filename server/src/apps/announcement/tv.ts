import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type TvItem, tvItemLimit } from '#shared/contract/tv';
import type { Tx } from '../../db/client.ts';
import { announcements, media } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { TvSource } from '../../kernel/tv.ts';
import { announcementPath } from './delivery.ts';
import { signBodyImages } from './sanitize.ts';

const preferredImageVariants = ['announcement-attachment-desktop', 'original'];

/**
 * What a lobby screen may show: live announcements for the whole company, and, on a screen
 * narrowed to teams, those addressed to one of its teams. An announcement for chosen members
 * only is never on a screen.
 */
function onScreen(teamIds: string[]): SQL {
  const wholeCompany = sql`(${announcements.audience}->>'wholeCompany')::boolean`;
  if (teamIds.length === 0) return wholeCompany;
  const teams = sql.join(
    teamIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${wholeCompany} or exists (select 1 from jsonb_array_elements_text(${announcements.audience}->'teamIds') t where t.value in (${teams})))`;
}

/** The newest live announcements of the tenant set on `tx`, as slides. */
export async function tvAnnouncements(tx: Tx, teamIds: string[]): Promise<TvItem[]> {
  const rows = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.status, 'active'), onScreen(teamIds)))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(tvItemLimit);
  if (rows.length === 0) return [];
  const authors = await memberDisplays(
    tx,
    rows.map((row) => row.createdById),
  );
  const attachmentIds = [...new Set(rows.flatMap((row) => row.attachmentIds))];
  const files = new Map(
    (attachmentIds.length ? await tx.select().from(media).where(inArray(media.id, attachmentIds)) : []).map(
      (m) => [m.id, m],
    ),
  );
  return rows.map((row) => {
    const author = row.createdById ? authors.get(row.createdById) : undefined;
    const image = row.attachmentIds.map((id) => files.get(id)).find((file) => file?.kind === 'image');
    const urls = image ? mediaUrls(image) : null;
    const imageUrl = urls
      ? (preferredImageVariants.map((v) => (v === 'original' ? urls.url : urls.variants[v])).find(Boolean) ??
        null)
      : null;
    return {
      id: row.id,
      itemType: 'announcement' as const,
      createdAt: (row.publishedAt ?? row.createdAt).toISOString(),
      title: row.title,
      message: signBodyImages(row.body),
      sender: author
        ? {
            id: author.id,
            type: 'tenantMember' as const,
            name: `${author.firstName} ${author.lastName}`,
            avatarUrl: author.avatarUrls?.variants['avatar-lg'] ?? author.avatarUrls?.url ?? null,
            jobTitle: author.jobTitle,
          }
        : null,
      recipients: [],
      qualities: [],
      imageUrl,
      gifUrl: null,
      postPath: announcementPath(row.id),
    };
  });
}

/** The announcement slides of lobby screens; the TV app mounts the call (GET /announcement/tv/:token/announcements). */
export const announcementTvSource: TvSource = {
  itemType: 'announcement',
  path: '/announcement/tv/:token/announcements',
  items: (tx, { teamIds }) => tvAnnouncements(tx, teamIds),
};
