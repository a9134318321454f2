import { z } from 'zod';
import { idSchema, isoDateTime, pageOf, pageQuery } from './common.ts';
import { memberRef } from './notifications.ts';

export const feedbackMessageMaxLength = 4000;

/** "Provide feedback" (000 §2, /feedback): what a member writes, and the page they were on. */
export const createFeedbackRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'Enter your feedback' })
    .max(feedbackMessageMaxLength, { error: `Keep it under ${feedbackMessageMaxLength} characters` }),
  pagePath: z
    .string()
    .max(2048)
    .regex(/^\/(?!\/)/, { error: 'The page path must start with a single /' })
    .optional(),
});
export type CreateFeedbackRequest = z.infer<typeof createFeedbackRequest>;

export const feedback = z.object({
  id: idSchema,
  message: z.string(),
  pagePath: z.string().nullable(),
  createdAt: isoDateTime,
  /** Null once the member who wrote it has been removed. */
  fromMember: memberRef.nullable(),
});
export type Feedback = z.infer<typeof feedback>;

/** Newest first. */
export const feedbackListQuery = pageQuery;
export const feedbackPage = pageOf(feedback);
