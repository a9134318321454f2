ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "week_start" text DEFAULT 'monday' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "date_format" text DEFAULT 'locale' NOT NULL;
