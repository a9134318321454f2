import { z } from 'zod';
import { maxAttachmentCount } from '../constants.ts';
import { booleanQuery, commaList, idSchema, isoDateTime, pageOf } from './common.ts';
import { attachmentUrl, memberDisplay } from './recognition.ts';

/**
 * Announcements (001 §7 "Announcements"; lifecycle rules in docs/announcement.md).
 * draft → scheduled (startAt in the future) → active → archived (at endAt or by hand);
 * publishing now makes an announcement active at once.
 */
export const announcementStatuses = ['draft', 'scheduled', 'active', 'archived'] as const;
export const announcementStatus = z.enum(announcementStatuses);
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** What members are asked to do: nothing, "Got it", or an RSVP. */
export const participationKinds = ['none', 'acknowledge', 'rsvp'] as const;
export const participationKind = z.enum(participationKinds);
export type ParticipationKind = (typeof participationKinds)[number];

export const rsvpAnswers = ['yes', 'no', 'maybe'] as const;
export const rsvpAnswer = z.enum(rsvpAnswers);
export type RsvpAnswer = (typeof rsvpAnswers)[number];

export const announcementTitleMaxLength = 200;
/** The body as sent: sanitized HTML (headings, lists, links, images from the tenant's own media). */
export const announcementBodyMaxLength = 100_000;
/** Teams plus members an audience may name. */
export const announcementAudienceMax = 500;

export const announcementObjectPermissions = ['edit', 'delete', 'clone', 'archive'] as const;
export type AnnouncementObjectPermission = (typeof announcementObjectPermissions)[number];

// ---- Audience ----------------------------------------------------------------------------------

/** Whole company, or the chosen teams and members (their union). */
export const announcementAudience = z.object({
  wholeCompany: z.boolean(),
  teamIds: z.array(idSchema).max(announcementAudienceMax),
  memberIds: z.array(idSchema).max(announcementAudienceMax),
});
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

const audienceField = announcementAudience
  .extend({
    teamIds: announcementAudience.shape.teamIds.default([]),
    memberIds: announcementAudience.shape.memberIds.default([]),
  })
  .refine((audience) => audience.wholeCompany || audience.teamIds.length + audience.memberIds.length > 0, {
    error: 'Choose who receives the announcement',
    path: ['teamIds'],
  });

/** The `audienceDisplay` embed: names of what the audience names. */
export const announcementAudienceDisplay = z.object({
  teams: z.array(z.object({ id: idSchema, name: z.string(), activeMemberCount: z.number().int() })),
  members: z.array(memberDisplay),
});

// ---- The entity --------------------------------------------------------------------------------

export const announcementStats = z.object({
  /** Active members the audience reaches now. */
  recipientCount: z.number().int(),
  acknowledgedCount: z.number().int(),
  rsvpYesCount: z.number().int(),
  rsvpNoCount: z.number().int(),
  rsvpMaybeCount: z.number().int(),
});
export type AnnouncementStats = z.infer<typeof announcementStats>;

/** The caller's own answer; null until they acknowledged or answered. */
export const ownParticipation = z.object({
  acknowledgedAt: isoDateTime.nullable(),
  rsvp: rsvpAnswer.nullable(),
  respondedAt: isoDateTime,
});
export type OwnParticipation = z.infer<typeof ownParticipation>;

export const announcement = z.object({
  id: idSchema,
  title: z.string(),
  /** Sanitized HTML, inert: the server's allow-list has cleaned it. */
  body: z.string(),
  /** Media ids of the attachments (files below the body), in order. */
  attachments: z.array(idSchema),
  status: announcementStatus,
  /** When it goes (or went) live; null for a draft not yet scheduled. */
  startAt: isoDateTime.nullable(),
  /** When it archives itself; null: stays active until archived by hand. */
  endAt: isoDateTime.nullable(),
  publishedAt: isoDateTime.nullable(),
  archivedAt: isoDateTime.nullable(),
  audience: announcementAudience,
  participation: participationKind,
  createdById: idSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  permissions: z.array(z.enum(announcementObjectPermissions)),
  stats: announcementStats,
  ownParticipation: ownParticipation.nullable(),
  /** Embeds. */
  createdBy: memberDisplay.nullable().optional(),
  attachmentUrls: z.array(attachmentUrl).optional(),
  audienceDisplay: announcementAudienceDisplay.optional(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementEmbeds = ['createdBy', 'attachmentUrls', 'audienceDisplay'] as const;
export type AnnouncementEmbed = (typeof announcementEmbeds)[number];
const embedQuery = commaList(z.enum(announcementEmbeds)).optional();

// ---- Create, patch, clone ------------------------------------------------------------------------

const title = z
  .string()
  .trim()
  .min(1, { error: 'Enter a title' })
  .max(announcementTitleMaxLength, { error: `Use ${announcementTitleMaxLength} characters or fewer` });
const body = z
  .string()
  .max(announcementBodyMaxLength, { error: `Use ${announcementBodyMaxLength} characters or fewer` });

/** A status a create or patch may ask for; `active` publishes now, `scheduled` needs a future startAt. */
export const announcementRequestStatus = z.enum(['draft', 'scheduled', 'active']);

const announcementFields = {
  title,
  body,
  attachments: z.array(idSchema).max(maxAttachmentCount),
  startAt: isoDateTime.nullable(),
  endAt: isoDateTime.nullable(),
  audience: audienceField,
  participation: participationKind,
};

/**
 * POST /announcement/announcements. Rules checked by the server: an empty body, script or
 * event-handler HTML, endAt before startAt, a schedule in the past, teams or members of another
 * tenant are refused with a ValidationError naming the field.
 */
export const announcementRequest = z.object({
  title: announcementFields.title,
  body: announcementFields.body.default(''),
  attachments: announcementFields.attachments.default([]),
  startAt: announcementFields.startAt.default(null),
  endAt: announcementFields.endAt.default(null),
  audience: announcementFields.audience.default({ wholeCompany: true, teamIds: [], memberIds: [] }),
  participation: announcementFields.participation.default('none'),
  status: announcementRequestStatus.default('draft'),
});
export type AnnouncementRequest = z.input<typeof announcementRequest>;

/**
 * PATCH …/{id}: only the fields given change. `status` moves the announcement (draft →
 * scheduled/active, scheduled → draft/active, active → archived); other moves answer 409.
 */
export const announcementPatch = z
  .object({ ...announcementFields, status: z.enum(['draft', 'scheduled', 'active', 'archived']) })
  .partial();
export type AnnouncementPatch = z.input<typeof announcementPatch>;

export const announcementGetQuery = z.object({ embed: embedQuery });

// ---- List ------------------------------------------------------------------------------------

/**
 * GET /announcement/announcements. Managers (announcementApp manage) see every announcement;
 * other members see the active and archived ones they are in the audience of.
 */
export const announcementListQuery = z.object({
  statusIn: commaList(announcementStatus).optional(),
  /** Only announcements whose audience names one of these teams. */
  teamIdIn: commaList(idSchema).optional(),
  /** Only announcements the caller is in the audience of (always on without manage). */
  mine: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sorting: z.enum(['-createdAt', 'createdAt', '-startAt', 'startAt']).default('-createdAt'),
  embed: embedQuery,
});
export type AnnouncementListQuery = z.input<typeof announcementListQuery>;
export const announcementPage = pageOf(announcement);

// ---- E-mail preview ------------------------------------------------------------------------------

/** POST /announcement/announcements/emailPreview: the e-mail as recipients would get it, unsaved. */
export const emailPreviewRequest = z.object({
  title,
  body: body.default(''),
  attachments: announcementFields.attachments.default([]),
  participation: participationKind.default('none'),
});
export type EmailPreviewRequest = z.input<typeof emailPreviewRequest>;
export const emailPreviewResponse = z.object({
  subject: z.string(),
  /** The full HTML document, with the tenant's name, logo and color. */
  html: z.string(),
  text: z.string(),
});
export type EmailPreviewResponse = z.infer<typeof emailPreviewResponse>;

// ---- Participation -----------------------------------------------------------------------------

/** PUT …/{id}/participation: "Got it" on an acknowledge announcement, or an RSVP answer. */
export const participationRequest = z.union([
  z.object({ acknowledged: z.literal(true) }).strict(),
  z.object({ rsvp: rsvpAnswer }).strict(),
]);
export type ParticipationRequest = z.infer<typeof participationRequest>;
/** The answer: the announcement with the new stats and ownParticipation. */

/** GET …/{id}/participants (manage): who answered, and who has not yet. */
export const participantsQuery = z.object({
  state: z.enum(['all', 'responded', 'pending']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ParticipantsQuery = z.input<typeof participantsQuery>;
export const participant = z.object({
  member: memberDisplay,
  acknowledgedAt: isoDateTime.nullable(),
  rsvp: rsvpAnswer.nullable(),
  respondedAt: isoDateTime.nullable(),
  lastRemindedAt: isoDateTime.nullable(),
});
export type Participant = z.infer<typeof participant>;
export const participantPage = pageOf(participant);

/** POST …/{id}/reminders (manage): notify every audience member who has not answered yet. */
export const reminderResponse = z.object({ remindedCount: z.number().int() });

// ---- Timeline ------------------------------------------------------------------------------------

/** An active announcement on the timeline (001 §7: title, body, attachmentUrls, createdAt). */
export const announcementTimelineItem = announcement.extend({
  __entity_type__: z.literal('announcement'),
  attachmentUrls: z.array(attachmentUrl),
});
export type AnnouncementTimelineItem = z.infer<typeof announcementTimelineItem>;
