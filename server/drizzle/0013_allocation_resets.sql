CREATE TABLE "allocation_resets" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"expired" integer NOT NULL,
	"allocated" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocation_resets_account_id_period_start_pk" PRIMARY KEY("account_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "budget_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"reset_frequency" text DEFAULT 'month' NOT NULL,
	"allocation_amount" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allocation_resets" ADD CONSTRAINT "allocation_resets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_resets" ADD CONSTRAINT "allocation_resets_account_id_points_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."points_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_settings" ADD CONSTRAINT "budget_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;