-- E-mail domains an organization proves by DNS (issue 25): its IdP and SCIM client are trusted only
-- for addresses in the verified ones; a handoff may carry the member an SSO sign-in makes once the
-- account's owner opens the mailed link.
CREATE TABLE "tenant_email_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_check_error" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD COLUMN "sso_link" jsonb;--> statement-breakpoint
ALTER TABLE "tenant_email_domains" ADD CONSTRAINT "tenant_email_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_email_domains" ADD CONSTRAINT "tenant_email_domains_created_by_id_tenant_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."tenant_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_email_domains_unique" ON "tenant_email_domains" USING btree ("tenant_id","domain");--> statement-breakpoint
-- Row-level security in the form of 0001: a tenant sees and claims only its own domains.
ALTER TABLE tenant_email_domains ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenant_email_domains USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
