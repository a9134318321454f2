import { z } from 'zod';
import { commaList, idSchema, isoDateTime, mediaSchema } from './common.ts';
import { memberDisplay } from './recognition.ts';

/**
 * Celebrations (001 §2, §7 "Celebrations"): birthdays, work anniversaries, welcome and onboarding
 * days, the calendar, and the calendarEvent timeline item. Fields the spec does not show are
 * decided in docs/celebration.md.
 */
export const celebrationKinds = ['birthday', 'anniversary', 'welcome', 'onboarding', 'other'] as const;
export type CelebrationKind = (typeof celebrationKinds)[number];
export const celebrationKind = z.enum(celebrationKinds);

/** The kinds the daily job finds by itself (from birthdays and start dates); each is a points source. */
export const automaticCelebrationKinds = ['birthday', 'anniversary', 'welcome', 'onboarding'] as const;
export type AutomaticCelebrationKind = (typeof automaticCelebrationKinds)[number];
export const automaticCelebrationKind = z.enum(automaticCelebrationKinds);

/** Not shown in the spec: the onboarding celebration falls this many days after the start date. */
export const onboardingAfterDays = 90;
/** Not shown in the spec: the most points one celebration may give. */
export const celebrationPointsMax = 10_000;
/** Not shown in the spec: the longest range one calendar call answers (a month view and its edges). */
export const calendarRangeMaxDays = 62;
export const upcomingDaysDefault = 30;
export const upcomingDaysMax = 60;

export const cardViewers = ['everyone', 'contributors'] as const;
export const cardCreators = ['everyone', 'admins'] as const;

const sourcePoints = z.object({
  enabled: z.boolean(),
  amount: z
    .number()
    .int({ error: 'Enter a whole number of points' })
    .min(0, { error: 'Points cannot be negative' })
    .max(celebrationPointsMax, { error: `At most ${celebrationPointsMax} points` }),
});
export type SourcePoints = z.infer<typeof sourcePoints>;

/** `/celebrations/configure/{privacy|permission|cards}`. */
export const celebrationTenantPreferences = z.object({
  /** Kinds celebrated in this tenant; the others make no events, points or calendar entries. */
  celebratedKinds: z
    .array(celebrationKind)
    .refine((kinds) => new Set(kinds).size === kinds.length, { error: 'Each kind once' }),
  /** Whether anniversaries say how many years (birth years are never stored). */
  showYear: z.boolean(),
  /** Who may see a card: everyone in the tenant, or its contributors and recipient. */
  cardViewers: z.enum(cardViewers),
  /** Who may create cards for others: every member, or admins only. */
  cardCreators: z.enum(cardCreators),
  /** The points each automatic celebration gives (the allocation sources of 001 §3). */
  points: z.object({
    birthday: sourcePoints,
    anniversary: sourcePoints,
    welcome: sourcePoints,
    onboarding: sourcePoints,
  }),
});
export type CelebrationTenantPreferences = z.infer<typeof celebrationTenantPreferences>;

/** A member's own choices: leave celebrations out altogether, or keep the birthday to oneself. */
export const celebrationMemberPreferences = z.object({
  memberId: idSchema,
  optedOut: z.boolean(),
  hideBirthday: z.boolean(),
});
export type CelebrationMemberPreferences = z.infer<typeof celebrationMemberPreferences>;
export const celebrationMemberPreferencesRequest = z
  .object({ optedOut: z.boolean(), hideBirthday: z.boolean() })
  .partial()
  .strict();
export type CelebrationMemberPreferencesRequest = z.infer<typeof celebrationMemberPreferencesRequest>;

const isoDay = z.iso.date({ error: 'Enter a date that exists, as YYYY-MM-DD' });
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A range of days, both ends included; the teams narrow it to their members (none: the company). */
export const calendarQuery = z
  .object({ from: isoDay, to: isoDay, teamIdIn: commaList(idSchema).optional() })
  .refine((q) => dayNumber(q.to) >= dayNumber(q.from), { path: ['to'], error: 'End on or after the start' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < calendarRangeMaxDays, {
    path: ['to'],
    error: `Ask for at most ${calendarRangeMaxDays} days`,
  });
export type CalendarQuery = z.input<typeof calendarQuery>;

export const upcomingQuery = z.object({
  days: z.coerce.number().int().min(1).max(upcomingDaysMax).default(upcomingDaysDefault),
  teamIdIn: commaList(idSchema).optional(),
});

export const calendarEntry = z.object({
  /** `{memberId}:{kind}:{day}`: the same occurrence has the same id in every answer. */
  id: z.string(),
  type: automaticCelebrationKind,
  celebratedOn: isoDay,
  /** Completed years of an anniversary when the tenant shows them; otherwise null. */
  years: z.number().int().nullable(),
  member: memberDisplay,
});
export type CalendarEntry = z.infer<typeof calendarEntry>;
export const calendarList = z.object({
  /** The tenant's today (its time zone), so clients mark the right day. */
  today: isoDay,
  results: z.array(calendarEntry),
});
export type CalendarList = z.infer<typeof calendarList>;

/** 001 §5 "calendarEvent": a celebration the daily job made, on the timeline. */
export const calendarEventTimelineItem = z.object({
  __entity_type__: z.literal('calendarEvent'),
  id: idSchema,
  createdAt: isoDateTime,
  memberDisplayData: z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    avatarUrls: mediaSchema.nullable(),
    jobTitle: z.string().nullable(),
  }),
  celebratedOn: isoDay,
  type: automaticCelebrationKind,
  years: z.number().int().nullable(),
});
export type CalendarEventTimelineItem = z.infer<typeof calendarEventTimelineItem>;
