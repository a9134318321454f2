import { z } from 'zod';
import { idSchema, isoDateTime, pageOf } from './common.ts';
import { memberDisplay } from './recognition.ts';

/**
 * Flagged content (000 §2 "/content/flagged/{awards|cards|comments|recognition}", Admin tools):
 * the queues moderators work through. Each queue needs its app's moderate permission (000 §6):
 * awardApp, cardApp, commentApp, recognitionApp. See docs/moderation.md.
 */

/**
 * The queues, named as the page's tabs; awards opens first. `incentives` (incentive timeline items,
 * docs/incentive.md) is not among the spec's four: it needs incentiveApp manage, the app having no
 * moderate permission.
 */
export const moderationQueues = ['awards', 'cards', 'comments', 'recognition', 'incentives'] as const;
export const moderationQueue = z.enum(moderationQueues);
export type ModerationQueue = z.infer<typeof moderationQueue>;

/** The most characters of an item's text a queue shows. */
export const moderationExcerptLength = 280;

/** One member's flag: who, why (optional when flagging) and when. */
export const moderationFlag = z.object({
  member: memberDisplay.nullable(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ModerationFlag = z.infer<typeof moderationFlag>;

export const flaggedItem = z.object({
  id: idSchema,
  queue: moderationQueue,
  /** The item's text without markup, cut to moderationExcerptLength. */
  excerpt: z.string(),
  /** True when the text was cut. */
  truncated: z.boolean(),
  /** GIFs or attachments the item carries besides its text. */
  hasMedia: z.boolean(),
  author: memberDisplay.nullable(),
  createdAt: isoDateTime,
  /**
   * The recognition the item is (recognition) or belongs to (a comment on it); null for an award and
   * for a comment on an award (its postPath names the award).
   */
  recognitionId: idSchema.nullable(),
  /** Where "Open" leads: the recognition's or the award's page (for comments, their thread's). */
  postPath: z.string().regex(/^\/(?!\/)/),
  flagCount: z.number().int(),
  lastFlaggedAt: isoDateTime,
  /** Newest first. */
  flags: z.array(moderationFlag),
});
export type FlaggedItem = z.infer<typeof flaggedItem>;

export const flaggedPage = pageOf(flaggedItem);
export type FlaggedPage = z.infer<typeof flaggedPage>;

export const flaggedParams = z.object({ queue: moderationQueue });
export const flaggedItemParams = z.object({ queue: moderationQueue, id: idSchema });

/** Items waiting in each queue the caller moderates (0 for the others), and their sum for the menu. */
export const flaggedCounts = z.object({
  awards: z.number().int(),
  cards: z.number().int(),
  comments: z.number().int(),
  recognition: z.number().int(),
  incentives: z.number().int(),
  total: z.number().int(),
});
export type FlaggedCounts = z.infer<typeof flaggedCounts>;
