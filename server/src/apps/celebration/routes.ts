import { eq } from 'drizzle-orm';
import {
  calendarList,
  calendarQuery,
  celebrationMemberPreferences,
  celebrationMemberPreferencesRequest,
  celebrationTenantPreferences,
  upcomingQuery,
} from '#shared/contract/celebration';
import { errorBody, memberIdParams } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { findMember } from '../identity/index.ts';
import { calendarEntries } from './calendar.ts';
import { addDays, todayIn } from './dates.ts';
import {
  memberPreferencesOf,
  saveMemberPreferences,
  saveTenantPreferences,
  tenantPreferencesOf,
} from './preferences.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['celebration'];

async function tenantToday(tx: Tx, tenantId: string, now: Date): Promise<string> {
  const [tenant] = await tx
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return todayIn(tenant?.timeZone ?? 'UTC', now);
}

/** Celebrations (001 §7 "Celebrations"): preferences, the calendar and the TV's slides. */
export function celebrationRoutes(api: ZodApi, services: Services): void {
  const browser = async (request: Parameters<typeof grantOf>[1]): Promise<MemberAuth> =>
    requirePermission(services, request, 'celebrationApp', 'browse');

  api.get(
    '/celebration/tenantPreferences',
    { schema: { tags, response: { 200: celebrationTenantPreferences, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      const grant = await grantOf(services, request);
      if (
        !holds(grant, 'celebrationApp', 'browse') &&
        !holds(grant, 'celebrationApp', 'editTenantPreferences')
      ) {
        throw forbidden();
      }
      return withTenant(services, auth, (tx) => tenantPreferencesOf(tx, auth.tenantId));
    },
  );

  api.put(
    '/celebration/tenantPreferences',
    {
      schema: {
        tags,
        body: celebrationTenantPreferences,
        response: { 200: celebrationTenantPreferences, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'celebrationApp', 'editTenantPreferences');
      return withTenant(services, auth, async (tx) => {
        const before = await tenantPreferencesOf(tx, auth.tenantId);
        await saveTenantPreferences(tx, auth.tenantId, request.body);
        const after = await tenantPreferencesOf(tx, auth.tenantId);
        await audit(tx, auth, {
          action: 'celebration.updateTenantPreferences',
          targetType: 'celebrationTenantPreferences',
          targetId: null,
          before,
          after,
        });
        return after;
      });
    },
  );

  api.get(
    '/celebration/memberPreferences/my',
    { schema: { tags, response: { 200: celebrationMemberPreferences, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(
        services,
        auth,
        async (tx) => (await memberPreferencesOf(tx, [auth.memberId])).get(auth.memberId) as never,
      );
    },
  );

  api.post(
    '/celebration/memberPreferences/my',
    {
      schema: {
        tags,
        body: celebrationMemberPreferencesRequest,
        response: { 200: celebrationMemberPreferences, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'celebrationApp', 'editMemberPreferences');
      return withTenant(services, auth, (tx) =>
        saveMemberPreferences(tx, auth.tenantId, auth.memberId, request.body),
      );
    },
  );

  api.get(
    '/celebration/memberPreferences/:id',
    { schema: { tags, params: memberIdParams, response: { 200: celebrationMemberPreferences, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      const id = request.params.id === 'me' ? auth.memberId : request.params.id;
      // A member's privacy choices are theirs and the admins'.
      if (
        id !== auth.memberId &&
        !holds(await grantOf(services, request), 'celebrationApp', 'editTenantPreferences')
      ) {
        throw forbidden();
      }
      return withTenant(services, auth, async (tx) => {
        if (!(await findMember(tx, id))) throw notFound('This member does not exist');
        return (await memberPreferencesOf(tx, [id])).get(id) as never;
      });
    },
  );

  api.get(
    '/celebration/calendar',
    { schema: { tags, querystring: calendarQuery, response: { 200: calendarList, ...errors } } },
    async (request) => {
      const auth = await browser(request);
      const { from, to, teamIdIn } = request.query;
      return withTenant(services, auth, async (tx) => ({
        today: await tenantToday(tx, auth.tenantId, services.now()),
        results: await calendarEntries(
          tx,
          { tenantId: auth.tenantId, viewerId: auth.memberId, teamIds: teamIdIn ?? [] },
          from,
          to,
        ),
      }));
    },
  );

  api.get(
    '/celebration/calendar/upcoming',
    { schema: { tags, querystring: upcomingQuery, response: { 200: calendarList, ...errors } } },
    async (request) => {
      const auth = await browser(request);
      const { days, teamIdIn } = request.query;
      return withTenant(services, auth, async (tx) => {
        const today = await tenantToday(tx, auth.tenantId, services.now());
        const results = await calendarEntries(
          tx,
          { tenantId: auth.tenantId, viewerId: auth.memberId, teamIds: teamIdIn ?? [] },
          today,
          addDays(today, days - 1),
        );
        return { today, results };
      });
    },
  );
}
