import { z } from 'zod';
import { maxPageSize, notificationPageSize } from '../constants.ts';
import { booleanQuery, commaList, idSchema, isoDateTime, mediaSchema, pageOf } from './common.ts';

/** A member as other records embed them: who sent a notification, who gave feedback. */
export const memberRef = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrls: mediaSchema.nullable(),
});
export type MemberRef = z.infer<typeof memberRef>;

// ---- Messages (000 §3 "Notification message", §7 "Notifications") -----------------------------

/**
 * What a notification means: its kind (`recognition.recognized`, registered by the area that
 * sends it) and the values its sentence names (`{ name: 'Max Planck' }`). The web app renders it
 * in the reader's language (its catalogue's `kinds.<kind>`); null on old rows that kept only text.
 */
export const notificationKind = z
  .string()
  .regex(/^[a-z][\w-]*\.[a-zA-Z]\w*$/)
  .describe('What the notification means, e.g. recognition.recognized; null on old rows that kept only text');
export const notificationParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('The values the sentence of the kind names, e.g. { "name": "Max Planck" }');

export const notificationMessage = z.object({
  id: idSchema,
  kind: notificationKind.nullable(),
  params: notificationParams.nullable(),
  /** The sentence in the reader's language (their locale, else the tenant's language, else English). */
  message: z.string(),
  /** A path inside the app the message links to (`/recognitions/{id}`), or null. */
  resourcePath: z.string().nullable(),
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  fromMemberId: idSchema.nullable(),
  /** Present when the list asked for `embed=fromMember`; null for messages from the platform. */
  fromMember: memberRef.nullable().optional(),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

export const notificationSortings = ['-createdAt', 'createdAt'] as const;
export const notificationEmbeds = ['fromMember'] as const;

/** Filter `read=true|false`; without it, read and unread messages alike. */
const readFilter = { read: booleanQuery.optional() };

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(notificationPageSize),
  sorting: z.enum(notificationSortings).default('-createdAt'),
  embed: commaList(z.enum(notificationEmbeds)).optional(),
  ...readFilter,
});
export const notificationPage = pageOf(notificationMessage);

export const notificationCountQuery = z.object(readFilter);
export const countResponse = z.object({ count: z.number().int().min(0) });

// ---- Channels and digest ----------------------------------------------------------------------

export const notificationChannels = ['email', 'webPush', 'messaging'] as const;
export const channelPreferences = z.object({
  email: z.boolean(),
  webPush: z.boolean(),
  messaging: z.boolean(),
});
export type ChannelPreferences = z.infer<typeof channelPreferences>;
export const patchChannelPreferences = channelPreferences.partial().strict();

export const recognitionDigests = ['week', 'disabled'] as const;
export type RecognitionDigest = (typeof recognitionDigests)[number];
export const recognitionNotificationSettings = z.object({ digest: z.enum(recognitionDigests) });
export type RecognitionNotificationSettings = z.infer<typeof recognitionNotificationSettings>;
export const putRecognitionNotificationSettings = recognitionNotificationSettings.strict();

/**
 * The tenant's defaults (admin /notifications, recognitionApp manageNotificationSettings): every
 * member follows them for each setting they have not changed themselves.
 */
export const tenantNotificationDefaults = channelPreferences.extend({ digest: z.enum(recognitionDigests) });
export type TenantNotificationDefaults = z.infer<typeof tenantNotificationDefaults>;
export const putTenantNotificationDefaults = tenantNotificationDefaults.strict();

// ---- Browser push -----------------------------------------------------------------------------

/** The push service URL a browser hands out; always https. */
export const pushEndpoint = z
  .url({ protocol: /^https$/, error: 'The endpoint must be an https URL' })
  .max(2048);

/** PushSubscription.toJSON().keys: base64url (or base64) of a 65-byte P-256 key and a 16-byte secret. */
export const pushKeys = z.object({
  p256dh: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{87}=?$/, { error: 'p256dh must be a base64url P-256 public key' }),
  auth: z.string().regex(/^[A-Za-z0-9+/_-]{22}(==)?$/, { error: 'auth must be a base64url 16-byte secret' }),
});

/** The host the subscribing app runs on (`acme.kudos.example`, optionally with a port). */
export const pushDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:\d{1,5})?$/, { error: 'Enter a host name' });

export const webPushSubscription = z.object({ endpoint: pushEndpoint, keys: pushKeys, domain: pushDomain });
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

/** Unsubscribing names the endpoint; keys and domain may be sent along and are ignored. */
export const deleteWebPushSubscription = z.object({
  endpoint: pushEndpoint,
  keys: pushKeys.optional(),
  domain: pushDomain.optional(),
});

export const storedWebPushSubscription = z.object({
  endpoint: z.string(),
  domain: z.string(),
  createdAt: isoDateTime,
});

/** The application server key a browser subscribes with (`applicationServerKey`), base64url. */
export const vapidPublicKeyResponse = z.object({ publicKey: z.string() });

/**
 * What a push message carries (JSON, encrypted for the subscription): the new notification, so the
 * service worker can show `message` and open `resourcePath` on click.
 */
export const webPushPayload = notificationMessage.pick({
  id: true,
  message: true,
  resourcePath: true,
  createdAt: true,
});
export type WebPushPayload = z.infer<typeof webPushPayload>;
