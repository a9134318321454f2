import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  announcement,
  participantPage,
  participantsQuery,
  participationRequest,
  reminderResponse,
} from '#shared/contract/announcement';
import { idParams } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { announcementRecipients, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import { notifyRecipients } from './delivery.ts';
import { announcementReminderKind } from './notification-kinds.ts';
import { type AnnouncementRow, findVisible, managerOf, viewerOf } from './queries.ts';
import { errors } from './routes.ts';
import { toAnnouncements } from './serialize.ts';

const tags = ['announcement'];

/** Recipients who still owe the answer the announcement asks for. */
const pendingSql = (row: AnnouncementRow): SQL | undefined =>
  row.participation === 'acknowledge'
    ? isNull(announcementRecipients.acknowledgedAt)
    : row.participation === 'rsvp'
      ? isNull(announcementRecipients.rsvp)
      : undefined;

const respondedSql = or(
  sql`${announcementRecipients.acknowledgedAt} is not null`,
  sql`${announcementRecipients.rsvp} is not null`,
) as SQL;

async function inAudience(tx: Tx, row: AnnouncementRow, memberId: string): Promise<boolean> {
  if (row.audience.wholeCompany) return true;
  const [found] = await tx
    .select({ memberId: announcementRecipients.memberId })
    .from(announcementRecipients)
    .where(
      and(eq(announcementRecipients.announcementId, row.id), eq(announcementRecipients.memberId, memberId)),
    );
  return found !== undefined;
}

/** Participation (001 §7 PUT …/participation), and for admins who answered and the reminders. */
export function participationRoutes(api: ZodApi, services: Services): void {
  api.put(
    '/announcement/announcements/:id/participation',
    {
      schema: {
        tags,
        params: idParams,
        body: participationRequest,
        response: { 200: announcement, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const body = request.body;
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        if (row.status !== 'active')
          throw conflict('Only a published announcement that is still live can be answered');
        if (row.participation === 'none')
          throw invalid('participation', 'This announcement asks for no answer');
        if (row.participation === 'acknowledge' && !('acknowledged' in body)) {
          throw invalid('rsvp', 'This announcement asks you to acknowledge it, not for an RSVP');
        }
        if (row.participation === 'rsvp' && !('rsvp' in body)) {
          throw invalid('acknowledged', 'This announcement asks for an RSVP');
        }
        if (!(await inAudience(tx, row, viewer.memberId)))
          throw forbidden('This announcement is not addressed to you');
        const now = services.now();
        const answer =
          'rsvp' in body
            ? { rsvp: body.rsvp, respondedAt: now }
            : {
                acknowledgedAt: sql`coalesce(${announcementRecipients.acknowledgedAt}, ${now})`,
                respondedAt: now,
              };
        await tx
          .insert(announcementRecipients)
          .values({
            tenantId: viewer.auth.tenantId,
            announcementId: row.id,
            memberId: viewer.memberId,
            ...('rsvp' in body ? { rsvp: body.rsvp } : { acknowledgedAt: now }),
            respondedAt: now,
          })
          .onConflictDoUpdate({
            target: [announcementRecipients.announcementId, announcementRecipients.memberId],
            set: answer,
          });
        const [result] = await toAnnouncements(tx, [row], viewer, ['createdBy', 'attachmentUrls']);
        return result as NonNullable<typeof result>;
      });
    },
  );

  api.get(
    '/announcement/announcements/:id/participants',
    {
      schema: {
        tags,
        params: idParams,
        querystring: participantsQuery,
        response: { 200: participantPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await managerOf(services, request);
      const { state, page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        const rows = await tx
          .select({ recipient: announcementRecipients })
          .from(announcementRecipients)
          .innerJoin(tenantMembers, eq(tenantMembers.id, announcementRecipients.memberId))
          .where(
            and(
              eq(announcementRecipients.announcementId, row.id),
              state === 'responded'
                ? respondedSql
                : state === 'pending'
                  ? (pendingSql(row) ?? sql`false`)
                  : undefined,
            ),
          )
          .orderBy(asc(tenantMembers.lastName), asc(tenantMembers.firstName), asc(tenantMembers.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize).map((r) => r.recipient);
        const members = await memberDisplays(
          tx,
          shown.map((r) => r.memberId),
        );
        const iso = (d: Date | null) => d?.toISOString() ?? null;
        return {
          results: shown.flatMap((r) => {
            const member = members.get(r.memberId);
            if (!member) return [];
            return [
              {
                member,
                acknowledgedAt: iso(r.acknowledgedAt),
                rsvp: r.rsvp,
                respondedAt: iso(r.respondedAt),
                lastRemindedAt: iso(r.remindedAt),
              },
            ];
          }),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    '/announcement/announcements/:id/reminders',
    { schema: { tags, params: idParams, response: { 200: reminderResponse, ...errors } } },
    async (request) => {
      const viewer = await managerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        if (row.status !== 'active')
          throw conflict('Only a published announcement that is still live can be reminded of');
        const pending = pendingSql(row);
        if (!pending)
          throw conflict('This announcement asks for no answer, so there is nothing to remind of');
        const now = services.now();
        const reminded = await tx
          .update(announcementRecipients)
          .set({ remindedAt: now })
          .where(
            and(
              eq(announcementRecipients.announcementId, row.id),
              pending,
              // The author is not reminded of their own announcement.
              sql`${announcementRecipients.memberId} is distinct from ${row.createdById}`,
            ),
          )
          .returning({ memberId: announcementRecipients.memberId });
        await notifyRecipients(
          services,
          tx,
          row,
          announcementReminderKind.of({ title: row.title }),
          sql`ar.reminded_at = ${now}`,
          viewer.memberId,
        );
        // A reminder mail still queued from an earlier reminder is not queued twice.
        await tx.execute(
          sql`insert into announcement_mails (announcement_id, member_id, tenant_id, kind)
              select announcement_id, member_id, tenant_id, 'reminder' from announcement_recipients
              where announcement_id = ${row.id} and reminded_at = ${now} on conflict do nothing`,
        );
        return { remindedCount: reminded.length };
      });
    },
  );
}
