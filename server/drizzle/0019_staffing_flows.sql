CREATE TABLE "flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"created_by_member_id" uuid,
	"file_name" text,
	"options" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quick_team_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_import_rows" (
	"tenant_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"outcome" text NOT NULL,
	"record" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	CONSTRAINT "staff_import_rows_flow_id_line_pk" PRIMARY KEY("flow_id","line")
);
--> statement-breakpoint
CREATE TABLE "staff_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"manager_employee_id" text,
	"job_title" text,
	"start_date" date,
	"birthday" text,
	"country" text,
	"region" text,
	"location" text,
	"department" text,
	"cost_center" text,
	"business_unit" text,
	"group_name" text,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "automation" jsonb;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_team_settings" ADD CONSTRAINT "quick_team_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_import_rows" ADD CONSTRAINT "staff_import_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_import_rows" ADD CONSTRAINT "staff_import_rows_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_records" ADD CONSTRAINT "staff_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_records" ADD CONSTRAINT "staff_records_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flows_tenant_kind_idx" ON "flows" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "staff_import_rows_outcome_idx" ON "staff_import_rows" USING btree ("flow_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_records_tenant_employee_unique" ON "staff_records" USING btree ("tenant_id",lower("employee_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_records_tenant_email_unique" ON "staff_records" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "staff_records_member_idx" ON "staff_records" USING btree ("member_id");