-- Row-level security for members' flags on incentive timeline items (the table came with
-- 0050_incentive_flags), in the form of 0001.
ALTER TABLE incentive_flags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incentive_flags USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
