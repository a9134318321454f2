import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';

/** TV display timing (001 §9). */
export const tvSlideDelayMs = 40_000;
export const tvMountedSlideRadius = 2;
export const tvRecipientRotationMs = 20_000;
export const tvFadeMs = 1_000;
/** TV content stays fresh for an hour (001 §7 "Query behaviour"). */
export const tvContentStaleMs = 60 * 60 * 1000;
/** Not shown in the spec: the newest items one TV call answers, per item type. */
export const tvItemLimit = 50;

/** What a TV link can show (001 §7 "TV"), each fetched from its app's TV call by token. */
export const tvItemTypes = ['recognition', 'award', 'celebration', 'announcement'] as const;
export type TvItemType = (typeof tvItemTypes)[number];
export const tvItemType = z.enum(tvItemTypes);

/** The TV call of each item type, relative to /api. */
export const tvContentPaths: Record<TvItemType, (token: string) => string> = {
  recognition: (token) => `/recognition/tv/${encodeURIComponent(token)}/recognitions`,
  award: (token) => `/award/tv/${encodeURIComponent(token)}/awards`,
  celebration: (token) => `/celebration/tv/${encodeURIComponent(token)}/calendar`,
  announcement: (token) => `/announcement/tv/${encodeURIComponent(token)}/announcements`,
};

// ---- What a screen shows ---------------------------------------------------------------------

/** A person or team on a slide: a name and a picture, never an email. */
export const tvPerson = z.object({
  id: idSchema,
  type: z.enum(['tenantMember', 'team']),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type TvPerson = z.infer<typeof tvPerson>;

/** One slide, the same shape from every TV call so the display needs no per-type code. */
export const tvItem = z.object({
  id: idSchema,
  itemType: tvItemType,
  createdAt: isoDateTime,
  /** An award's or announcement's title; null for a recognition. */
  title: z.string().nullable(),
  /** Sanitized HTML. */
  message: z.string(),
  sender: tvPerson.nullable(),
  recipients: z.array(tvPerson),
  qualities: z.array(z.object({ id: idSchema, name: z.string(), color: z.string() })),
  imageUrl: z.string().nullable(),
  gifUrl: z.string().nullable(),
  /** Where "View post" leads on the tenant's host, e.g. /recognitions/{id}. */
  postPath: z.string().regex(/^\/(?!\/)/),
});
export type TvItem = z.infer<typeof tvItem>;
export const tvItemList = z.object({ results: z.array(tvItem) });
export type TvItemList = z.infer<typeof tvItemList>;

/** Any string reaches the server; unknown or malformed tokens answer 401 like revoked ones. */
export const tvTokenParams = z.object({ token: z.string().min(1).max(256) });

/** What a screen needs before its content: which calls to make and where its QR codes lead. */
export const tvDisplay = z.object({
  name: z.string(),
  itemTypes: z.array(tvItemType),
  tenantName: z.string(),
  /** The tenant's own address (scheme, host and port), for the QR codes. */
  tenantUrl: z.string(),
});
export type TvDisplay = z.infer<typeof tvDisplay>;

// ---- TV links (the admin page) ---------------------------------------------------------------

export const tvChannelNameMax = 80;
const channelName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(tvChannelNameMax, { error: `Keep the name under ${tvChannelNameMax} characters` });
const itemTypesField = z
  .array(tvItemType)
  .min(1, { error: 'Choose at least one kind of content' })
  .refine((types) => new Set(types).size === types.length, { error: 'Each kind of content once' });
const teamIdsField = z.array(idSchema).max(50);

export const tvChannel = z.object({
  id: idSchema,
  name: z.string(),
  itemTypes: z.array(tvItemType),
  teamIds: z.array(idSchema),
  /** The secret in the screen's address (/tv/watch/{token}). */
  token: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TvChannel = z.infer<typeof tvChannel>;
export const tvChannelList = z.object({ results: z.array(tvChannel) });

export const tvChannelRequest = z.object({
  name: channelName,
  itemTypes: itemTypesField.default(['recognition']),
  teamIds: teamIdsField.default([]),
});
export type TvChannelRequest = z.input<typeof tvChannelRequest>;
export const tvChannelPatch = z.object({
  name: channelName.optional(),
  itemTypes: itemTypesField.optional(),
  teamIds: teamIdsField.optional(),
});
export type TvChannelPatch = z.infer<typeof tvChannelPatch>;

/** Teams a TV link can be narrowed to. */
export const tvTeamList = z.object({ results: z.array(z.object({ id: idSchema, name: z.string() })) });
