CREATE TABLE "incentive_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"incentive_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"slot" text,
	"proof_text" text,
	"proof_media_id" uuid,
	"amount" integer DEFAULT 0 NOT NULL,
	"reviewer_id" uuid,
	"reason" text,
	"decided_at" timestamp with time zone,
	"pinned_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"badge_media_id" uuid,
	"points" integer DEFAULT 0 NOT NULL,
	"budget_item_id" uuid,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"audience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proof" text DEFAULT 'none' NOT NULL,
	"claim_limit" text DEFAULT 'once' NOT NULL,
	"claim_period" text,
	"reviewer_kind" text DEFAULT 'managers' NOT NULL,
	"reviewer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"pin_for_days" integer,
	"pinned_until" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incentive_claims" ADD CONSTRAINT "incentive_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_claims" ADD CONSTRAINT "incentive_claims_incentive_id_incentives_id_fk" FOREIGN KEY ("incentive_id") REFERENCES "public"."incentives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_claims" ADD CONSTRAINT "incentive_claims_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_claims" ADD CONSTRAINT "incentive_claims_reviewer_id_tenant_members_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_created_by_id_tenant_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incentive_claims_live_slot_unique" ON "incentive_claims" USING btree ("incentive_id","member_id","slot") WHERE "incentive_claims"."slot" is not null and "incentive_claims"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "incentive_claims_incentive_status_idx" ON "incentive_claims" USING btree ("incentive_id","status","created_at");--> statement-breakpoint
CREATE INDEX "incentive_claims_member_idx" ON "incentive_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "incentive_claims_timeline_idx" ON "incentive_claims" USING btree ("tenant_id","decided_at","id");--> statement-breakpoint
CREATE INDEX "incentives_tenant_created_idx" ON "incentives" USING btree ("tenant_id","created_at");