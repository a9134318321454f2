import type { CalendarEventTimelineItem } from '#shared/contract/celebration';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { holds } from '../../kernel/permissions.ts';
import type { TimelineSource } from '../../kernel/timeline.ts';
import { latestEvents } from './events.ts';
import { tenantPreferencesOf } from './preferences.ts';

/**
 * The daily job's events on the timeline (001 §5 "calendarEvent"), by when they were made. Only
 * for members who may browse celebrations; kinds the tenant stopped celebrating drop out. They
 * cannot be pinned.
 */
export const celebrationTimelineSource: TimelineSource = {
  type: 'calendarEvent',

  async page(ctx, after, limit) {
    if (!holds(ctx.grant, 'celebrationApp', 'browse')) return [];
    const preferences = await tenantPreferencesOf(ctx.tx, ctx.auth.tenantId);
    const rows = await latestEvents(
      ctx.tx,
      {
        viewerId: ctx.auth.memberId,
        teamIds: ctx.query.teamIdIn,
        memberId: ctx.person,
        kinds: preferences.celebratedKinds,
        before: after,
      },
      limit,
    );
    const members = await memberDisplays(
      ctx.tx,
      rows.map((row) => row.memberId),
    );
    return rows.flatMap((row) => {
      const member = members.get(row.memberId);
      if (!member) return [];
      const item: CalendarEventTimelineItem = {
        __entity_type__: 'calendarEvent',
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        memberDisplayData: member,
        celebratedOn: row.celebratedOn,
        type: row.kind,
        years: preferences.showYear ? row.years : null,
      };
      return [{ at: row.createdAt, id: row.id, item }];
    });
  },
};
