import { and, desc, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type TvItem, type TvPerson, tvItemLimit } from '#shared/contract/tv';
import type { Tx } from '../../db/client.ts';
import { awards, media } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { teamDisplays } from '../../kernel/recipients.ts';
import type { TvSource } from '../../kernel/tv.ts';

/** Awards about these teams: sent to one of them, or sent by or to one of their members. */
function aboutTeams(teamIds: string[]): SQL {
  const teamList = sql.join(
    teamIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return or(
    sql`exists (select 1 from team_members tm where tm.team_id in (${teamList}) and (tm.member_id = ${awards.senderId} or exists (select 1 from award_recipients r where r.award_id = ${awards.id} and r.member_id = tm.member_id)))`,
    sql`exists (select 1 from jsonb_array_elements(${awards.sendTo}) s where s->>'type' = 'team' and (s->>'id')::uuid in (${teamList}))`,
  ) as SQL;
}

/** The newest awards of the tenant set on `tx` as slides: names, pictures and job titles only. */
export async function tvAwards(tx: Tx, teamIds: string[]): Promise<TvItem[]> {
  const rows = await tx
    .select()
    .from(awards)
    .where(and(isNull(awards.removedAt), teamIds.length > 0 ? aboutTeams(teamIds) : undefined))
    .orderBy(desc(awards.createdAt), desc(awards.id))
    .limit(tvItemLimit);
  if (rows.length === 0) return [];
  const members = await memberDisplays(tx, [
    ...rows.map((row) => row.senderId),
    ...rows.flatMap((row) => row.sendTo.filter((s) => s.type === 'tenantMember').map((s) => s.id)),
  ]);
  const teams = await teamDisplays(
    tx,
    rows.flatMap((row) => row.sendTo.filter((s) => s.type === 'team').map((s) => s.id)),
  );
  const badgeIds = rows.flatMap((row) => (row.mediaObjectId ? [row.mediaObjectId] : []));
  const badges = badgeIds.length ? await tx.select().from(media).where(inArray(media.id, badgeIds)) : [];
  const badgeUrls = new Map(badges.map((row) => [row.id, mediaUrls(row)]));
  const person = (id: string | null): TvPerson | null => {
    const member = id ? members.get(id) : undefined;
    if (!member || !id) return null;
    return {
      id,
      type: 'tenantMember',
      name: `${member.firstName} ${member.lastName}`.trim(),
      avatarUrl: member.avatarUrls?.variants['avatar-lg'] ?? member.avatarUrls?.url ?? null,
      jobTitle: member.jobTitle,
    };
  };
  return rows.map((row) => {
    const badge = row.mediaObjectId ? badgeUrls.get(row.mediaObjectId) : undefined;
    return {
      id: row.id,
      itemType: 'award' as const,
      createdAt: row.createdAt.toISOString(),
      title: row.name,
      message: row.message,
      sender: person(row.senderId),
      recipients: row.sendTo.flatMap((item): TvPerson[] => {
        if (item.type === 'tenantMember') {
          const found = person(item.id);
          return found ? [found] : [];
        }
        const team = teams.get(item.id);
        return team ? [{ id: item.id, type: 'team', name: team.name, avatarUrl: null, jobTitle: null }] : [];
      }),
      qualities: [],
      imageUrl: badge ? (badge.variants['award-badge-desktop'] ?? badge.url) : null,
      gifUrl: null,
      postPath: `/award/${row.id}`,
    };
  });
}

/** The award slides of lobby screens; the TV app mounts the call (GET /award/tv/:token/awards). */
export const awardTvSource: TvSource = {
  itemType: 'award',
  path: '/award/tv/:token/awards',
  items: (tx, { teamIds }) => tvAwards(tx, teamIds),
};
