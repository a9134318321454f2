import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type TvItem, type TvPerson, tvItemLimit } from '#shared/contract/tv';
import type { Tx } from '../../db/client.ts';
import { media, recognitions } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { teamDisplays } from '../../kernel/recipients.ts';
import type { TvSource } from '../../kernel/tv.ts';
import { listValues } from './values-routes.ts';

/** Content about these teams: sent to one of them, or sent by or to one of their members. */
function aboutTeams(teamIds: string[]): SQL {
  const teamList = sql.join(
    teamIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return or(
    sql`exists (select 1 from team_members tm where tm.team_id in (${teamList}) and (tm.member_id = ${recognitions.senderId} or exists (select 1 from recognition_recipients rr where rr.recognition_id = ${recognitions.id} and rr.member_id = tm.member_id)))`,
    sql`exists (select 1 from jsonb_array_elements(${recognitions.sendTo}) s where s->>'type' = 'team' and (s->>'id')::uuid in (${teamList}))`,
  ) as SQL;
}

const preferredImageVariants = ['recognition-attachment-desktop', 'original'];

/**
 * The newest published public recognitions of the tenant set on `tx`, as slides. Private ones
 * and drafts never leave; people appear by name, picture and job title only.
 */
export async function tvRecognitions(tx: Tx, teamIds: string[]): Promise<TvItem[]> {
  const rows = await tx
    .select()
    .from(recognitions)
    .where(
      and(
        eq(recognitions.status, 'published'),
        eq(recognitions.tenantWide, true),
        isNull(recognitions.removedAt),
        teamIds.length > 0 ? aboutTeams(teamIds) : undefined,
      ),
    )
    .orderBy(desc(recognitions.createdAt), desc(recognitions.id))
    .limit(tvItemLimit);
  if (rows.length === 0) return [];

  const memberIds = rows.flatMap((row) => [
    row.senderId,
    ...row.sendTo.filter((item) => item.type === 'tenantMember').map((item) => item.id),
  ]);
  const teamRecipientIds = rows.flatMap((row) =>
    row.sendTo.filter((item) => item.type === 'team').map((item) => item.id),
  );
  const attachmentIds = [...new Set(rows.flatMap((row) => row.attachmentIds))];
  // One after another: they share the transaction's one connection (pg refuses overlapping queries).
  const members = await memberDisplays(tx, memberIds);
  const teams = await teamDisplays(tx, teamRecipientIds);
  const values = await listValues(tx);
  const attachments = attachmentIds.length
    ? await tx.select().from(media).where(inArray(media.id, attachmentIds))
    : [];
  const qualities = new Map(
    values.flatMap((value) =>
      value.qualities.map((q) => [q.id, { id: q.id, name: q.name, color: value.color }]),
    ),
  );
  const images = new Map(
    attachments.filter((row) => row.kind === 'image').map((row) => [row.id, mediaUrls(row)]),
  );

  const person = (id: string): TvPerson | null => {
    const member = members.get(id);
    if (!member) return null;
    return {
      id,
      type: 'tenantMember',
      name: `${member.firstName} ${member.lastName}`.trim(),
      avatarUrl: member.avatarUrls?.variants['avatar-lg'] ?? member.avatarUrls?.url ?? null,
      jobTitle: member.jobTitle,
    };
  };

  return rows.map((row) => {
    const recipients = row.sendTo.flatMap((item): TvPerson[] => {
      if (item.type === 'tenantMember') {
        const found = person(item.id);
        return found ? [found] : [];
      }
      const team = teams.get(item.id);
      return team ? [{ id: item.id, type: 'team', name: team.name, avatarUrl: null, jobTitle: null }] : [];
    });
    const image = row.attachmentIds.map((id) => images.get(id)).find((urls) => urls !== undefined);
    const imageUrl = image
      ? (preferredImageVariants.map((name) => image.variants[name]).find(Boolean) ?? image.url)
      : null;
    return {
      id: row.id,
      itemType: 'recognition' as const,
      createdAt: (row.publishedAt ?? row.createdAt).toISOString(),
      title: null,
      message: row.message,
      sender: person(row.senderId),
      recipients,
      qualities: row.qualityIds.flatMap((id) => {
        const quality = qualities.get(id);
        return quality ? [quality] : [];
      }),
      imageUrl,
      gifUrl: row.gif?.url ?? null,
      postPath: `/recognitions/${row.id}`,
    };
  });
}

/** The recognition slides of lobby screens; the TV app mounts the call (GET /recognition/tv/:token/recognitions). */
export const recognitionTvSource: TvSource = {
  itemType: 'recognition',
  path: '/recognition/tv/:token/recognitions',
  items: (tx, { teamIds }) => tvRecognitions(tx, teamIds),
};
