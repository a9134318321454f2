ALTER TABLE "access_tokens" ADD COLUMN "saml" jsonb;--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD COLUMN "saml" jsonb;--> statement-breakpoint
ALTER TABLE "saml_providers" ADD COLUMN "slo_url" text;--> statement-breakpoint
ALTER TABLE "saml_providers" ADD COLUMN "want_requests_signed" boolean DEFAULT false NOT NULL;