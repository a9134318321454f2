import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

/** The IdP's session behind a SAML sign-in (docs/saml.md, single logout). */
export type SamlSessionRef = {
  providerId: string;
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
};

/** The member an SSO sign-in makes once the account's owner confirms by the mailed link. */
export type SsoLink = {
  providerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  department: string | null;
};

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
    /** For a session a SAML IdP signed in: whom it named, so single logout can find and end it. */
    saml: jsonb('saml').$type<SamlSessionRef>(),
    /**
     * For a session that rests on the account's password (typed at sign-in, the invitation's first
     * password, a change): the tenants among the account's memberships whose password policy that
     * password fails (length, character classes), judged while it was at hand, so the handoff into
     * one of them refuses it as that tenant's sign-in would. null: not a password session (an IdP
     * signed it in, or it predates this column); its password's strength is not known.
     */
    passwordWeakTenantIds: uuid('password_weak_tenant_ids').array(),
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
  /** A handoff made by the SAML ACS: the IdP's session, carried to the access token. */
  saml: jsonb('saml').$type<SamlSessionRef>(),
  /**
   * A handoff the SAML ACS mailed instead of signing in: the IdP named an account that exists
   * already (other organizations, or a password of its own), so the membership is made only when
   * the mailbox's owner opens the link (issue 25).
   */
  ssoLink: jsonb('sso_link').$type<SsoLink>(),
  /**
   * A login challenge or handoff from a password session: `access_tokens.password_weak_tenant_ids`
   * of the session it continues, carried to the token it becomes (null: not a password session).
   */
  passwordWeakTenantIds: uuid('password_weak_tenant_ids').array(),
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
  /** The HTML alternative, for mails that have one (announcements). */
  html: text('html'),
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

export const pointsAccountTypes = ['allocation', 'redeemable', 'pointsBank', 'fund'] as const;

/**
 * One allocation (to give) and one redeemable (received) account per member, and one
 * `pointsBank` account per budget item (docs/awards.md): exactly one owner is set. The tenant's
 * one `fund` account (docs/points.md) has no owner; its lockedAt set means the fund is disabled.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => tenantMembers.id, { onDelete: 'cascade' }),
    budgetItemId: uuid('budget_item_id').references((): AnyPgColumn => budgetItems.id, {
      onDelete: 'cascade',
    }),
    type: text('type', { enum: pointsAccountTypes }).notNull(),
    balance: integer('balance').notNull().default(0),
    allTimeReceived: integer('all_time_received').notNull().default(0),
    lockedAt: at('locked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_accounts_member_type_unique').on(t.memberId, t.type),
    uniqueIndex('points_accounts_budget_item_unique').on(t.budgetItemId),
    check('points_accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check(
      'points_accounts_one_owner',
      sql`(${t.type} = 'fund' and ${t.memberId} is null and ${t.budgetItemId} is null) or (${t.type} <> 'fund' and (${t.memberId} is null) <> (${t.budgetItemId} is null))`,
    ),
    uniqueIndex('points_accounts_fund_unique').on(t.tenantId).where(sql`${t.type} = 'fund'`),
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
    awardId: uuid('award_id'),
    /** The admin behind an adjustment, reversal, expiry or fund allocation (docs/points.md). */
    actorMemberId: uuid('actor_member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** For a `reversal` row: the row it compensates; at most one reversal per row and account. */
    reversalOf: uuid('reversal_of').references((): AnyPgColumn => pointsTransactions.id, {
      onDelete: 'cascade',
    }),
    /** For a credit: the account the points left (a transfer, a fund allocation); a reversal returns them there. */
    sourceAccountId: uuid('source_account_id').references((): AnyPgColumn => pointsAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_transactions_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('points_transactions_reversal_unique').on(t.reversalOf, t.accountId),
    // The tenant-wide reports (liabilities, transactions) walk a date range of one tenant.
    index('points_transactions_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const resetFrequencies = ['never', 'month', 'quarter', 'year'] as const;

/** A tenant's budget settings: how often allocations reset and to how much (one row or none). */
export const budgetSettings = pgTable('budget_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  resetFrequency: text('reset_frequency', { enum: resetFrequencies }).notNull().default('month'),
  allocationAmount: integer('allocation_amount').notNull().default(100),
  /** Liabilities' currency (ISO 4217) and one point's worth in millionths of it (docs/points.md). */
  currency: text('currency').notNull().default('USD'),
  pointValueMicros: integer('point_value_micros').notNull().default(10_000),
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
    /**
     * While executing: the run's id and how long it is known to be alive. The instance running
     * it renews the lease; an expired lease means the instance died (http/flows.ts).
     */
    leaseId: uuid('lease_id'),
    leaseUntil: at('lease_until'),
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

// ---- Security and access (password policy, SCIM provisioning) ---------------------------------

/** A tenant's password rules (/tenant/security); no row means the defaults of shared/contract/security. */
export const passwordPolicies = pgTable('password_policies', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  minLength: integer('min_length').notNull().default(8),
  requireUppercase: boolean('require_uppercase').notNull().default(false),
  requireLowercase: boolean('require_lowercase').notNull().default(false),
  requireDigit: boolean('require_digit').notNull().default(false),
  requireSymbol: boolean('require_symbol').notNull().default(false),
  /** How many earlier passwords a new one may not repeat; 0: no check. */
  reuseLimit: integer('reuse_limit').notNull().default(0),
  maxAgeDays: integer('max_age_days'),
  /** "Expire all passwords": a password set before this must be reset at the next sign-in. */
  passwordsExpiredAt: at('passwords_expired_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every password an account has had, newest last (hashes only): the reuse check and the age of
 * the current one. Accounts are global, so this is not tenant-owned.
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The e-mail domains an organization claims (issue 25). Its identity provider and its SCIM client
 * are trusted only for addresses in the verified ones; a domain is verified when a DNS TXT record
 * at `_kudos-challenge.<domain>` holds `kudos-verification=<verification token>`.
 */
export const tenantEmailDomains = pgTable(
  'tenant_email_domains',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower case, no trailing dot (`acme.test`). */
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: at('verified_at'),
    /** When the record was last looked up, and what the lookup found wanting (null: nothing). */
    lastCheckedAt: at('last_checked_at'),
    lastCheckError: text('last_check_error'),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenant_email_domains_unique').on(t.tenantId, t.domain)],
);

/** Bearer tokens an identity provider uses for SCIM; only the SHA-256 is kept. */
export const scimTokens = pgTable('scim_tokens', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastUsedAt: at('last_used_at'),
  revokedAt: at('revoked_at'),
});

/**
 * How the identity provider names a member or team it provisions: its own id (`externalId`) and,
 * for a member, the `userName` it matches on (Entra's user principal name may differ from the mail).
 */
export const scimIdentities = pgTable(
  'scim_identities',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: ['User', 'Group'] }).notNull(),
    /** The member id (User) or team id (Group). */
    resourceId: uuid('resource_id').notNull(),
    externalId: text('external_id'),
    userName: text('user_name'),
  },
  (t) => [
    primaryKey({ columns: [t.resourceType, t.resourceId] }),
    uniqueIndex('scim_identities_external_unique').on(t.tenantId, t.resourceType, t.externalId),
    uniqueIndex('scim_identities_user_name_unique').on(t.tenantId, t.resourceType, sql`lower(${t.userName})`),
  ],
);

// ---- Rewards (docs/rewards.md) -----------------------------------------------------------------

/** A reward store: the tenant's own catalogue, or a gift-card provider of the Tango RaaS kind. */
export const rewardProviders = pgTable('reward_providers', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['catalog', 'tango'] }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  /** Tango kind: platform name, customer and account identifiers, environment, points per unit. */
  settings: jsonb('settings'),
  /** Tango kind: the platform key; write-only through the API, never answered or audited. */
  secret: text('secret'),
  archivedAt: at('archived_at'),
  createdAt: createdAt(),
});

/** What a store offers; a gift-card provider's catalogue is copied here by its sync. */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => rewardProviders.id, { onDelete: 'cascade' }),
    /** The provider's own id of the item (Tango: utid); null for the tenant's own rewards. */
    externalId: text('external_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    cost: integer('cost').notNull(),
    /** null: unlimited. */
    stock: integer('stock'),
    faceValue: jsonb('face_value'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rewards_provider_external_unique').on(t.providerId, t.externalId),
    check('rewards_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('rewards_cost_positive', sql`${t.cost} > 0`),
  ],
);

/** A redemption: the points left the member's redeemable account when this row was made. */
export const rewardOrders = pgTable(
  'reward_orders',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => rewardProviders.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    /** The reward's name and cost when redeemed; later edits do not rewrite history. */
    rewardName: text('reward_name').notNull(),
    cost: integer('cost').notNull(),
    state: text('state', { enum: ['pending', 'fulfilled', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The client's key for one redemption: a repeated request answers the first order. */
    idempotencyKey: text('idempotency_key'),
    externalRef: text('external_ref'),
    failureReason: text('failure_reason'),
    fulfilledAt: at('fulfilled_at'),
    fulfilledById: uuid('fulfilled_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_orders_idempotency_unique').on(t.memberId, t.idempotencyKey),
    index('reward_orders_member_idx').on(t.tenantId, t.memberId, t.createdAt),
    index('reward_orders_state_idx').on(t.tenantId, t.state, t.createdAt),
  ],
);

// ---- Announcements (docs/announcements.md) -----------------------------------------------------

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML (server/src/apps/announcement/sanitize.ts). */
    body: text('body').notNull().default(''),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['draft', 'scheduled', 'active', 'archived'] })
      .notNull()
      .default('draft'),
    startAt: at('start_at'),
    endAt: at('end_at'),
    publishedAt: at('published_at'),
    archivedAt: at('archived_at'),
    audience: jsonb('audience')
      .$type<{ wholeCompany: boolean; teamIds: string[]; memberIds: string[] }>()
      .notNull(),
    participation: text('participation', { enum: ['none', 'acknowledge', 'rsvp'] })
      .notNull()
      .default('none'),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('announcements_timeline_idx').on(t.tenantId, t.publishedAt, t.id),
  ],
);

/**
 * The audience as it was when the announcement went live (teams expanded), one row per member,
 * with what they answered: participation, the admin's list and reminders all read it.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    acknowledgedAt: at('acknowledged_at'),
    rsvp: text('rsvp', { enum: ['yes', 'no', 'maybe'] }),
    respondedAt: at('responded_at'),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId] }),
    index('announcement_recipients_member_idx').on(t.memberId),
  ],
);

/**
 * Due lifecycle moves (publish a scheduled announcement at start_at, archive at end_at). Not
 * tenant-guarded, like scheduled_publications: the sweep claims moves of every tenant.
 */
export const announcementMoves = pgTable(
  'announcement_moves',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['publish', 'archive'] }).notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    runAt: at('run_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.kind] }),
    index('announcement_moves_run_at_idx').on(t.runAt),
  ],
);

/**
 * E-mails still to send for published announcements and reminders: an outbox the mail sweep
 * drains in batches (`for update skip locked`), a row deleted in the transaction that sent it.
 * Not tenant-guarded, so one sweep serves every tenant; the mail itself is rendered inside the
 * tenant's guarded transaction.
 */
export const announcementMails = pgTable(
  'announcement_mails',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['published', 'reminder'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId, t.kind] }),
    index('announcement_mails_created_idx').on(t.createdAt),
  ],
);

// ---- Awards, nominations and point banks (docs/awards.md) --------------------------------------

/** A point bank: a budget item whose `pointsBank` ledger account funds award types. */
export const budgetItems = pgTable('budget_items', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ownerIds: uuid('owner_ids').array().notNull().default(sql`'{}'::uuid[]`),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** Deleted banks keep their account and ledger rows for the history. */
  deletedAt: at('deleted_at'),
});

export const awardTypes = pgTable(
  'award_types',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(0),
    senders: jsonb('senders').$type<{ id: string; type: 'tenantMember' | 'team' }[]>().notNull().default([]),
    pointsLocked: boolean('points_locked').notNull().default(false),
    budgetItemId: uuid('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    mediaObjectId: uuid('media_object_id'),
    archivedAt: at('archived_at'),
    nomination: boolean('nomination').notNull().default(false),
    nominationStartAt: at('nomination_start_at'),
    nominationEndAt: at('nomination_end_at'),
    /** What the window job last announced: null, `open` or `closed` (docs/awards.md). */
    nominationAnnounced: text('nomination_announced'),
    finalizedAt: at('finalized_at'),
    notify: boolean('notify').notNull().default(true),
    pinForDays: integer('pin_for_days'),
    maxNominations: integer('max_nominations'),
    tenantWideNominators: boolean('tenant_wide_nominators').notNull().default(true),
    tenantWideCandidates: boolean('tenant_wide_candidates').notNull().default(true),
    candidateIds: uuid('candidate_ids').array().notNull().default(sql`'{}'::uuid[]`),
    nominatorIds: uuid('nominator_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Told when the nomination window closes. */
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('award_types_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** One send of an award type; each member it reached is an award_recipients row with its points. */
export const awards = pgTable(
  'awards',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: uuid('award_type_id')
      .notNull()
      .references(() => awardTypes.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    /** The type's name and badge when sent; later edits of the type do not rewrite history. */
    name: text('name').notNull(),
    mediaObjectId: uuid('media_object_id'),
    /** Sanitized HTML. */
    message: text('message').notNull(),
    amount: integer('amount').notNull().default(0),
    sendTo: jsonb('send_to').$type<{ id: string; type: 'tenantMember' | 'team' }[]>().notNull(),
    nominationRound: boolean('nomination_round').notNull().default(false),
    pinnedUntil: at('pinned_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('awards_timeline_idx').on(t.tenantId, t.createdAt, t.id),
    index('awards_type_idx').on(t.awardTypeId, t.createdAt),
  ],
);

export const awardRecipients = pgTable(
  'award_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.awardId, t.memberId] }),
    index('award_recipients_member_idx').on(t.memberId),
  ],
);

export const nominations = pgTable(
  'nominations',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: uuid('award_type_id')
      .notNull()
      .references(() => awardTypes.id, { onDelete: 'cascade' }),
    nomineeId: uuid('nominee_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    nominatorId: uuid('nominator_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nominations_once_unique').on(t.awardTypeId, t.nominatorId, t.nomineeId),
    index('nominations_type_idx').on(t.awardTypeId, t.createdAt),
  ],
);

export const awardWinners = pgTable(
  'award_winners',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: uuid('award_type_id')
      .notNull()
      .references(() => awardTypes.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** Set when finalize awarded them. */
    awardId: uuid('award_id').references(() => awards.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.awardTypeId, t.memberId] })],
);

const awardRef = () =>
  uuid('award_id')
    .notNull()
    .references(() => awards.id, { onDelete: 'cascade' });
const memberRef = () =>
  uuid('member_id')
    .notNull()
    .references(() => tenantMembers.id, { onDelete: 'cascade' });
const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const awardEndorsements = pgTable(
  'award_endorsements',
  {
    id: id(),
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('award_endorsements_one_per_member').on(t.awardId, t.memberId)],
);

export const awardReactions = pgTable(
  'award_reactions',
  {
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.memberId] })],
);

export const awardComments = pgTable(
  'award_comments',
  {
    id: id(),
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    body: text('body').notNull(),
    gifs: jsonb('gifs').$type<{ url: string; title?: string | null }[]>().notNull().default([]),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [index('award_comments_thread_idx').on(t.awardId, t.createdAt)],
);

export const awardCommentReactions = pgTable(
  'award_comment_reactions',
  {
    tenantId: tenantRef(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => awardComments.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

export const awardFlags = pgTable(
  'award_flags',
  {
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.memberId] })],
);

export const awardCommentFlags = pgTable(
  'award_comment_flags',
  {
    tenantId: tenantRef(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => awardComments.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

// ---- Celebrations (docs/celebrations.md) -------------------------------------------------------

/** A tenant's celebration settings (one row or none: the defaults of celebration/preferences.ts). */
export const celebrationTenantPreferences = pgTable('celebration_tenant_preferences', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  celebratedKinds: text('celebrated_kinds').array().notNull(),
  showYear: boolean('show_year').notNull().default(true),
  cardViewers: text('card_viewers', { enum: ['everyone', 'contributors'] })
    .notNull()
    .default('everyone'),
  cardCreators: text('card_creators', { enum: ['everyone', 'admins'] })
    .notNull()
    .default('everyone'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A member's opt-out and birthday privacy (no row: celebrated, birthday shown). */
export const celebrationMemberPreferences = pgTable('celebration_member_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  optedOut: boolean('opted_out').notNull().default(false),
  hideBirthday: boolean('hide_birthday').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A celebration the daily job made: one per (member, kind, day), whoever runs the job. */
export const celebrationEvents = pgTable(
  'celebration_events',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['birthday', 'anniversary', 'welcome', 'onboarding'] }).notNull(),
    celebratedOn: date('celebrated_on').notNull(),
    /** Completed years of an anniversary; null for the other kinds. */
    years: integer('years'),
    /** The points the member got for it (0: none configured). */
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('celebration_events_once').on(t.tenantId, t.memberId, t.kind, t.celebratedOn),
    index('celebration_events_timeline_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** The tenant's days the daily job has finished; the next run starts after the latest one. */
export const celebrationDays = pgTable(
  'celebration_days',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    events: integer('events').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** Points per allocation source (001 §3): birthday, anniversary, welcome, onboarding ... */
export const allocationSources = pgTable(
  'allocation_sources',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    amount: integer('amount').notNull().default(0),
    enabled: boolean('enabled').notNull().default(false),
    /** How often the source's accounts reset (the pointsBank source; allocation uses budget_settings). */
    resetFrequency: text('reset_frequency', { enum: resetFrequencies }).notNull().default('never'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.source] }),
    check('allocation_sources_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** A team's own amount of an allocation source; a member in several such teams gets the largest. */
export const allocationSourceTeams = pgTable(
  'allocation_source_teams',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.source, t.teamId] }),
    check('allocation_source_teams_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * The redeemable ledger summed per closed day (tenant time zone `time_zone`), filled by the
 * liabilities report and the hourly job: the report then adds days, not rows (docs/points.md).
 */
export const pointsLiabilityDays = pgTable(
  'points_liability_days',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    timeZone: text('time_zone').notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull(),
    expired: bigint('expired', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

// ---- SAML single sign-on (server/src/apps/identity/saml) ----------------------------------------

/** A tenant's SAML 2.0 identity provider, configured from its metadata. */
export const samlProviders = pgTable(
  'saml_providers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idpEntityId: text('idp_entity_id').notNull(),
    ssoUrl: text('sso_url').notNull(),
    /** The IdP's signing certificates, PEM; any of them may sign (rollover). */
    certificates: text('certificates').array().notNull(),
    metadataUrl: text('metadata_url'),
    jitEnabled: boolean('jit_enabled').notNull().default(false),
    /** `admin`, `employee` or a custom role's id, for members created just in time. */
    defaultRole: text('default_role').notNull().default('employee'),
    ssoOnly: boolean('sso_only').notNull().default(false),
    allowIdpInitiated: boolean('allow_idp_initiated').notNull().default(false),
    /** The IdP's single logout service (HTTP-Redirect), when its metadata names one. */
    sloUrl: text('slo_url'),
    /** The IdP's metadata says WantAuthnRequestsSigned: our requests to it are signed. */
    wantRequestsSigned: boolean('want_requests_signed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saml_providers_idp_unique').on(t.tenantId, t.idpEntityId)],
);

/** AuthnRequest ids we sent and not yet answered: a response's InResponseTo must be one, once. */
export const samlRequests = pgTable('saml_requests', {
  id: text('id').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => samlProviders.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Assertion ids already used, kept until the assertion expires, so a replay is refused. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => samlProviders.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.assertionId] })],
);

// ---- Group cards (docs/cards.md) ----------------------------------------------------------------

/**
 * The tenant's library of card backgrounds; a card keeps its image when one is removed. Built-in
 * ones (built_in_key set) are made once per tenant and only hidden when removed, so they never
 * come back by themselves.
 */
export const cardBackgrounds = pgTable(
  'card_backgrounds',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    builtInKey: text('built_in_key'),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_backgrounds_built_in').on(t.tenantId, t.builtInKey)],
);

/** A group card for one member; delivered (bell and e-mail) once on deliver_on, tenant's time zone. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    tenantId: tenantRef(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    occasion: text('occasion', {
      enum: ['birthday', 'anniversary', 'welcome', 'onboarding', 'other'],
    }).notNull(),
    title: text('title').notNull(),
    backgroundId: uuid('background_id').references(() => cardBackgrounds.id, { onDelete: 'set null' }),
    /** The image shown: the library background's or the card's own upload. */
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    deliverOn: date('deliver_on').notNull(),
    deliveredAt: at('delivered_at'),
    /** Removed by a moderator: hidden from everyone, kept for audit. */
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cards_due_idx').on(t.tenantId, t.deliverOn).where(sql`${t.deliveredAt} is null`),
    index('cards_recipient_idx').on(t.tenantId, t.recipientId),
  ],
);

const cardRef = () =>
  uuid('card_id')
    .notNull()
    .references(() => cards.id, { onDelete: 'cascade' });

/** Members invited to sign a card (the creator is one from the start). */
export const cardContributors = pgTable(
  'card_contributors',
  {
    tenantId: tenantRef(),
    cardId: cardRef(),
    memberId: memberRef(),
    invitedById: uuid('invited_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.memberId] })],
);

export const cardSignatures = pgTable(
  'card_signatures',
  {
    id: id(),
    tenantId: tenantRef(),
    cardId: cardRef(),
    memberId: memberRef(),
    message: text('message').notNull(),
    gif: jsonb('gif').$type<{ url: string; title?: string | null }>(),
    mediaId: uuid('media_id').references(() => media.id),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // One live signature per member and card, also when two requests race.
  (t) => [uniqueIndex('card_signatures_once').on(t.cardId, t.memberId).where(sql`${t.removedAt} is null`)],
);

export const cardFlags = pgTable(
  'card_flags',
  {
    tenantId: tenantRef(),
    cardId: cardRef(),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.memberId] })],
);

export const cardSignatureFlags = pgTable(
  'card_signature_flags',
  {
    tenantId: tenantRef(),
    signatureId: uuid('signature_id')
      .notNull()
      .references(() => cardSignatures.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.signatureId, t.memberId] })],
);

/** Tables that carry tenant_id and are guarded by row-level security. */
export const tenantOwnedTables = [
  'tenant_email_domains',
  'budget_items',
  'award_types',
  'awards',
  'award_recipients',
  'nominations',
  'award_winners',
  'award_endorsements',
  'award_reactions',
  'award_comments',
  'award_comment_reactions',
  'award_flags',
  'award_comment_flags',
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
  'password_policies',
  'scim_tokens',
  'scim_identities',
  'celebration_tenant_preferences',
  'celebration_member_preferences',
  'celebration_events',
  'celebration_days',
  'allocation_sources',
  'allocation_source_teams',
  'points_liability_days',
  'reward_providers',
  'rewards',
  'reward_orders',
  'announcements',
  'announcement_recipients',
  'saml_providers',
  'saml_requests',
  'saml_assertions',
  'card_backgrounds',
  'cards',
  'card_contributors',
  'card_signatures',
  'card_flags',
  'card_signature_flags',
] as const;
