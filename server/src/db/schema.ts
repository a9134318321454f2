import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

// ---- Platform (not tenant-owned) -------------------------------------------------------------

export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Sign-in, recovery and feedback allowances shared by every instance on PostgreSQL, in the
 * layout rate-limiter-flexible's RateLimiterPostgres reads and writes (`expire`: epoch ms).
 * Keys are SHA-256 hashes of the limited account or address, never the address itself.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const tenants = pgTable('tenants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  language: text('language').notNull().default('en'),
  plan: text('plan').notNull().default('enterprise'),
  /** Custom host names that also serve this tenant, lower case. */
  domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
  logoMediaId: uuid('logo_media_id'),
  bannerMediaId: uuid('banner_media_id'),
  /** `#RRGGBB` that themes the app (a generated Fluent brand ramp); null: Fluent's own brand. */
  brandColor: text('brand_color'),
  /** Language and time (/localization): defaults a member's own time zone overrides. */
  timeZone: text('time_zone').notNull().default('UTC'),
  weekStart: text('week_start').notNull().default('monday'),
  /** A named pattern of shared/src/contract/localization.ts datePatterns. */
  dateFormat: text('date_format').notNull().default('locale'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** argon2id; null until the person sets a password from a welcome or reset link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** One-time secrets: tenant handoff states, login challenges, password reset links. */
export const oneTimeSecrets = pgTable('one_time_secrets', {
  id: id(),
  purpose: text('purpose', { enum: ['handoff', 'challenge', 'reset'] }).notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const authFactors = pgTable('auth_factors', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['totp'] }).notNull(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  /** Last accepted time step, so a code cannot be replayed. */
  lastStep: integer('last_step'),
  confirmedAt: at('confirmed_at'),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  sentAt: at('sent_at'),
});

export const media = pgTable('media', {
  id: id(),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  /** The uploader's file name, for documents; null for media the platform made itself. */
  originalFilename: text('original_filename'),
  /** Variant name to storage key; `original` is always there. */
  variants: jsonb('variants').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

// ---- Tenant-owned (row-level security on tenant_id) -------------------------------------------

export const roles = pgTable('roles', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** App name to permission list, a subset of the catalog. */
  permissions: jsonb('permissions').$type<Record<string, string[]>>().notNull(),
  createdAt: createdAt(),
});

export const tenantMembers = pgTable(
  'tenant_members',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('employee'),
    customRoleId: uuid('custom_role_id').references(() => roles.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id'),
    invitationStatus: text('invitation_status', { enum: ['invited', 'joined', 'notInvited', 'archived'] })
      .notNull()
      .default('notInvited'),
    suspendedAt: at('suspended_at'),
    locale: text('locale'),
    timezone: text('timezone'),
    publicStaffProfile: jsonb('public_staff_profile').$type<Record<string, string | null>>(),
    avatarMediaId: uuid('avatar_media_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_members_tenant_user_unique').on(t.tenantId, t.userId),
    index('tenant_members_manager_idx').on(t.tenantId, t.managerId),
    // The member list's sortings, read in order a page at a time (bench/user-search.ts).
    index('tenant_members_first_name_idx').on(t.tenantId, t.firstName, t.lastName, t.id),
    index('tenant_members_last_name_idx').on(t.tenantId, t.lastName, t.firstName, t.id),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['manual', 'automated', 'quick'] })
      .notNull()
      .default('manual'),
    /** automated: `{ rules }` (TeamAutomation); quick: `{ kind, value }` (QuickTeamSource); manual: null. */
    automation: jsonb('automation'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // One team per name in a tenant, whatever the letter case ("Sales" and "sales" are one name).
  (t) => [uniqueIndex('teams_tenant_name_unique').on(t.tenantId, sql`lower(${t.name})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.memberId] }),
    // A member's teams (the timeline's team filter, recipients of a team).
    index('team_members_member_idx').on(t.memberId),
  ],
);

export const onboardingChecklistItems = pgTable(
  'onboarding_checklist_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemAlias: text('item_alias').notNull(),
    completed: boolean('completed').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.itemAlias] })],
);

export const onboardingDismissedItems = pgTable(
  'onboarding_dismissed_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    itemAlias: text('item_alias').notNull(),
    dismissedAt: at('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.itemAlias] })],
);

// ---- Notifications and feedback ----------------------------------------------------------------

export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The recipient. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** Who caused it; null for messages from the platform. */
    fromMemberId: uuid('from_member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    resourcePath: text('resource_path'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_messages_member_idx').on(t.tenantId, t.memberId, t.createdAt)],
);

export const notificationChannelPreferences = pgTable('notification_channel_preferences', {
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  /** Null: the member follows the tenant's default (notification_tenant_defaults) for it. */
  email: boolean('email'),
  webPush: boolean('web_push'),
  messaging: boolean('messaging'),
  recognitionDigest: text('recognition_digest', { enum: ['week', 'disabled'] }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The tenant's defaults for members' channels and digest (one row or none: all on, weekly). */
export const notificationTenantDefaults = pgTable('notification_tenant_defaults', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  webPush: boolean('web_push').notNull().default(true),
  messaging: boolean('messaging').notNull().default(true),
  recognitionDigest: text('recognition_digest', { enum: ['week', 'disabled'] })
    .notNull()
    .default('week'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One row per member and digest week: the weekly digest went out (exactly once, by the key). */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** The member's local Monday the digest is for (YYYY-MM-DD). */
    weekStart: date('week_start').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.weekStart] })],
);

export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('web_push_subscriptions_member_endpoint_unique').on(t.memberId, t.endpoint)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who wrote it; kept (as null) when the member is removed. */
    memberId: uuid('member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    pagePath: text('page_path'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

// ---- Recognition, points and timeline ----------------------------------------------------------

/** Company values; each holds qualities a recognition can name. */
export const recognitionValues = pgTable('recognition_values', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
  /** Archived values are not offered for new recognitions; old ones keep showing them. */
  archivedAt: at('archived_at'),
  createdAt: createdAt(),
});

export const recognitionQualities = pgTable(
  'recognition_qualities',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => recognitionValues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: at('archived_at'),
  },
  (t) => [index('recognition_qualities_value_idx').on(t.valueId)],
);

/** Whether a published recognition must name a quality (one row or none: required). */
export const valueSettings = pgTable('value_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  qualitiesRequired: boolean('qualities_required').notNull().default(true),
});

export const pointsAccountTypes = ['allocation', 'redeemable'] as const;

/** One allocation (to give) and one redeemable (received) account per member. */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: pointsAccountTypes }).notNull(),
    balance: integer('balance').notNull().default(0),
    allTimeReceived: integer('all_time_received').notNull().default(0),
    lockedAt: at('locked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_accounts_member_type_unique').on(t.memberId, t.type),
    check('points_accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** The ledger: every change of a balance is one row; a balance is the sum of its rows. */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => pointsAccounts.id, { onDelete: 'cascade' }),
    /** Signed: positive credits the account, negative debits it. */
    amount: integer('amount').notNull(),
    type: text('type').notNull(),
    recognitionId: uuid('recognition_id'),
    endorsementId: uuid('endorsement_id'),
    createdAt: createdAt(),
  },
  (t) => [index('points_transactions_account_idx').on(t.accountId, t.createdAt)],
);

export const resetFrequencies = ['never', 'month', 'quarter', 'year'] as const;

/** A tenant's budget settings: how often allocations reset and to how much (one row or none). */
export const budgetSettings = pgTable('budget_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  resetFrequency: text('reset_frequency', { enum: resetFrequencies }).notNull().default('month'),
  allocationAmount: integer('allocation_amount').notNull().default(100),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One row per allocation account and period: the reset happened (exactly once, by the key). */
export const allocationResets = pgTable(
  'allocation_resets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => pointsAccounts.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    expired: integer('expired').notNull(),
    allocated: integer('allocated').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.periodStart] })],
);

export const recognitions = pgTable(
  'recognitions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** Sanitized HTML (see server/src/apps/recognition/sanitize.ts). */
    message: text('message').notNull().default(''),
    /** Points asked per recipient; what each one got is on recognition_recipients. */
    amount: integer('amount').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    tenantWide: boolean('tenant_wide').notNull().default(true),
    /** The recipients as chosen: members and teams. */
    sendTo: jsonb('send_to').$type<{ id: string; type: 'tenantMember' | 'team' }[]>().notNull(),
    qualityIds: uuid('quality_ids').array().notNull().default(sql`'{}'::uuid[]`),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    gif: jsonb('gif').$type<{ url: string; title?: string | null } | null>(),
    refinementId: text('refinement_id'),
    scheduledAt: at('scheduled_at'),
    publishedAt: at('published_at'),
    pinnedUntil: at('pinned_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Removed by a moderator: hidden from every reader, kept for the audit trail. */
    removedAt: at('removed_at'),
    removedById: uuid('removed_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('recognitions_feed_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    // The 30-day maximum per recipient sums a sender's recent recognitions: (sender, status, published).
    index('recognitions_sender_published_idx').on(t.senderId, t.status, t.publishedAt),
    // Only recognitions that carried points count towards it; a sender's points are bounded by
    // their allocation, so this walk stays short however many point-less ones they send.
    index('recognitions_sender_points_idx')
      .on(t.senderId, t.publishedAt)
      .where(sql`${t.status} = 'published' and ${t.amount} > 0`),
    index('recognitions_timeline_idx').on(t.tenantId, t.publishedAt, t.id),
  ],
);

/** Recipients resolved from sendTo (teams expanded), with the points each one received. */
export const recognitionRecipients = pgTable(
  'recognition_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.recognitionId, t.memberId] }),
    index('recognition_recipients_member_idx').on(t.memberId),
  ],
);

/** Due scheduled sends. Not tenant-guarded: the publisher claims jobs of every tenant. */
export const scheduledPublications = pgTable(
  'scheduled_publications',
  {
    recognitionId: uuid('recognition_id')
      .primaryKey()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('scheduled_publications_run_at_idx').on(t.runAt)],
);

export const recognitionEndorsements = pgTable(
  'recognition_endorsements',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recognition_endorsements_one_per_member').on(t.recognitionId, t.memberId)],
);

export const recognitionReactions = pgTable(
  'recognition_reactions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recognitionId, t.memberId] })],
);

export const recognitionComments = pgTable(
  'recognition_comments',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    gifs: jsonb('gifs').$type<{ url: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    /** Removed by a moderator: hidden from every reader, kept for the audit trail. */
    removedAt: at('removed_at'),
    removedById: uuid('removed_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
  },
  (t) => [index('recognition_comments_thread_idx').on(t.recognitionId, t.createdAt)],
);

export const recognitionFlags = pgTable(
  'recognition_flags',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recognitionId, t.memberId] })],
);

export const recognitionCommentReactions = pgTable(
  'recognition_comment_reactions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => recognitionComments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

export const recognitionCommentFlags = pgTable(
  'recognition_comment_flags',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => recognitionComments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

/** AI refinements of a recognition message (001 §7 "Refinement"), kept so they can be deleted. */
export const refinements = pgTable('refinements', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  input: text('input').notNull(),
  output: text('output').notNull(),
  createdAt: createdAt(),
});

/** Signed upload intents: the media row exists once the file has arrived. */
export const uploadIntents = pgTable('upload_intents', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  originalFilename: text('original_filename').notNull(),
  contentType: text('content_type').notNull(),
  expiresAt: at('expires_at').notNull(),
  completedAt: at('completed_at'),
  createdAt: createdAt(),
});

/**
 * TV links for lobby screens: a token shows one tenant's public content without signing in.
 * The token is kept (admins copy the link again later) and looked up by its SHA-256 through
 * kudos_tv_channel(), the only cross-tenant read of this table.
 */
export const tvChannels = pgTable(
  'tv_channels',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the screen shows: recognition, award, celebration, announcement. */
    itemTypes: text('item_types').array().notNull(),
    /** Only content about these teams' members; empty means the whole tenant. */
    teamIds: uuid('team_ids').array().notNull().default(sql`'{}'::uuid[]`),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('tv_channels_token_hash_unique').on(t.tokenHash),
    index('tv_channels_tenant_idx').on(t.tenantId),
  ],
);

// ---- Auditing ----------------------------------------------------------------------------------

/**
 * HR records (staff records): one per employee, keyed by the HR system's employee id; linked to
 * the member with the same e-mail. Segment columns feed automated and quick teams.
 */
export const staffRecords = pgTable(
  'staff_records',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    managerEmployeeId: text('manager_employee_id'),
    jobTitle: text('job_title'),
    startDate: date('start_date'),
    /** MM-DD. */
    birthday: text('birthday'),
    country: text('country'),
    region: text('region'),
    location: text('location'),
    department: text('department'),
    costCenter: text('cost_center'),
    businessUnit: text('business_unit'),
    group: text('group_name'),
    memberId: uuid('member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_records_tenant_employee_unique').on(t.tenantId, sql`lower(${t.employeeId})`),
    uniqueIndex('staff_records_tenant_email_unique').on(t.tenantId, t.email),
    index('staff_records_member_idx').on(t.memberId),
  ],
);

/**
 * Flow helpers (000 §7): one row per multi-step admin operation (`staffImport`, `batchInvite`).
 * `options` are what update sets, `summary` what preview counts, `result` what execute did.
 */
export const flows = pgTable(
  'flows',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['staffImport', 'batchInvite'] }).notNull(),
    status: text('status', { enum: ['preview', 'executing', 'executed', 'failed'] })
      .notNull()
      .default('preview'),
    createdByMemberId: uuid('created_by_member_id'),
    fileName: text('file_name'),
    options: jsonb('options').notNull(),
    summary: jsonb('summary').notNull(),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    executedAt: at('executed_at'),
  },
  (t) => [index('flows_tenant_kind_idx').on(t.tenantId, t.kind, t.createdAt)],
);

/** A staff import's rows as parsed and judged at init; execute applies those not invalid. */
export const staffImportRows = pgTable(
  'staff_import_rows',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    outcome: text('outcome', { enum: ['new', 'changed', 'unchanged', 'invalid'] }).notNull(),
    /** The row's normalised fields, by StaffRecordColumn. */
    record: jsonb('record').$type<Record<string, string | null>>().notNull(),
    changes: jsonb('changes').$type<string[]>().notNull(),
    errors: jsonb('errors').$type<{ column: string | null; message: string }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flowId, t.line] }),
    index('staff_import_rows_outcome_idx').on(t.flowId, t.outcome),
  ],
);

/** The segment kinds that get one quick team per value (/team/quick-teams/configure). */
export const quickTeamSettings = pgTable('quick_team_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  kinds: text('kinds').array().notNull().default(sql`'{}'::text[]`),
});

/**
 * Every admin action, append-only: the app role may insert and read rows, never change or remove
 * one (0018 revokes UPDATE and DELETE). `before`/`after` are the changed record as the API shows
 * it; null before a creation and after a deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who acted; kept (as a bare id) when the member is later removed. */
    actorMemberId: uuid('actor_member_id'),
    /** `<area>.<verb>`, e.g. `team.create`, `team.addMembers`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_log_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

/** Tables that carry tenant_id and are guarded by row-level security. */
export const tenantOwnedTables = [
  'roles',
  'staff_records',
  'flows',
  'staff_import_rows',
  'quick_team_settings',
  'tenant_members',
  'teams',
  'team_members',
  'onboarding_checklist_items',
  'onboarding_dismissed_items',
  'notification_messages',
  'notification_channel_preferences',
  'notification_tenant_defaults',
  'notification_digests',
  'web_push_subscriptions',
  'feedback',
  'recognition_values',
  'recognition_qualities',
  'value_settings',
  'points_accounts',
  'points_transactions',
  'recognitions',
  'recognition_recipients',
  'recognition_endorsements',
  'recognition_reactions',
  'recognition_comments',
  'recognition_flags',
  'upload_intents',
  'refinements',
  'recognition_comment_reactions',
  'recognition_comment_flags',
  'tv_channels',
  'budget_settings',
  'allocation_resets',
  'audit_log',
] as const;
