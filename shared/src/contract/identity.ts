import { z } from 'zod';
import { invitationStatuses, memberRoles, segmentKinds } from '../constants.ts';
import { tenantMemberObjectPermissions } from '../permissions.ts';
import { booleanQuery, commaList, idSchema, isoDateTime, mediaSchema, pageOf, pageQuery } from './common.ts';

// ---- Session ---------------------------------------------------------------------------------

export const email = z
  .email({ error: 'Enter a valid email address' })
  .max(254)
  .transform((v) => v.toLowerCase());
/** Rules for a new password: long enough to resist guessing, short enough to hash cheaply. */
export const newPassword = z
  .string()
  .min(10, { error: 'Use at least 10 characters' })
  .max(256, { error: 'Use at most 256 characters' });

export const loginRequest = z.object({ email, password: z.string().min(1).max(256) });

export const accessToken = z.object({
  token: z.string(),
  userId: idSchema,
  /** null: a user-scope token, signed in without a chosen tenant. */
  tenantId: idSchema.nullable(),
  expiresAt: isoDateTime,
});
export type AccessToken = z.infer<typeof accessToken>;

export const loginChallenge = z.object({
  type: z.literal('challenge'),
  challengeToken: z.string(),
  factorTypes: z.array(z.literal('totp')),
  expiresAt: isoDateTime,
});
export const loginResponse = z.discriminatedUnion('type', [
  accessToken.extend({ type: z.literal('accessToken') }),
  loginChallenge,
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const challengeRequest = z.object({
  challengeToken: z.string().min(1).max(200),
  code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }),
});

export const accessTokenInfo = z.object({
  userId: idSchema,
  tenantId: idSchema.nullable(),
  memberId: idSchema.nullable(),
  expiresAt: isoDateTime,
});

export const recoveryRequest = z.object({ email });
export const resetRequest = z.object({ token: z.string().min(1).max(200), password: newPassword });
export const changePasswordRequest = z.object({ currentPassword: z.string().min(1).max(256), newPassword });

// ---- Second factor ---------------------------------------------------------------------------

export const authFactor = z.object({
  id: idSchema,
  type: z.literal('totp'),
  name: z.string(),
  confirmed: z.boolean(),
  createdAt: isoDateTime,
  permissions: z.array(z.literal('delete')),
});
export const createTotpFactorRequest = z.object({
  name: z.string().trim().min(1).max(80).default('Authenticator app'),
});
export const createdTotpFactor = authFactor.extend({ secret: z.string(), otpauthUrl: z.string() });
export const confirmFactorRequest = z.object({ code: challengeRequest.shape.code });
export const authFactorList = z.object({ results: z.array(authFactor) });

// ---- Tenants ---------------------------------------------------------------------------------

export const tenantMetadataQuery = z.object({ domain: z.string().trim().min(1).max(253) });
export const tenantMetadata = z.object({
  id: idSchema.nullable(),
  name: z.string(),
  language: z.string(),
  logoUrls: mediaSchema.nullable(),
  bannerUrls: mediaSchema.nullable(),
  /**
   * `#RRGGBB` the app's Fluent theme is generated from; null: Fluent's own brand (branding.ts).
   * Always answered; optional for branding answers a browser kept from before brand colours.
   */
  brandColor: z.string().nullable().optional(),
  /**
   * Language and time (/localization): the tenant's time zone, first day of the week and date
   * pattern, applied wherever dates show. Optional like brandColor, for answers kept from before.
   */
  timeZone: z.string().optional(),
  weekStart: z.enum(['monday', 'sunday', 'saturday']).optional(),
  dateFormat: z.enum(['locale', 'dayMonthYear', 'monthDayYear', 'yearMonthDay']).optional(),
});
export type TenantMetadata = z.infer<typeof tenantMetadata>;

export const tenantSummary = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  logoUrls: mediaSchema.nullable(),
});
export const myTenants = z.object({ results: z.array(tenantSummary) });

export const tenant = tenantSummary.extend({
  language: z.string(),
  plan: z.string(),
  domains: z.array(z.string()),
  bannerUrls: mediaSchema.nullable(),
  brandColor: z.string().nullable(),
});
export type Tenant = z.infer<typeof tenant>;

export const tenantLoginResponse = z.object({ state: z.string(), url: z.string() });
export const handoffQuery = z.object({ state: z.string().min(1).max(200) });

/** BCP 47 language tag, checked by Intl. */
export const locale = z
  .string()
  .min(2)
  .max(35)
  .refine(
    (value) => {
      try {
        return Intl.getCanonicalLocales(value).length === 1;
      } catch {
        return false;
      }
    },
    { error: 'Unknown language' },
  );
export const localeBody = z.object({ locale });

export const timezone = z
  .string()
  .min(1)
  .max(64)
  .refine((value) => Intl.supportedValuesOf('timeZone').includes(value) || value === 'UTC', {
    error: 'Unknown time zone',
  });
export const timezoneBody = z.object({ timezone });

// ---- Tenant members --------------------------------------------------------------------------

/** A built-in role, or the id of one of the tenant's custom roles. */
export const roleName = z.union([z.enum(memberRoles), idSchema]);

/** The most characters a job title, department or location may have. */
export const staffProfileTextMaxLength = 120;

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A day that exists in some year, as MM-DD: "02-29" is one (a leap-day birthday), "02-30" is not. */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (daysInMonth[month - 1] ?? 0);
}

/** A birthday: month and day, no year. The issue is `invalid_format` with format `month-day`. */
export const monthDay = z.stringFormat('month-day', isMonthDay, {
  error: 'Enter a day that exists, as MM-DD (for example 04-23)',
});

const staffProfileText = z.string().max(staffProfileTextMaxLength).nullable().optional();

/**
 * What a member shares with colleagues, as the API answers it. Kept as lenient as the data
 * already stored (a birthday only matches MM-DD here): a request refuses more (below).
 */
export const publicStaffProfile = z.object({
  jobTitle: staffProfileText,
  department: staffProfileText,
  location: staffProfileText,
  startDate: z.iso.date().nullable().optional(),
  birthday: z
    .string()
    .regex(/^\d{2}-\d{2}$/, { error: 'Use MM-DD' })
    .nullable()
    .optional(),
});

/** The profile as a request sets it: the birthday must be a real day of the year. */
export const publicStaffProfileRequest = publicStaffProfile.extend({
  birthday: monthDay.nullable().optional(),
});

export const tenantMember = z.object({
  id: idSchema,
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  avatarUrls: mediaSchema.nullable(),
  publicStaffProfile: publicStaffProfile.nullable(),
  hasReports: z.boolean(),
  role: z.string(),
  managerId: idSchema.nullable(),
  locale: z.string().nullable(),
  timezone: z.string().nullable(),
  invitationStatus: z.enum(invitationStatuses),
  suspended: z.boolean(),
  createdAt: isoDateTime,
  permissions: z.array(z.enum(tenantMemberObjectPermissions)),
});
export type TenantMember = z.infer<typeof tenantMember>;

export const memberSortings = [
  'firstName',
  '-firstName',
  'lastName',
  '-lastName',
  'createdAt',
  '-createdAt',
] as const;

export const memberListQuery = pageQuery
  .extend({
    search: z.string().trim().max(100).optional(),
    idIn: commaList(idSchema).optional(),
    notIdIn: commaList(idSchema).optional(),
    suspended: booleanQuery.optional(),
    hasReports: booleanQuery.optional(),
    roleIn: commaList(z.string().min(1)).optional(),
    invitationStatusIn: commaList(z.enum(invitationStatuses)).optional(),
    managerIdIn: commaList(idSchema).optional(),
    /** Members of any of these teams (the People directory's team filter). */
    teamIdIn: commaList(idSchema).optional(),
    /**
     * Members whose HR record has this segment value (letter case ignored); both or neither. The
     * People directory's and the users table's segment filter.
     */
    segmentKind: z.enum(segmentKinds).optional(),
    segmentValue: z.string().trim().min(1).max(120).optional(),
    sorting: z.enum(memberSortings).default('firstName'),
  })
  .refine((query) => (query.segmentKind === undefined) === (query.segmentValue === undefined), {
    error: 'Choose a segment kind and a value together',
    path: ['segmentValue'],
  });
export const memberPage = pageOf(tenantMember);

export const createMemberRequest = z.object({
  email,
  firstName: z.string().trim().min(1, { error: 'Enter a first name' }).max(80),
  lastName: z.string().trim().min(1, { error: 'Enter a last name' }).max(80),
  role: roleName.default('employee'),
  managerId: idSchema.nullable().optional(),
  publicStaffProfile: publicStaffProfileRequest.optional(),
});

export const patchMemberRequest = z
  .object({
    firstName: z.string().trim().min(1, { error: 'Enter a first name' }).max(80),
    lastName: z.string().trim().min(1, { error: 'Enter a last name' }).max(80),
    managerId: idSchema.nullable(),
    publicStaffProfile: publicStaffProfileRequest,
    locale: locale.nullable(),
    timezone: timezone.nullable(),
  })
  .partial()
  .strict();

export const roleRequest = z.object({ role: roleName });

/** POST /identity/tenantMembers/{id}/avatar: a completed avatar upload's media id, or null to remove it. */
export const avatarRequest = z.object({ mediaId: idSchema.nullable() }).strict();
// Batch requests and invitations: ./members-admin.ts.

export const memberSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  suspended: z.number().int(),
  admins: z.number().int(),
  managers: z.number().int(),
  invitationStatus: z.object({
    invited: z.number().int(),
    joined: z.number().int(),
    notInvited: z.number().int(),
    archived: z.number().int(),
  }),
});

// ---- Second factor routes --------------------------------------------------------------------

/** A completed login challenge answers like a login without a second factor. */
export const challengeResponse = accessToken.extend({ type: z.literal('accessToken') });

// ---- Tenant members: export ------------------------------------------------------------------

/** Which members an export covers; every filter is optional and an empty body exports everyone. */
export const memberExportRequest = z
  .object({
    search: z.string().trim().max(100).optional(),
    idIn: z.array(idSchema).max(10_000).optional(),
    suspended: z.boolean().optional(),
    roleIn: z.array(z.string().min(1)).max(50).optional(),
    invitationStatusIn: z.array(z.enum(invitationStatuses)).optional(),
    managerIdIn: z.array(idSchema).max(500).optional(),
  })
  .strict();
