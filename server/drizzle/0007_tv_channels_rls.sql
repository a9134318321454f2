-- Row-level security for TV links, in the form of 0001.
ALTER TABLE tv_channels ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tv_channels USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
-- Resolves a TV token before any tenant is set, like kudos_authenticate: runs as the owner and
-- answers only the channel and its tenant, so the content query then runs inside that tenant.
CREATE FUNCTION kudos_tv_channel(p_token_hash text)
RETURNS TABLE (channel_id uuid, tenant_id uuid, name text, item_types text[], team_ids uuid[])
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT c.id, c.tenant_id, c.name, c.item_types, c.team_ids
  FROM tv_channels c
  WHERE c.token_hash = p_token_hash AND c.revoked_at IS NULL
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kudos_tv_channel(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kudos_tv_channel(text) TO kudos_app;
