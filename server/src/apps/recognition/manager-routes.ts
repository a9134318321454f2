import { and, asc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { pointsRestrictionWindowDays } from '#shared/constants';
import { errorBody } from '#shared/contract/common';
import {
  limitQuery,
  rankingList,
  recipientsSearch,
  recipientsSearchQuery,
  reportsPage,
  reportsQuery,
} from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { teams, tenantMembers } from '../../db/schema.ts';
import { requireMember, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { teamDisplays } from '../../kernel/recipients.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** Published recognitions each member received since `since` (raw, so it nests in any query). */
const receivedSince = (since: Date) =>
  sql<number>`(select count(*)::int from recognition_recipients rr join recognitions r on r.id = rr.recognition_id where rr.member_id = "tenant_members"."id" and r.status = 'published' and r.published_at > ${since})`;
const lastReceived = sql<Date | null>`(select max(r.published_at) from recognition_recipients rr join recognitions r on r.id = rr.recognition_id where rr.member_id = "tenant_members"."id" and r.status = 'published')`;

async function rowsWithDisplay<T extends { id: string }>(tx: Tx, rows: T[]) {
  const displays = await memberDisplays(
    tx,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const display = displays.get(row.id);
    return display ? [{ ...row, ...display }] : [];
  });
}

/** Managers' views and the pickers' searches (001 §6 "A manager has a summary", §7). */
export function managerRoutes(api: ZodApi, services: Services): void {
  const windowStart = () => new Date(services.now().getTime() - pointsRestrictionWindowDays * 86_400_000);

  api.get(
    '/recognition/managers/reports',
    {
      schema: {
        tags: ['recognition'],
        description: 'The caller’s active direct reports, least recognized in the last 30 days first.',
        querystring: reportsQuery,
        response: { 200: reportsPage, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const { page, pageSize } = request.query;
      const since = windowStart();
      return withTenant(services, auth, async (tx) => {
        const where = and(eq(tenantMembers.managerId, auth.memberId), isNull(tenantMembers.suspendedAt));
        const rows = await tx
          .select({ id: tenantMembers.id, receivedCount: receivedSince(since), lastReceived })
          .from(tenantMembers)
          .where(where)
          .orderBy(asc(receivedSince(since)), asc(tenantMembers.firstName), asc(tenantMembers.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const [totals] = await tx
          .select({
            total: sql<number>`count(*)::int`,
            recognized: sql<number>`count(*) filter (where ${receivedSince(since)} > 0)::int`,
          })
          .from(tenantMembers)
          .where(where);
        const shown = await rowsWithDisplay(tx, rows.slice(0, pageSize));
        return {
          results: shown.map(({ lastReceived: at, ...row }) => ({
            ...row,
            lastReceivedAt: at ? new Date(at).toISOString() : null,
          })),
          next: rows.length > pageSize ? page + 1 : null,
          total: totals?.total ?? 0,
          recognizedCount: totals?.recognized ?? 0,
        };
      });
    },
  );

  api.get(
    '/recognition/managers/rankings',
    {
      schema: {
        tags: ['recognition'],
        description: 'Managers whose direct reports received the most recognitions in the last 30 days.',
        querystring: limitQuery,
        response: { 200: rankingList, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const since = windowStart();
      return withTenant(services, auth, async (tx) => {
        const teamReceived = sql<number>`(select count(*)::int from tenant_members rep join recognition_recipients rr on rr.member_id = rep.id join recognitions r on r.id = rr.recognition_id where rep.manager_id = "tenant_members"."id" and r.status = 'published' and r.published_at > ${since})`;
        const rows = await tx
          .select({ id: tenantMembers.id, receivedCount: teamReceived })
          .from(tenantMembers)
          .where(
            and(
              isNull(tenantMembers.suspendedAt),
              sql`exists (select 1 from tenant_members rep where rep.manager_id = "tenant_members"."id")`,
            ),
          )
          .orderBy(sql`2 desc`, asc(tenantMembers.firstName), asc(tenantMembers.id))
          .limit(request.query.limit);
        return { results: await rowsWithDisplay(tx, rows) };
      });
    },
  );

  api.get(
    '/recognition/peers',
    {
      schema: {
        tags: ['recognition'],
        description: 'Colleagues who share the caller’s manager, least recognized in the last 30 days first.',
        querystring: limitQuery,
        response: { 200: rankingList, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const since = windowStart();
      return withTenant(services, auth, async (tx) => {
        const [me] = await tx
          .select({ managerId: tenantMembers.managerId })
          .from(tenantMembers)
          .where(eq(tenantMembers.id, auth.memberId));
        if (!me?.managerId) return { results: [] };
        const rows = await tx
          .select({ id: tenantMembers.id, receivedCount: receivedSince(since) })
          .from(tenantMembers)
          .where(
            and(
              eq(tenantMembers.managerId, me.managerId),
              ne(tenantMembers.id, auth.memberId),
              isNull(tenantMembers.suspendedAt),
            ),
          )
          .orderBy(sql`2 asc`, asc(tenantMembers.firstName), asc(tenantMembers.id))
          .limit(request.query.limit);
        return { results: await rowsWithDisplay(tx, rows) };
      });
    },
  );

  api.get(
    '/recognition/recipients',
    {
      schema: {
        tags: ['recognition'],
        description: 'The recipient picker: active members (not the caller) and teams matching the search.',
        querystring: recipientsSearchQuery,
        response: { 200: recipientsSearch, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const { search, pageSize } = request.query;
      const words = (search ?? '').split(/\s+/).filter((word) => word.length > 0);
      const memberMatch = and(
        ...words.map(
          (word) =>
            or(
              ilike(tenantMembers.firstName, likePattern(word)),
              ilike(tenantMembers.lastName, likePattern(word)),
            ) as SQL,
        ),
      );
      const teamMatch = and(...words.map((word) => ilike(teams.name, likePattern(word))));
      return withTenant(services, auth, async (tx) => {
        const members = await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(and(memberMatch, isNull(tenantMembers.suspendedAt), ne(tenantMembers.id, auth.memberId)))
          .orderBy(asc(tenantMembers.firstName), asc(tenantMembers.lastName), asc(tenantMembers.id))
          .limit(pageSize);
        const teamRows = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(teamMatch)
          .orderBy(asc(teams.name))
          .limit(pageSize);
        const teamInfo = await teamDisplays(
          tx,
          teamRows.map((t) => t.id),
        );
        return {
          teams: teamRows.flatMap((t) => {
            const info = teamInfo.get(t.id);
            return info ? [{ id: t.id, ...info }] : [];
          }),
          tenantMembers: (await rowsWithDisplay(tx, members)).map(
            ({ id, firstName, lastName, avatarUrls, jobTitle }) => ({
              id,
              firstName,
              lastName,
              avatarUrls,
              jobTitle,
            }),
          ),
        };
      });
    },
  );
}
