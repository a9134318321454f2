/**
 * The database schema, one file per server area in schema/<area>.ts (the folders of
 * server/src/apps); this barrel re-exports them all, so code imports tables from here and
 * drizzle.config.ts reads the whole schema from here.
 * Migrations stay in server/drizzle; name a new one after its area (e.g. 0042_card_rls.sql).
 */
export * from './schema/announcement.ts';
export * from './schema/auditing.ts';
export * from './schema/award.ts';
export * from './schema/card.ts';
export * from './schema/celebration.ts';
export * from './schema/feedback.ts';
export * from './schema/identity.ts';
export * from './schema/media.ts';
export * from './schema/notifications.ts';
export * from './schema/onboarding.ts';
export * from './schema/platform.ts';
export * from './schema/points.ts';
export * from './schema/recognition.ts';
export * from './schema/refinement.ts';
export * from './schema/rewards.ts';
export * from './schema/scim.ts';
export * from './schema/tv.ts';
export * from './schema/uploads.ts';

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
