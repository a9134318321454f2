import { z } from 'zod';
import { idSchema, isoDateTime, mediaSchema } from './common.ts';
import { memberDisplay } from './recognition.ts';

/** The culture page (000 §2 /culture, recognitionApp browseCulture; docs/culture.md). */

/** How many of a value's latest public recognitions the page shows. */
export const cultureLatestPerValue = 3;

export const cultureRecognition = z.object({
  id: idSchema,
  /** Sanitized HTML, as the timeline shows it. */
  message: z.string(),
  sender: memberDisplay.nullable(),
  recipients: z.array(memberDisplay),
  /** The qualities of this value it named. */
  qualities: z.array(z.string()),
  publishedAt: isoDateTime,
});
export type CultureRecognition = z.infer<typeof cultureRecognition>;

export const cultureValue = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  qualities: z.array(z.object({ id: idSchema, name: z.string() })),
  /** Public recognitions naming one of its qualities since the quarter began. */
  quarterCount: z.number().int(),
  latest: z.array(cultureRecognition),
});
export type CultureValue = z.infer<typeof cultureValue>;

export const cultureOverview = z.object({
  tenantName: z.string(),
  banner: mediaSchema.nullable(),
  /** The first day of the current quarter in the tenant's time zone (YYYY-MM-DD). */
  quarterStart: z.iso.date(),
  /** The live values in the order admins set. */
  values: z.array(cultureValue),
  /** Value ids by this quarter's recognitions, most first; values without any are left out. */
  mostRecognised: z.array(idSchema),
});
export type CultureOverview = z.infer<typeof cultureOverview>;
