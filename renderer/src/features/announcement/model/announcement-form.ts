import { z } from 'zod';
import {
  type Announcement,
  type AnnouncementRequest,
  announcementBodyMaxLength,
  announcementRequest,
  participationKind,
} from '#shared/contract/announcement';
import type { FormAttachment } from '../../../components/attachments-field.tsx';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';
import { addDays, fromZonedInput, toZonedInput } from '../../../lib/zoned-input.ts';

/**
 * The configure form. Its own rules' messages are catalog keys (`errors.*` in the feature's
 * locales), so they read in the member's language.
 * Dates and times are `YYYY-MM-DD` and `HH:mm` on the wall clock of the member's zone
 * (`useDates().timeZone`; undefined: the browser's), what the Fluent date and time inputs hold;
 * they become ISO instants only when checked and sent.
 */
const announcementFields = z.object({
  title: announcementRequest.shape.title,
  body: z.string().max(announcementBodyMaxLength),
  attachments: z.array(z.custom<FormAttachment>()),
  when: z.enum(['now', 'later']),
  startDate: z.string(),
  startTime: z.string(),
  hasEnd: z.boolean(),
  endDate: z.string(),
  endTime: z.string(),
  wholeCompany: z.boolean(),
  recipients: z.array(z.custom<PickedRecipient>()),
  participation: participationKind,
});
export type AnnouncementForm = z.infer<typeof announcementFields>;

/** The form's schema, its dates read in `timeZone`; "in the future" compares instants. */
export function announcementForm(timeZone: string | undefined) {
  return announcementFields.superRefine((form, ctx) => {
    const now = Date.now();
    const start = form.when === 'later' ? zonedInstant(form.startDate, form.startTime, timeZone) : null;
    if (form.when === 'later') {
      if (!form.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'errors.startDate' });
      else if (!form.startTime)
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'errors.startTime' });
      else if (!start || start.getTime() <= now)
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'errors.startPast' });
    }
    if (form.hasEnd) {
      const end = zonedInstant(form.endDate, form.endTime, timeZone);
      if (!form.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.endDate' });
      else if (!form.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'errors.endTime' });
      else if (!end || end.getTime() <= (start ?? new Date(now)).getTime())
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'errors.endBeforeStart' });
    }
    if (!form.wholeCompany && form.recipients.length === 0)
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'errors.audience' });
    if (form.attachments.some((item) => item.status === 'uploading'))
      ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'errors.uploading' });
  });
}

/**
 * The instant a date and time name on the wall clock of `timeZone`, or null when either is
 * missing or not a date.
 */
export function zonedInstant(date: string, time: string, timeZone: string | undefined): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = fromZonedInput(`${date}T${time}`, timeZone);
  return iso ? new Date(iso) : null;
}

/** A Date as the `YYYY-MM-DD` and `HH:mm` of the inputs, on the wall clock of `timeZone`. */
export function zonedParts(instant: Date, timeZone: string | undefined): { date: string; time: string } {
  const [date = '', time = ''] = toZonedInput(instant, timeZone).split('T');
  return { date, time };
}

/**
 * A new announcement: now, for everyone, nothing asked; a schedule defaults to tomorrow at 9:00
 * in `timeZone`.
 */
export function emptyForm(timeZone: string | undefined, now = new Date()): AnnouncementForm {
  const start = { date: addDays(zonedParts(now, timeZone).date, 1), time: '09:00' };
  return {
    title: '',
    body: '',
    attachments: [],
    when: 'now',
    startDate: start.date,
    startTime: start.time,
    hasEnd: false,
    endDate: '',
    endTime: '',
    wholeCompany: true,
    recipients: [],
    participation: 'none',
  };
}

/** A stored announcement as the form shows it (names of the audience from its embed). */
export function formOf(item: Announcement, timeZone: string | undefined, now = new Date()): AnnouncementForm {
  const empty = emptyForm(timeZone, now);
  const start = item.startAt ? zonedParts(new Date(item.startAt), timeZone) : null;
  const end = item.endAt ? zonedParts(new Date(item.endAt), timeZone) : null;
  const teams = new Map(item.audienceDisplay?.teams.map((team) => [team.id, team]));
  const members = new Map(item.audienceDisplay?.members.map((member) => [member.id, member]));
  return {
    title: item.title,
    body: item.body,
    attachments: (item.attachmentUrls ?? []).map((file) => ({
      key: file.mediaObjectId,
      name: file.originalFilename ?? '',
      status: 'uploaded',
      mediaObjectId: file.mediaObjectId,
      previewUrl: file.attachmentType === 'document' ? null : file.url,
      error: null,
    })),
    when: item.status === 'scheduled' || (item.status === 'draft' && start) ? 'later' : 'now',
    startDate: start?.date ?? empty.startDate,
    startTime: start?.time ?? empty.startTime,
    hasEnd: !!end,
    endDate: end?.date ?? '',
    endTime: end?.time ?? '',
    wholeCompany: item.audience.wholeCompany,
    recipients: [
      ...item.audience.teamIds.map((id): PickedRecipient => {
        const team = teams.get(id);
        return {
          id,
          type: 'team',
          name: team?.name ?? '',
          avatarUrl: null,
          memberCount: team?.activeMemberCount,
        };
      }),
      ...item.audience.memberIds.map((id): PickedRecipient => {
        const member = members.get(id);
        return {
          id,
          type: 'tenantMember',
          name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
          avatarUrl: null,
        };
      }),
    ],
    participation: item.participation,
  };
}

/** What a save asks for: keep as a draft, schedule for the start, or publish now. */
export type SaveIntent = 'draft' | 'scheduled' | 'active';

/**
 * The call's body, its dates read in `timeZone`. A draft keeps its planned start when one is set;
 * publishing now has none.
 */
export function requestOf(
  form: AnnouncementForm,
  intent: SaveIntent | null,
  timeZone: string | undefined,
): AnnouncementRequest {
  const start = form.when === 'later' ? zonedInstant(form.startDate, form.startTime, timeZone) : null;
  const end = form.hasEnd ? zonedInstant(form.endDate, form.endTime, timeZone) : null;
  return {
    title: form.title,
    body: form.body,
    attachments: form.attachments.flatMap((item) => (item.mediaObjectId ? [item.mediaObjectId] : [])),
    startAt: intent === 'active' ? null : (start?.toISOString() ?? null),
    endAt: end?.toISOString() ?? null,
    audience: {
      wholeCompany: form.wholeCompany,
      teamIds: form.wholeCompany ? [] : form.recipients.filter((r) => r.type === 'team').map((r) => r.id),
      memberIds: form.wholeCompany
        ? []
        : form.recipients.filter((r) => r.type === 'tenantMember').map((r) => r.id),
    },
    participation: form.participation,
    ...(intent ? { status: intent } : {}),
  };
}

/** The server's field paths, mapped to the form's fields that show them. */
export function formFieldOf(path: string): keyof AnnouncementForm | null {
  if (path === 'title' || path.startsWith('title.')) return 'title';
  if (path === 'body') return 'body';
  if (path.startsWith('attachments')) return 'attachments';
  if (path === 'startAt') return 'startTime';
  if (path === 'endAt') return 'endTime';
  if (path.startsWith('audience')) return 'recipients';
  if (path === 'participation') return 'participation';
  return null;
}
