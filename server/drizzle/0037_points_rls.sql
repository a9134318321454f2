-- Row-level security for team amounts of allocation sources, in the form of 0001.
ALTER TABLE allocation_source_teams ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON allocation_source_teams USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
