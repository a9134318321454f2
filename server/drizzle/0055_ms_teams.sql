CREATE TABLE "ms_teams_accounts" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid PRIMARY KEY NOT NULL,
	"teams_user_id" text NOT NULL,
	"user_principal_name" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_teams_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"paused_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"connected_by_id" uuid,
	"last_delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_teams_link_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_teams_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ms_teams_accounts" ADD CONSTRAINT "ms_teams_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_teams_accounts" ADD CONSTRAINT "ms_teams_accounts_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_teams_connections" ADD CONSTRAINT "ms_teams_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_teams_connections" ADD CONSTRAINT "ms_teams_connections_connected_by_id_tenant_members_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_teams_link_codes" ADD CONSTRAINT "ms_teams_link_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_teams_link_codes" ADD CONSTRAINT "ms_teams_link_codes_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_teams_posts" ADD CONSTRAINT "ms_teams_posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ms_teams_accounts_tenant_idx" ON "ms_teams_accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_teams_connections_tenant_unique" ON "ms_teams_connections" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_teams_link_codes_member_unique" ON "ms_teams_link_codes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_teams_link_codes_hash_unique" ON "ms_teams_link_codes" USING btree ("tenant_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_teams_posts_item_unique" ON "ms_teams_posts" USING btree ("tenant_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "ms_teams_posts_due_idx" ON "ms_teams_posts" USING btree ("tenant_id","status","next_attempt_at");