import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/**
 * Identity: tenants, accounts and their sign-in (tokens, secrets, factors, password policy,
 * e-mail domains, SAML), members, roles, teams and staffing (staff records, flows, quick teams).
 * The core the other areas point at (tenants, users, tenantMembers, teams) lives here.
 */

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
