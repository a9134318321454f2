ALTER TABLE "flows" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "lease_until" timestamp with time zone;