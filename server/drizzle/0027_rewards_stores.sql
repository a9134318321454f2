CREATE TABLE "allocation_sources" (
	"tenant_id" uuid NOT NULL,
	"source" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocation_sources_tenant_id_source_pk" PRIMARY KEY("tenant_id","source"),
	CONSTRAINT "allocation_sources_amount_not_negative" CHECK ("allocation_sources"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "announcement_mails" (
	"announcement_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_mails_announcement_id_member_id_kind_pk" PRIMARY KEY("announcement_id","member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "announcement_moves" (
	"announcement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_moves_announcement_id_kind_pk" PRIMARY KEY("announcement_id","kind")
);
--> statement-breakpoint
CREATE TABLE "announcement_recipients" (
	"tenant_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"rsvp" text,
	"responded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "announcement_recipients_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"audience" jsonb NOT NULL,
	"participation" text DEFAULT 'none' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_comment_flags" (
	"tenant_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_comment_flags_comment_id_member_id_pk" PRIMARY KEY("comment_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "award_comment_reactions" (
	"tenant_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_comment_reactions_comment_id_member_id_pk" PRIMARY KEY("comment_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "award_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"award_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"body" text NOT NULL,
	"gifs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "award_endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"award_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_flags" (
	"tenant_id" uuid NOT NULL,
	"award_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_flags_award_id_member_id_pk" PRIMARY KEY("award_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "award_reactions" (
	"tenant_id" uuid NOT NULL,
	"award_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_reactions_award_id_member_id_pk" PRIMARY KEY("award_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "award_recipients" (
	"tenant_id" uuid NOT NULL,
	"award_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "award_recipients_award_id_member_id_pk" PRIMARY KEY("award_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "award_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"senders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_locked" boolean DEFAULT false NOT NULL,
	"budget_item_id" uuid,
	"media_object_id" uuid,
	"archived_at" timestamp with time zone,
	"nomination" boolean DEFAULT false NOT NULL,
	"nomination_start_at" timestamp with time zone,
	"nomination_end_at" timestamp with time zone,
	"nomination_announced" text,
	"finalized_at" timestamp with time zone,
	"notify" boolean DEFAULT true NOT NULL,
	"pin_for_days" integer,
	"max_nominations" integer,
	"tenant_wide_nominators" boolean DEFAULT true NOT NULL,
	"tenant_wide_candidates" boolean DEFAULT true NOT NULL,
	"candidate_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"nominator_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_winners" (
	"tenant_id" uuid NOT NULL,
	"award_type_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"award_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_winners_award_type_id_member_id_pk" PRIMARY KEY("award_type_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"award_type_id" uuid NOT NULL,
	"sender_id" uuid,
	"name" text NOT NULL,
	"media_object_id" uuid,
	"message" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"send_to" jsonb NOT NULL,
	"nomination_round" boolean DEFAULT false NOT NULL,
	"pinned_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "budget_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"owner_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "celebration_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"events" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celebration_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "celebration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"celebrated_on" date NOT NULL,
	"years" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celebration_member_preferences" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"hide_birthday" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celebration_tenant_preferences" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"celebrated_kinds" text[] NOT NULL,
	"show_year" boolean DEFAULT true NOT NULL,
	"card_viewers" text DEFAULT 'everyone' NOT NULL,
	"card_creators" text DEFAULT 'everyone' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"award_type_id" uuid NOT NULL,
	"nominee_id" uuid NOT NULL,
	"nominator_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_policies" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"min_length" integer DEFAULT 8 NOT NULL,
	"require_uppercase" boolean DEFAULT false NOT NULL,
	"require_lowercase" boolean DEFAULT false NOT NULL,
	"require_digit" boolean DEFAULT false NOT NULL,
	"require_symbol" boolean DEFAULT false NOT NULL,
	"reuse_limit" integer DEFAULT 0 NOT NULL,
	"max_age_days" integer,
	"passwords_expired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"reward_name" text NOT NULL,
	"cost" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"external_ref" text,
	"failure_reason" text,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb,
	"secret" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"cost" integer NOT NULL,
	"stock" integer,
	"face_value" jsonb,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_stock_not_negative" CHECK ("rewards"."stock" is null or "rewards"."stock" >= 0),
	CONSTRAINT "rewards_cost_positive" CHECK ("rewards"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "scim_identities" (
	"tenant_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"external_id" text,
	"user_name" text,
	CONSTRAINT "scim_identities_resource_type_resource_id_pk" PRIMARY KEY("resource_type","resource_id")
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scim_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "points_accounts" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD COLUMN "budget_item_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "award_id" uuid;--> statement-breakpoint
ALTER TABLE "allocation_sources" ADD CONSTRAINT "allocation_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_mails" ADD CONSTRAINT "announcement_mails_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_mails" ADD CONSTRAINT "announcement_mails_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_mails" ADD CONSTRAINT "announcement_mails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_moves" ADD CONSTRAINT "announcement_moves_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_moves" ADD CONSTRAINT "announcement_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_id_tenant_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comment_flags" ADD CONSTRAINT "award_comment_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comment_flags" ADD CONSTRAINT "award_comment_flags_comment_id_award_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."award_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comment_flags" ADD CONSTRAINT "award_comment_flags_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comment_reactions" ADD CONSTRAINT "award_comment_reactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comment_reactions" ADD CONSTRAINT "award_comment_reactions_comment_id_award_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."award_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comment_reactions" ADD CONSTRAINT "award_comment_reactions_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comments" ADD CONSTRAINT "award_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comments" ADD CONSTRAINT "award_comments_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_comments" ADD CONSTRAINT "award_comments_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_endorsements" ADD CONSTRAINT "award_endorsements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_endorsements" ADD CONSTRAINT "award_endorsements_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_endorsements" ADD CONSTRAINT "award_endorsements_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_flags" ADD CONSTRAINT "award_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_flags" ADD CONSTRAINT "award_flags_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_flags" ADD CONSTRAINT "award_flags_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_reactions" ADD CONSTRAINT "award_reactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_reactions" ADD CONSTRAINT "award_reactions_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_reactions" ADD CONSTRAINT "award_reactions_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_types" ADD CONSTRAINT "award_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_types" ADD CONSTRAINT "award_types_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_types" ADD CONSTRAINT "award_types_created_by_id_tenant_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_winners" ADD CONSTRAINT "award_winners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_winners" ADD CONSTRAINT "award_winners_award_type_id_award_types_id_fk" FOREIGN KEY ("award_type_id") REFERENCES "public"."award_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_winners" ADD CONSTRAINT "award_winners_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_winners" ADD CONSTRAINT "award_winners_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_award_type_id_award_types_id_fk" FOREIGN KEY ("award_type_id") REFERENCES "public"."award_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_sender_id_tenant_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_days" ADD CONSTRAINT "celebration_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_events" ADD CONSTRAINT "celebration_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_events" ADD CONSTRAINT "celebration_events_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_member_preferences" ADD CONSTRAINT "celebration_member_preferences_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_member_preferences" ADD CONSTRAINT "celebration_member_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_tenant_preferences" ADD CONSTRAINT "celebration_tenant_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_award_type_id_award_types_id_fk" FOREIGN KEY ("award_type_id") REFERENCES "public"."award_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_nominee_id_tenant_members_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_nominator_id_tenant_members_id_fk" FOREIGN KEY ("nominator_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_policies" ADD CONSTRAINT "password_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_provider_id_reward_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."reward_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_fulfilled_by_id_tenant_members_id_fk" FOREIGN KEY ("fulfilled_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_providers" ADD CONSTRAINT "reward_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_provider_id_reward_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."reward_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_identities" ADD CONSTRAINT "scim_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_id_tenant_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_mails_created_idx" ON "announcement_mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "announcement_moves_run_at_idx" ON "announcement_moves" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "announcement_recipients_member_idx" ON "announcement_recipients" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "announcements_status_idx" ON "announcements" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "announcements_timeline_idx" ON "announcements" USING btree ("tenant_id","published_at","id");--> statement-breakpoint
CREATE INDEX "award_comments_thread_idx" ON "award_comments" USING btree ("award_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "award_endorsements_one_per_member" ON "award_endorsements" USING btree ("award_id","member_id");--> statement-breakpoint
CREATE INDEX "award_recipients_member_idx" ON "award_recipients" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "award_types_tenant_created_idx" ON "award_types" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "awards_timeline_idx" ON "awards" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "awards_type_idx" ON "awards" USING btree ("award_type_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "celebration_events_once" ON "celebration_events" USING btree ("tenant_id","member_id","kind","celebrated_on");--> statement-breakpoint
CREATE INDEX "celebration_events_timeline_idx" ON "celebration_events" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nominations_once_unique" ON "nominations" USING btree ("award_type_id","nominator_id","nominee_id");--> statement-breakpoint
CREATE INDEX "nominations_type_idx" ON "nominations" USING btree ("award_type_id","created_at");--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_orders_idempotency_unique" ON "reward_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reward_orders_member_idx" ON "reward_orders" USING btree ("tenant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_orders_state_idx" ON "reward_orders" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_provider_external_unique" ON "rewards" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_identities_external_unique" ON "scim_identities" USING btree ("tenant_id","resource_type","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_identities_user_name_unique" ON "scim_identities" USING btree ("tenant_id","resource_type",lower("user_name"));--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_accounts_budget_item_unique" ON "points_accounts" USING btree ("budget_item_id");--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_one_owner" CHECK (("points_accounts"."member_id" is null) <> ("points_accounts"."budget_item_id" is null));--> statement-breakpoint
-- Row-level security for the reward stores, their rewards and orders, in the form of 0001.
ALTER TABLE reward_providers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON reward_providers USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE rewards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON rewards USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE reward_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON reward_orders USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
