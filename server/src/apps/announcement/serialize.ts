import { inArray, sql } from 'drizzle-orm';
import type {
  Announcement,
  AnnouncementEmbed,
  AnnouncementObjectPermission,
  AnnouncementStats,
} from '#shared/contract/announcement';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { announcementRecipients, media } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { teamDisplays } from '../../kernel/recipients.ts';
import { attachmentType } from '../recognition/index.ts';
import { audienceCount } from './audience.ts';
import type { AnnouncementRow, Viewer } from './queries.ts';
import { signBodyImages } from './sanitize.ts';

type StatRow = {
  announcement_id: string;
  recipient_count: number;
  acknowledged_count: number;
  yes_count: number;
  no_count: number;
  maybe_count: number;
};

const emptyStats: AnnouncementStats = {
  recipientCount: 0,
  acknowledgedCount: 0,
  rsvpYesCount: 0,
  rsvpNoCount: 0,
  rsvpMaybeCount: 0,
};

/** Counts of a page of published announcements in one grouped query. */
async function publishedStats(tx: Tx, ids: string[]): Promise<Map<string, AnnouncementStats>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<StatRow>(
    await tx.execute(
      sql`select announcement_id, count(*)::int as recipient_count,
            count(acknowledged_at)::int as acknowledged_count,
            count(*) filter (where rsvp = 'yes')::int as yes_count,
            count(*) filter (where rsvp = 'no')::int as no_count,
            count(*) filter (where rsvp = 'maybe')::int as maybe_count
          from announcement_recipients where announcement_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) group by announcement_id`,
    ),
  );
  return new Map(
    rows.map((r) => [
      r.announcement_id,
      {
        recipientCount: r.recipient_count,
        acknowledgedCount: r.acknowledged_count,
        rsvpYesCount: r.yes_count,
        rsvpNoCount: r.no_count,
        rsvpMaybeCount: r.maybe_count,
      },
    ]),
  );
}

function permissionsOf(row: AnnouncementRow, viewer: Viewer): AnnouncementObjectPermission[] {
  if (!viewer.canManage) return [];
  const permissions: AnnouncementObjectPermission[] = [];
  if (row.status !== 'archived') permissions.push('edit');
  permissions.push('delete', 'clone');
  if (row.status === 'active') permissions.push('archive');
  return permissions;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Announcements as the contract has them, a page at a time: stats (from the recipient rows once
 * published, the live audience before), the caller's own answer, and the embeds asked for.
 * Image links in the body are signed for this read.
 */
export async function toAnnouncements(
  tx: Tx,
  rows: AnnouncementRow[],
  viewer: Viewer,
  embeds: readonly AnnouncementEmbed[] = [],
): Promise<Announcement[]> {
  if (rows.length === 0) return [];
  const want = new Set(embeds);
  const ids = rows.map((row) => row.id);
  const published = rows.filter((row) => row.status === 'active' || row.status === 'archived');
  const stats = await publishedStats(
    tx,
    published.map((row) => row.id),
  );
  for (const row of rows) {
    if (row.status === 'draft' || row.status === 'scheduled') {
      stats.set(row.id, { ...emptyStats, recipientCount: await audienceCount(tx, row.audience) });
    }
  }
  const own = new Map(
    (
      await tx
        .select()
        .from(announcementRecipients)
        .where(
          sql`${inArray(announcementRecipients.announcementId, ids)} and ${announcementRecipients.memberId} = ${viewer.memberId}`,
        )
    ).map((r) => [r.announcementId, r]),
  );
  const members =
    want.has('createdBy') || want.has('audienceDisplay')
      ? await memberDisplays(
          tx,
          rows.flatMap((row) => [
            row.createdById,
            ...(want.has('audienceDisplay') ? row.audience.memberIds : []),
          ]),
        )
      : new Map();
  const teams = want.has('audienceDisplay')
    ? await teamDisplays(
        tx,
        rows.flatMap((row) => row.audience.teamIds),
      )
    : new Map();
  const attachmentIds = rows.flatMap((row) => row.attachmentIds);
  const files =
    want.has('attachmentUrls') && attachmentIds.length > 0
      ? new Map((await tx.select().from(media).where(inArray(media.id, attachmentIds))).map((m) => [m.id, m]))
      : new Map<string, typeof media.$inferSelect>();

  return rows.map((row) => {
    const mine = own.get(row.id);
    const answered = mine && (mine.acknowledgedAt || mine.rsvp);
    const result: Announcement = {
      id: row.id,
      title: row.title,
      body: signBodyImages(row.body),
      attachments: row.attachmentIds,
      status: row.status,
      startAt: iso(row.startAt),
      endAt: iso(row.endAt),
      publishedAt: iso(row.publishedAt),
      archivedAt: iso(row.archivedAt),
      audience: row.audience,
      participation: row.participation,
      createdById: row.createdById,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      permissions: permissionsOf(row, viewer),
      stats: stats.get(row.id) ?? emptyStats,
      ownParticipation:
        answered && mine.respondedAt
          ? {
              acknowledgedAt: iso(mine.acknowledgedAt),
              rsvp: mine.rsvp,
              respondedAt: mine.respondedAt.toISOString(),
            }
          : null,
    };
    if (want.has('createdBy'))
      result.createdBy = row.createdById ? (members.get(row.createdById) ?? null) : null;
    if (want.has('attachmentUrls')) {
      result.attachmentUrls = row.attachmentIds.flatMap((id) => {
        const file = files.get(id);
        if (!file) return [];
        const urls = mediaUrls(file);
        return [
          {
            mediaObjectId: file.id,
            attachmentType: attachmentType(file.kind),
            url: urls.url,
            originalFilename: file.originalFilename,
            variants: urls.variants,
          },
        ];
      });
    }
    if (want.has('audienceDisplay')) {
      result.audienceDisplay = {
        teams: row.audience.teamIds.flatMap((id) => {
          const team = teams.get(id);
          return team ? [{ id, name: team.name, activeMemberCount: team.activeMemberCount }] : [];
        }),
        members: row.audience.memberIds.flatMap((id) => {
          const member = members.get(id);
          return member ? [member] : [];
        }),
      };
    }
    return result;
  });
}
