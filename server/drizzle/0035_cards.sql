CREATE TABLE "allocation_source_teams" (
	"tenant_id" uuid NOT NULL,
	"source" text NOT NULL,
	"team_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "allocation_source_teams_tenant_id_source_team_id_pk" PRIMARY KEY("tenant_id","source","team_id"),
	CONSTRAINT "allocation_source_teams_amount_not_negative" CHECK ("allocation_source_teams"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_backgrounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"media_id" uuid NOT NULL,
	"built_in_key" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_contributors" (
	"tenant_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_contributors_card_id_member_id_pk" PRIMARY KEY("card_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "card_flags" (
	"tenant_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_flags_card_id_member_id_pk" PRIMARY KEY("card_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "card_signature_flags" (
	"tenant_id" uuid NOT NULL,
	"signature_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_signature_flags_signature_id_member_id_pk" PRIMARY KEY("signature_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "card_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"message" text NOT NULL,
	"gif" jsonb,
	"media_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"creator_id" uuid,
	"occasion" text NOT NULL,
	"title" text NOT NULL,
	"background_id" uuid,
	"media_id" uuid NOT NULL,
	"deliver_on" date NOT NULL,
	"delivered_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_accounts" DROP CONSTRAINT "points_accounts_one_owner";--> statement-breakpoint
ALTER TABLE "allocation_sources" ADD COLUMN "reset_frequency" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_settings" ADD COLUMN "point_value_micros" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "actor_member_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "reversal_of" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "source_account_id" uuid;--> statement-breakpoint
ALTER TABLE "allocation_source_teams" ADD CONSTRAINT "allocation_source_teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_source_teams" ADD CONSTRAINT "allocation_source_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_backgrounds" ADD CONSTRAINT "card_backgrounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_backgrounds" ADD CONSTRAINT "card_backgrounds_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_contributors" ADD CONSTRAINT "card_contributors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_contributors" ADD CONSTRAINT "card_contributors_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_contributors" ADD CONSTRAINT "card_contributors_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_contributors" ADD CONSTRAINT "card_contributors_invited_by_id_tenant_members_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_flags" ADD CONSTRAINT "card_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_flags" ADD CONSTRAINT "card_flags_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_flags" ADD CONSTRAINT "card_flags_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signature_flags" ADD CONSTRAINT "card_signature_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signature_flags" ADD CONSTRAINT "card_signature_flags_signature_id_card_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."card_signatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signature_flags" ADD CONSTRAINT "card_signature_flags_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signatures" ADD CONSTRAINT "card_signatures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signatures" ADD CONSTRAINT "card_signatures_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signatures" ADD CONSTRAINT "card_signatures_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_signatures" ADD CONSTRAINT "card_signatures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_recipient_id_tenant_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_creator_id_tenant_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_background_id_card_backgrounds_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."card_backgrounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_backgrounds_built_in" ON "card_backgrounds" USING btree ("tenant_id","built_in_key");--> statement-breakpoint
CREATE UNIQUE INDEX "card_signatures_once" ON "card_signatures" USING btree ("card_id","member_id") WHERE "card_signatures"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "cards_due_idx" ON "cards" USING btree ("tenant_id","deliver_on") WHERE "cards"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "cards_recipient_idx" ON "cards" USING btree ("tenant_id","recipient_id");--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_actor_member_id_tenant_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_reversal_of_points_transactions_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."points_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_source_account_id_points_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."points_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_accounts_fund_unique" ON "points_accounts" USING btree ("tenant_id") WHERE "points_accounts"."type" = 'fund';--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_reversal_unique" ON "points_transactions" USING btree ("reversal_of","account_id");--> statement-breakpoint
CREATE INDEX "points_transactions_tenant_created_idx" ON "points_transactions" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_one_owner" CHECK (("points_accounts"."type" = 'fund' and "points_accounts"."member_id" is null and "points_accounts"."budget_item_id" is null) or ("points_accounts"."type" <> 'fund' and ("points_accounts"."member_id" is null) <> ("points_accounts"."budget_item_id" is null)));