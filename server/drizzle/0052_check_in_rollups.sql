CREATE TABLE "check_in_rollups" (
	"tenant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"scope" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"respondents" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "check_in_rollups_tenant_id_series_id_scope_id_period_start_pk" PRIMARY KEY("tenant_id","series_id","scope_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "check_in_rollups" ADD CONSTRAINT "check_in_rollups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_rollups" ADD CONSTRAINT "check_in_rollups_category_id_check_in_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."check_in_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_rollups_period_idx" ON "check_in_rollups" USING btree ("tenant_id","period_start");