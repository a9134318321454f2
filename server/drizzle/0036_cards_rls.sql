-- Row-level security for group cards (their tables came with 0035), in the form of 0001. The
-- delivery job reads the tenant list (not guarded) and then works inside each tenant's guarded
-- transaction.
ALTER TABLE card_backgrounds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON card_backgrounds USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE cards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON cards USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE card_contributors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON card_contributors USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE card_signatures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON card_signatures USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE card_flags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON card_flags USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE card_signature_flags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON card_signature_flags USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
