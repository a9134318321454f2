-- Row-level security for the check-in roll-ups (their table came with the migration before), in
-- the form of 0001.
ALTER TABLE check_in_rollups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON check_in_rollups USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
