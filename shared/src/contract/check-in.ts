import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * Check-ins (000 §1, §2; docs/check-in.md): categories of short recurring questions, their
 * audience, a member's due questions and their answers. What the spec does not show is decided
 * in docs/check-in.md.
 */
export const checkInCadences = ['weekly', 'monthly', 'quarterly'] as const;
export type CheckInCadence = (typeof checkInCadences)[number];
export const checkInQuestionKinds = ['scale', 'faces', 'yesNo'] as const;
export type CheckInQuestionKind = (typeof checkInQuestionKinds)[number];

/** No breakdown, average or export shows a group of fewer respondents than this. */
export const checkInMinimumGroup = 5;
export const checkInNameMaxLength = 80;
export const checkInQuestionMaxLength = 300;
export const checkInLabelMaxLength = 40;
export const checkInCommentMaxLength = 1000;
export const checkInAudienceMax = 500;

const isoDay = z.iso.date({ error: 'Enter a date that exists, as YYYY-MM-DD' });

/** The lowest and highest value a question kind takes (yes is 1, no is 0). */
export function scaleOf(kind: CheckInQuestionKind): { min: number; max: number } {
  return kind === 'yesNo' ? { min: 0, max: 1 } : { min: 1, max: 5 };
}

export const checkInQuestion = z.object({
  id: idSchema,
  /** Stays the same across edits; each edit is a new version. */
  seriesId: idSchema,
  version: z.number().int(),
  kind: z.enum(checkInQuestionKinds),
  text: z.string(),
  lowLabel: z.string().nullable(),
  highLabel: z.string().nullable(),
  allowComment: z.boolean(),
  position: z.number().int(),
});
export type CheckInQuestion = z.infer<typeof checkInQuestion>;

export const checkInAudience = z.object({
  everyone: z.boolean(),
  teamIds: z.array(idSchema).max(checkInAudienceMax),
  memberIds: z.array(idSchema).max(checkInAudienceMax),
});
export type CheckInAudience = z.infer<typeof checkInAudience>;

export const checkInAudienceRequest = checkInAudience.refine(
  (audience) => audience.everyone || audience.teamIds.length + audience.memberIds.length > 0,
  { error: 'Choose who is asked', path: ['teamIds'] },
);

/** The audience, the names of what it names, and how many active members it reaches now. */
export const checkInAudienceResponse = checkInAudience.extend({
  count: z.number().int(),
  display: z.array(z.object({ id: idSchema, type: z.enum(['team', 'tenantMember']), name: z.string() })),
});

export const checkInCategory = z.object({
  id: idSchema,
  name: z.string(),
  cadence: z.enum(checkInCadences),
  startsOn: z.string(),
  archived: z.boolean(),
  position: z.number().int(),
  audience: checkInAudienceResponse,
  /** The current versions, in order. */
  questions: z.array(checkInQuestion),
});
export type CheckInCategory = z.infer<typeof checkInCategory>;
export const checkInCategoryList = z.object({ results: z.array(checkInCategory) });

export const checkInCategoryRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(checkInNameMaxLength, { error: `At most ${checkInNameMaxLength} characters` }),
  cadence: z.enum(checkInCadences, { error: 'Choose how often' }),
  startsOn: isoDay,
});
export type CheckInCategoryRequest = z.infer<typeof checkInCategoryRequest>;

const label = z
  .string()
  .trim()
  .max(checkInLabelMaxLength, { error: `At most ${checkInLabelMaxLength} characters` })
  .nullable()
  .default(null);

export const checkInQuestionRequest = z.object({
  kind: z.enum(checkInQuestionKinds, { error: 'Choose a kind of answer' }),
  text: z
    .string()
    .trim()
    .min(1, { error: 'Enter the question' })
    .max(checkInQuestionMaxLength, { error: `At most ${checkInQuestionMaxLength} characters` }),
  lowLabel: label,
  highLabel: label,
  allowComment: z.boolean().default(false),
});
export type CheckInQuestionRequest = z.input<typeof checkInQuestionRequest>;

export const checkInOrderRequest = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(checkInAudienceMax)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each once' }),
});

// ---- Answering ---------------------------------------------------------------------------------

/** A category with questions due for the member now. */
export const checkInDueCategory = z.object({
  id: idSchema,
  name: z.string(),
  due: z.number().int(),
});
export const checkInDue = z.object({
  total: z.number().int(),
  results: z.array(checkInDueCategory),
});
export type CheckInDue = z.infer<typeof checkInDue>;

/** The member's next due question of a category (null when none is left this period). */
export const checkInNext = z.object({
  category: z.object({ id: idSchema, name: z.string(), cadence: z.enum(checkInCadences) }),
  question: checkInQuestion.nullable(),
  /** Questions still due in the category, this one included. */
  remaining: z.number().int(),
  periodStart: z.string(),
});
export type CheckInNext = z.infer<typeof checkInNext>;

export const checkInAnswerRequest = z.object({
  value: z.number({ error: 'Choose an answer' }).int({ error: 'Choose an answer' }),
  comment: z
    .string()
    .trim()
    .max(checkInCommentMaxLength, { error: `At most ${checkInCommentMaxLength} characters` })
    .nullable()
    .default(null),
});
export type CheckInAnswerRequest = z.input<typeof checkInAnswerRequest>;

// ---- Results (no identity; groups below the minimum are withheld) -------------------------------

export const checkInScorePoint = z.object({
  periodStart: z.string(),
  respondents: z.number().int(),
  /** Average on the question's scale (yes/no: share of yes, 0–1); null below the minimum group. */
  average: z.number().nullable(),
});
export const checkInTeamScore = z.object({
  teamId: idSchema,
  teamName: z.string(),
  respondents: z.number().int(),
  average: z.number().nullable(),
});
export const checkInQuestionScores = z.object({
  seriesId: idSchema,
  categoryId: idSchema,
  categoryName: z.string(),
  text: z.string(),
  kind: z.enum(checkInQuestionKinds),
  periods: z.array(checkInScorePoint),
  teams: z.array(checkInTeamScore),
});
export type CheckInQuestionScores = z.infer<typeof checkInQuestionScores>;
export const checkInScoresQuery = z.object({ from: isoDay, to: isoDay });
export const checkInScores = z.object({
  minimumGroup: z.number().int(),
  results: z.array(checkInQuestionScores),
});
export type CheckInScores = z.infer<typeof checkInScores>;
