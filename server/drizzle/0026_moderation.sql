ALTER TABLE "recognition_comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recognition_comments" ADD COLUMN "removed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "recognitions" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recognitions" ADD COLUMN "removed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "recognition_comments" ADD CONSTRAINT "recognition_comments_removed_by_id_tenant_members_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_removed_by_id_tenant_members_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;