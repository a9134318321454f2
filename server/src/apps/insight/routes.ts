import { eq, sql } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import {
  type DashboardChart,
  dashboard,
  dashboardCsvParams,
  dashboardQuery,
  dashboardRangeMaxDays,
  insight,
  insightList,
  insightQuery,
  insightSummary,
  snoozeRequest,
} from '#shared/contract/insight';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember, withTenant } from '../../http/auth.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { sendCsv } from '../../kernel/csv.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { todayIn } from '../celebration/index.ts';
import { insightScopeOf } from './access.ts';
import { dashboardCsv } from './dashboard-csv.ts';
import { dashboardOf } from './dashboards.ts';
import { countOpen, findInsight, listInsights } from './queries.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['insight'];
type Request = Parameters<typeof grantOf>[1];

async function timeZoneOf(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.timeZone ?? 'UTC';
}

/** Dashboards and burnout insights (`/analytics/...`; docs/insight.md). */
export function insightRoutes(api: ZodApi, services: Services): void {
  /** Dashboards: checkInApp viewAnalytics or metricApp browse; check-in scores need the former. */
  const dashboardReader = async (request: Request) => {
    const auth = requireMember(request);
    const grant = await grantOf(services, request);
    const checkIns = holds(grant, 'checkInApp', 'viewAnalytics');
    if (!checkIns && !holds(grant, 'metricApp', 'browse')) throw forbidden();
    return { auth, checkIns };
  };
  const load = async (auth: MemberAuth, checkIns: boolean, query: { from: string; to: string }) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > dashboardRangeMaxDays) throw invalid('to', `Choose at most ${dashboardRangeMaxDays} days`);
    return withTenant(services, auth, async (tx) =>
      dashboardOf(tx, { ...query, timeZone: await timeZoneOf(tx, auth.tenantId) }, checkIns),
    );
  };

  api.get(
    '/insight/dashboards',
    { schema: { tags, querystring: dashboardQuery, response: { 200: dashboard, ...errors } } },
    async (request) => {
      const { auth, checkIns } = await dashboardReader(request);
      return load(auth, checkIns, request.query);
    },
  );

  api.get(
    '/insight/dashboards/:chart/csv',
    { schema: { tags, params: dashboardCsvParams, querystring: dashboardQuery, response: { ...errors } } },
    async (request, reply) => {
      const { auth, checkIns } = await dashboardReader(request);
      const chart: DashboardChart = request.params.chart;
      if (chart === 'checkIns' && !checkIns) throw forbidden();
      const data = await load(auth, checkIns, request.query);
      const { header, rows } = dashboardCsv(data, chart);
      return sendCsv(reply, `${chart}-${data.from}-${data.to}.csv`, header, rows);
    },
  );

  /** The caller's scope and today, or 403 for a member who may read no insight. */
  const reader = async (request: Request, tx: Tx, auth: MemberAuth) => {
    const scope = await insightScopeOf(tx, await grantOf(services, request), auth.memberId);
    const today = todayIn(await timeZoneOf(tx, auth.tenantId), services.now());
    return { scope, today };
  };

  api.get(
    '/insight/insights/summary',
    { schema: { tags, response: { 200: insightSummary, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) => {
        const { scope, today } = await reader(request, tx, auth);
        return scope
          ? { allowed: true, open: await countOpen(tx, scope, today) }
          : { allowed: false, open: 0 };
      });
    },
  );

  api.get(
    '/insight/insights',
    { schema: { tags, querystring: insightQuery, response: { 200: insightList, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) => {
        const { scope, today } = await reader(request, tx, auth);
        if (!scope) throw forbidden();
        return { results: await listInsights(tx, scope, today, request.query.status) };
      });
    },
  );

  api.get(
    '/insight/insights/:id',
    { schema: { tags, params: idParams, response: { 200: insight, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) => {
        const { scope, today } = await reader(request, tx, auth);
        if (!scope) throw forbidden();
        return findInsight(tx, scope, today, request.params.id);
      });
    },
  );

  const change =
    (action: 'dismiss' | 'snooze' | 'reopen') =>
    async (request: Request & { params: { id: string }; body?: unknown }) => {
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) => {
        const { scope, today } = await reader(request, tx, auth);
        if (!scope) throw forbidden();
        const before = await findInsight(tx, scope, today, request.params.id);
        const until =
          action === 'snooze'
            ? new Date(Date.parse(today) + (request.body as { days: number }).days * 86_400_000)
                .toISOString()
                .slice(0, 10)
            : null;
        const status = action === 'dismiss' ? 'dismissed' : action === 'snooze' ? 'snoozed' : 'open';
        await tx.execute(
          sql`update insights set status = ${status}, snoozed_until = ${until}::date where id = ${before.id}`,
        );
        const after = await findInsight(tx, scope, today, before.id);
        await audit(tx, auth, {
          action: `insight.${action}`,
          targetType: 'insight',
          targetId: before.id,
          before: { status: before.status, snoozedUntil: before.snoozedUntil },
          after: { status: after.status, snoozedUntil: after.snoozedUntil },
        });
        return after;
      });
    };

  api.post(
    '/insight/insights/:id/dismiss',
    { schema: { tags, params: idParams, response: { 200: insight, ...errors } } },
    change('dismiss'),
  );
  api.post(
    '/insight/insights/:id/snooze',
    { schema: { tags, params: idParams, body: snoozeRequest, response: { 200: insight, ...errors } } },
    change('snooze'),
  );
  api.post(
    '/insight/insights/:id/reopen',
    { schema: { tags, params: idParams, response: { 200: insight, ...errors } } },
    change('reopen'),
  );
}
