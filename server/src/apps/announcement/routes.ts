import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  announcement,
  announcementEmbeds,
  announcementGetQuery,
  announcementListQuery,
  announcementPage,
  announcementPatch,
  announcementRequest,
  emailPreviewRequest,
  emailPreviewResponse,
} from '#shared/contract/announcement';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { announcements, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { mailBranding } from '../../mail/branded-html.ts';
import { mailLanguage } from '../../mail/mail-texts.ts';
import type { Services } from '../../services.ts';
import { mailAttachments } from './branding.ts';
import { renderAnnouncementMail } from './mail.ts';
import {
  type AnnouncementRow,
  findVisible,
  inAudienceSql,
  managerOf,
  type Viewer,
  viewerOf,
  visibleTo,
} from './queries.ts';
import { cleanAnnouncementBody } from './sanitize.ts';
import { type AnnouncementInput, saveAnnouncement } from './save.ts';
import { toAnnouncements } from './serialize.ts';

export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['announcement'];
/** What a change answers with: the announcement and every embed, as the editor shows it. */
const allEmbeds = announcementEmbeds;

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

function inputOf(row: AnnouncementRow): AnnouncementInput {
  return {
    title: row.title,
    body: row.body,
    attachments: row.attachmentIds,
    startAt: row.startAt,
    endAt: row.endAt,
    audience: row.audience,
    participation: row.participation,
    status: row.status,
  };
}

/** Announcements whose audience names one of the teams. */
const namesTeamsSql = (teamIds: string[]): SQL =>
  sql`exists (select 1 from jsonb_array_elements_text(${announcements.audience}->'teamIds') t where t.value in (${sql.join(
    teamIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;

/** Announcements (001 §7): compose, publish, read, list, clone, delete and preview the e-mail. */
export function announcementRoutes(api: ZodApi, services: Services): void {
  const one = (viewer: Viewer, id: string) =>
    withTenant(services, viewer.auth, async (tx) => {
      const [result] = await toAnnouncements(tx, [await findVisible(tx, viewer, id)], viewer, allEmbeds);
      return result as NonNullable<typeof result>;
    });

  api.post(
    '/announcement/announcements',
    { schema: { tags, body: announcementRequest, response: { 201: announcement, ...errors } } },
    async (request, reply) => {
      const viewer = await managerOf(services, request);
      const body = request.body;
      const row = await withTenant(services, viewer.auth, (tx) =>
        saveAnnouncement(
          services,
          tx,
          viewer,
          { ...body, startAt: date(body.startAt), endAt: date(body.endAt) },
          null,
        ),
      );
      return reply.status(201).send(await one(viewer, row.id));
    },
  );

  api.patch(
    '/announcement/announcements/:id',
    {
      schema: { tags, params: idParams, body: announcementPatch, response: { 200: announcement, ...errors } },
    },
    async (request) => {
      const viewer = await managerOf(services, request);
      const patch = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const existing = await findVisible(tx, viewer, request.params.id, true);
        const merged = inputOf(existing);
        const input: AnnouncementInput = {
          title: patch.title ?? merged.title,
          body: patch.body ?? merged.body,
          attachments: patch.attachments ?? merged.attachments,
          startAt: patch.startAt === undefined ? merged.startAt : date(patch.startAt),
          endAt: patch.endAt === undefined ? merged.endAt : date(patch.endAt),
          audience: patch.audience ?? merged.audience,
          participation: patch.participation ?? merged.participation,
          status: patch.status ?? merged.status,
        };
        await saveAnnouncement(services, tx, viewer, input, existing);
      });
      return one(viewer, request.params.id);
    },
  );

  api.post(
    '/announcement/announcements/:id/clone',
    { schema: { tags, params: idParams, response: { 201: announcement, ...errors } } },
    async (request, reply) => {
      const viewer = await managerOf(services, request);
      const row = await withTenant(services, viewer.auth, async (tx) => {
        const source = await findVisible(tx, viewer, request.params.id);
        // A copy starts over as a draft: no dates, nobody told yet, the same content and audience.
        return saveAnnouncement(
          services,
          tx,
          viewer,
          { ...inputOf(source), startAt: null, endAt: null, status: 'draft' },
          null,
        );
      });
      return reply.status(201).send(await one(viewer, row.id));
    },
  );

  api.delete(
    '/announcement/announcements/:id',
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await managerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        // Recipients, answers, pending moves and queued mails go with it (on delete cascade).
        await tx.delete(announcements).where(eq(announcements.id, row.id));
        await audit(tx, viewer.auth, {
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: row.id,
          before: { title: row.title, status: row.status },
          after: null,
        });
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/announcement/announcements/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: announcementGetQuery,
        response: { 200: announcement, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findVisible(tx, viewer, request.params.id);
        const [result] = await toAnnouncements(tx, [row], viewer, request.query.embed);
        return result as NonNullable<typeof result>;
      });
    },
  );

  api.get(
    '/announcement/announcements',
    { schema: { tags, querystring: announcementListQuery, response: { 200: announcementPage, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { statusIn, teamIdIn, mine, page, pageSize, sorting, embed } = request.query;
      const where = and(
        visibleTo(viewer),
        statusIn?.length ? inArray(announcements.status, statusIn) : undefined,
        teamIdIn?.length ? namesTeamsSql(teamIdIn) : undefined,
        mine ? inAudienceSql(viewer.memberId) : undefined,
      );
      const column = sorting.endsWith('startAt') ? announcements.startAt : announcements.createdAt;
      const order = sorting.startsWith('-')
        ? [sql`${desc(column)} nulls last`, desc(announcements.id)]
        : [sql`${asc(column)} nulls last`, asc(announcements.id)];
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select()
          .from(announcements)
          .where(where)
          .orderBy(...order)
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const results = await toAnnouncements(tx, rows.slice(0, pageSize), viewer, embed);
        return { results, next: rows.length > pageSize ? page + 1 : null };
      });
    },
  );

  api.post(
    '/announcement/announcements/emailPreview',
    { schema: { tags, body: emailPreviewRequest, response: { 200: emailPreviewResponse, ...errors } } },
    async (request) => {
      const viewer = await managerOf(services, request);
      const { title, body, attachments, participation } = request.body;
      const clean = cleanAnnouncementBody(body);
      return withTenant(services, viewer.auth, async (tx) => {
        const branding = await mailBranding(services, tx, viewer.auth.tenantId);
        const [me] = await tx
          .select({ locale: tenantMembers.locale })
          .from(tenantMembers)
          .where(eq(tenantMembers.id, viewer.memberId));
        const files = await mailAttachments(tx, viewer.auth.tenantId, attachments);
        if (files.length !== new Set(attachments).size)
          throw invalid('attachments', 'This file has not been uploaded');
        return renderAnnouncementMail({
          id: null,
          title,
          body: clean.html,
          attachments: files,
          participation,
          kind: 'published',
          language: mailLanguage(me?.locale, branding.language),
          branding,
        });
      });
    },
  );
}
