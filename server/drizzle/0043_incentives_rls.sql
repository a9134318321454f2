-- Row-level security for incentives and their claims (their tables came with the incentives
-- migration), in the form of 0001.
ALTER TABLE incentives ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incentives USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE incentive_claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incentive_claims USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
