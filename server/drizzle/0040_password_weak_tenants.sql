-- The tenants whose password policy a password session's password fails (issue 13: strength is
-- judged on the handoff too). Neither table has row-level security (sessions are resolved by
-- kudos_authenticate, before any tenant is set); kudos_app's table grants (0001) cover the columns.
ALTER TABLE "access_tokens" ADD COLUMN "password_weak_tenant_ids" uuid[];--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD COLUMN "password_weak_tenant_ids" uuid[];