-- Row-level security for the password policy, SCIM tokens and SCIM identities, in the form of 0001.
ALTER TABLE password_policies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON password_policies USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE scim_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON scim_tokens USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE scim_identities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON scim_identities USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
-- Resolves a SCIM bearer token before any tenant is set, like kudos_tv_channel: runs as the
-- owner and answers only the token and its tenant; the SCIM call then runs inside that tenant.
CREATE FUNCTION kudos_scim_token(p_token_hash text)
RETURNS TABLE (token_id uuid, tenant_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT t.id, t.tenant_id FROM scim_tokens t
  WHERE t.token_hash = p_token_hash AND t.revoked_at IS NULL
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kudos_scim_token(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kudos_scim_token(text) TO kudos_app;
--> statement-breakpoint
-- Old password hashes are only added and pruned, never rewritten.
REVOKE UPDATE ON password_history FROM kudos_app;
