-- Row-level security for budget settings and allocation resets, in the form of 0001. The reset
-- job reads the tenant list (not guarded) and then works inside each tenant's guarded transaction.
ALTER TABLE budget_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON budget_settings USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE allocation_resets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON allocation_resets USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
