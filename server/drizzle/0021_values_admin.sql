CREATE TABLE "value_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"qualities_required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recognition_qualities" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recognition_values" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recognition_values" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "value_settings" ADD CONSTRAINT "value_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security for the values settings, in the form of 0001.
ALTER TABLE value_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON value_settings USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
