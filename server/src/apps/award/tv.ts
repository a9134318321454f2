import { and, desc, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { type TvItem, type TvPerson, tvItemLimit, tvItemList, tvTokenParams } from '#shared/contract/tv';
import { inTenant, type Tx } from '../../db/client.ts';
import { awards, media } from '../../db/schema.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { memberDisplays } from '../identity/members/member-displays.ts';
import { mediaUrls } from '../media/urls.ts';
import { teamDisplays } from '../recognition/recipients.ts';
import type { TvTokens } from '../tv/token.ts';

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

/**
 * GET /award/tv/{token}/awards: public, the TV token in the path is the only credential. The TV
 * app mounts it with its one `TvTokens`, so a token's rate limit counts every area's calls.
 */
export function awardTvRoutes(api: ZodApi, services: Services, tokens: TvTokens): void {
  api.get(
    '/award/tv/:token/awards',
    {
      schema: {
        tags: ['tv'],
        security: [],
        params: tvTokenParams,
        response: { 200: tvItemList, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const scope = await tokens.resolve(request, request.params.token);
      reply.header('cache-control', 'no-store');
      // A link that does not show awards answers an empty list rather than its tenant's content.
      if (!scope.itemTypes.includes('award')) return { results: [] };
      const results = await inTenant(services.db, { tenantId: scope.tenantId, userId: null }, (tx) =>
        tvAwards(tx, scope.teamIds),
      );
      return { results };
    },
  );
}
