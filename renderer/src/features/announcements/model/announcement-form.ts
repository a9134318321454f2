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

/**
 * The configure form. Its own rules' messages are catalog keys (`errors.*` in the feature's
 * locales), so they read in the member's language.
 * Dates and times are the browser's local `YYYY-MM-DD` and `HH:mm` (what the
 * Fluent date and time inputs hold); they become ISO instants only when sent.
 */
export const announcementForm = z
  .object({
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
  })
  .superRefine((form, ctx) => {
    const now = Date.now();
    const start = form.when === 'later' ? localInstant(form.startDate, form.startTime) : null;
    if (form.when === 'later') {
      if (!form.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'errors.startDate' });
      else if (!form.startTime)
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'errors.startTime' });
      else if (!start || start.getTime() <= now)
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'errors.startPast' });
    }
    if (form.hasEnd) {
      const end = localInstant(form.endDate, form.endTime);
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
export type AnnouncementForm = z.infer<typeof announcementForm>;

/** The instant a local date and time name, or null when either is missing or not a date. */
export function localInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${date}T${time}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A Date as the local `YYYY-MM-DD` and `HH:mm` of the inputs. */
export function localParts(instant: Date): { date: string; time: string } {
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

/** A new announcement: now, for everyone, nothing asked; a schedule defaults to tomorrow at 9:00. */
export function emptyForm(now = new Date()): AnnouncementForm {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  const start = localParts(tomorrow);
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
export function formOf(item: Announcement, now = new Date()): AnnouncementForm {
  const empty = emptyForm(now);
  const start = item.startAt ? localParts(new Date(item.startAt)) : null;
  const end = item.endAt ? localParts(new Date(item.endAt)) : null;
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

/** The call's body. A draft keeps its planned start when one is set; publishing now has none. */
export function requestOf(form: AnnouncementForm, intent: SaveIntent | null): AnnouncementRequest {
  const start = form.when === 'later' ? localInstant(form.startDate, form.startTime) : null;
  const end = form.hasEnd ? localInstant(form.endDate, form.endTime) : null;
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
