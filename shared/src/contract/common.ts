import { z } from 'zod';
import { defaultPageSize, maxPageSize } from '../constants.ts';

export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });
/** `me` is allowed wherever a member id is (000 §7, tenant members). */
export const memberIdParams = z.object({ id: z.union([z.literal('me'), idSchema]) });

export const isoDateTime = z.iso.datetime({ offset: true });

/** A comma list in a query string (`statusIn=draft,published`). */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) => value.split(',').filter((part) => part.length > 0))
    .pipe(z.array(item));

export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});

/** Every list answers `{ results, next }`; `next` is the next page number, or null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), next: z.number().int().nullable() });

export const validationErrorDetail = z.object({
  type: z.string(),
  path: z.string(),
  message: z.string(),
  /** The limit a `too_big` or `too_small` issue broke, and what it measured (`string`: characters). */
  maximum: z.number().optional(),
  minimum: z.number().optional(),
  origin: z.string().optional(),
  /** The format an `invalid_format` issue expected (`email`, `date`, `month-day`...). */
  format: z.string().optional(),
});

export const errorBody = z.object({
  name: z.string(),
  message: z.string(),
  details: z.array(validationErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const errorNames = {
  validation: 'ValidationError',
  unauthorized: 'UnauthorizedError',
  forbidden: 'ForbiddenError',
  notFound: 'NotFoundError',
  conflict: 'ConflictError',
  tooLarge: 'PayloadTooLargeError',
  rateLimited: 'RateLimitError',
  maintenance: 'MaintenanceError',
  internal: 'InternalError',
} as const;

export const mediaSchema = z.object({
  id: idSchema,
  url: z.string(),
  variants: z.record(z.string(), z.string()),
});
export type Media = z.infer<typeof mediaSchema>;

export const emptyBody = z.object({}).strict().optional();
export const okResponse = z.object({ ok: z.literal(true) });
