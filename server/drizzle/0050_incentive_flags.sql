CREATE TABLE "incentive_flags" (
	"tenant_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_flags_item_id_member_id_pk" PRIMARY KEY("item_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "incentive_claims" ADD COLUMN "timeline_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incentives" ADD COLUMN "timeline_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incentive_flags" ADD CONSTRAINT "incentive_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_flags" ADD CONSTRAINT "incentive_flags_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;