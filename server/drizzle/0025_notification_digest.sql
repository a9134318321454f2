CREATE TABLE "notification_digests" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_digests_member_id_week_start_pk" PRIMARY KEY("member_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "notification_tenant_defaults" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"web_push" boolean DEFAULT true NOT NULL,
	"messaging" boolean DEFAULT true NOT NULL,
	"recognition_digest" text DEFAULT 'week' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "email" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "web_push" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "web_push" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "messaging" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "messaging" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "recognition_digest" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ALTER COLUMN "recognition_digest" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_tenant_defaults" ADD CONSTRAINT "notification_tenant_defaults_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security for the tenant's notification defaults and the digests sent, in the form of 0001.
ALTER TABLE notification_tenant_defaults ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_tenant_defaults USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE notification_digests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_digests USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
