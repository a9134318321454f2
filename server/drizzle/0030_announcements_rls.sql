-- Row-level security for announcements and their recipients, in the form of 0001. The move and
-- mail queues (announcement_moves, announcement_mails) are platform tables like
-- scheduled_publications: the sweeps claim rows of every tenant and then work inside the tenant.
ALTER TABLE announcements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON announcements USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE announcement_recipients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON announcement_recipients USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
