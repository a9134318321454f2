import { z } from 'zod';
import { booleanQuery, idSchema, isoDateTime, mediaSchema, pageOf, pageQuery } from './common.ts';

/** The resource hub (000 §2 /resource-hub; docs/resource.md). */

export const resourceTabs = ['all', 'recommended', 'favourites'] as const;
export const resourceTab = z.enum(resourceTabs);
export type ResourceTab = z.infer<typeof resourceTab>;

export const resourceTitleMax = 150;
export const resourceSummaryMax = 500;
/** The body is HTML; this bounds the markup, not the words. */
export const resourceBodyMax = 50_000;
export const resourceCategoryMax = 60;
export const resourceCategoriesMax = 5;
export const resourceMinutesMax = 600;
export const resourcePointsMax = 1000;
export const resourceAudienceMax = 200;

/** Object-level permissions a resource carries (000 §6 "resource react"; edit for managers). */
export const resourceObjectPermissions = ['react', 'edit'] as const;

export const resourceTexts = {
  linkScheme: 'Enter a link that starts with https:// or http://',
  linkOrFile: 'Add a link or a file, or write the body',
  alreadyCompleted: 'You have already completed this resource',
  archived: 'This resource is archived',
  notFound: 'This resource does not exist',
  roleUnknown: 'This role does not exist',
  teamUnknown: 'This team does not exist',
  audienceEmpty: 'Choose everyone, or at least one team or role',
  fileNotUploaded: 'Upload the file again: it was not found',
  coverNotUploaded: 'Upload the cover image again: it was not found',
  wholeNumber: 'Enter a whole number',
} as const;

/**
 * A link people open: only http and https, so `javascript:`, `data:` and other schemes never
 * reach a page as a clickable address.
 */
export const resourceLink = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { error: 'Enter a link that starts with https:// or http://' },
  );

/** Who a recommendation is for: everyone, or the union of teams and roles (`admin`, `employee`, a custom role's id). */
export const resourceAudience = z.object({
  everyone: z.boolean(),
  teamIds: z.array(idSchema).max(resourceAudienceMax).default([]),
  roles: z.array(z.string().trim().min(1).max(64)).max(resourceAudienceMax).default([]),
});
export type ResourceAudience = z.infer<typeof resourceAudience>;

const category = z
  .string()
  .trim()
  .min(1, { error: 'Enter a category' })
  .max(resourceCategoryMax, { error: `Use ${resourceCategoryMax} characters or fewer` });

/** Each field once; the request adds defaults, the patch makes every field optional. */
const fields = {
  title: z
    .string()
    .trim()
    .min(1, { error: 'Enter a title' })
    .max(resourceTitleMax, { error: `Use ${resourceTitleMax} characters or fewer` }),
  summary: z
    .string()
    .trim()
    .max(resourceSummaryMax, { error: `Use ${resourceSummaryMax} characters or fewer` }),
  body: z.string().max(resourceBodyMax),
  linkUrl: resourceLink.nullable(),
  fileId: idSchema.nullable(),
  coverId: idSchema.nullable(),
  categories: z
    .array(category)
    .max(resourceCategoriesMax, { error: `Choose ${resourceCategoriesMax} categories or fewer` }),
  estimatedMinutes: z
    .number()
    .int()
    .min(1, { error: 'Use at least 1 minute' })
    .max(resourceMinutesMax, { error: `Use ${resourceMinutesMax} minutes or fewer` })
    .nullable(),
  completionPoints: z
    .number()
    .int()
    .min(0, { error: 'Use 0 points or more' })
    .max(resourcePointsMax, { error: `Use ${resourcePointsMax} points or fewer` }),
  recommended: z.boolean(),
  audience: resourceAudience,
};

export const resourceRequest = z.object({
  ...fields,
  summary: fields.summary.default(''),
  body: fields.body.default(''),
  linkUrl: fields.linkUrl.default(null),
  fileId: fields.fileId.default(null),
  coverId: fields.coverId.default(null),
  categories: fields.categories.default([]),
  estimatedMinutes: fields.estimatedMinutes.default(null),
  completionPoints: fields.completionPoints.default(0),
  recommended: fields.recommended.default(false),
  audience: fields.audience.default({ everyone: true, teamIds: [], roles: [] }),
});
export type ResourceRequest = z.input<typeof resourceRequest>;

/** A change: any field, plus archiving (true) or restoring (false). */
export const resourcePatch = z.object({ ...fields, archived: z.boolean() }).partial();
export type ResourcePatch = z.input<typeof resourcePatch>;

export const resourceFile = z.object({
  id: idSchema,
  originalFilename: z.string(),
  contentType: z.string(),
  url: z.string(),
});

export const resource = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  linkUrl: z.string().nullable(),
  file: resourceFile.nullable(),
  cover: mediaSchema.nullable(),
  categories: z.array(z.string()),
  estimatedMinutes: z.number().int().nullable(),
  completionPoints: z.number().int(),
  recommended: z.boolean(),
  /** Whether the caller is in the recommendation's audience. */
  recommendedToMe: z.boolean(),
  audience: resourceAudience,
  archived: z.boolean(),
  favourite: z.boolean(),
  completedAt: isoDateTime.nullable(),
  reactionCounts: z.record(z.string(), z.number().int()),
  ownReaction: z.string().nullable(),
  /** Members who completed it: managers only (null for others). */
  completionCount: z.number().int().nullable(),
  permissions: z.array(z.enum(resourceObjectPermissions)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Resource = z.infer<typeof resource>;

export const resourcePage = pageOf(resource);

export const resourceListQuery = pageQuery.extend({
  tab: resourceTab.default('all'),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(resourceCategoryMax).optional(),
  /** Managers: the archived resources instead of the live ones. */
  archived: booleanQuery.optional(),
});

export const resourceCategories = z.object({ results: z.array(z.string()) });

export const completionResponse = z.object({
  completedAt: isoDateTime,
  pointsAwarded: z.number().int(),
});
