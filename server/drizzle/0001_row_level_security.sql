-- The app connects as kudos_app, which owns nothing: row-level security applies to it.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kudos_app') THEN
    CREATE ROLE kudos_app NOLOGIN;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT kudos_app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO kudos_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO kudos_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO kudos_app;
--> statement-breakpoint
CREATE FUNCTION kudos_current_tenant() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE FUNCTION kudos_current_user() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON roles USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE tenant_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenant_members USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
-- With no tenant chosen, a person may list their own memberships in every tenant (the user-scope
-- tenant list). Inside a tenant only that tenant's rows are visible, the caller's own included.
CREATE POLICY own_memberships ON tenant_members FOR SELECT
  USING (kudos_current_tenant() IS NULL AND user_id = kudos_current_user());
--> statement-breakpoint
ALTER TABLE teams ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON teams USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE team_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON team_members USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE onboarding_checklist_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON onboarding_checklist_items USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
ALTER TABLE onboarding_dismissed_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON onboarding_dismissed_items USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
--> statement-breakpoint
-- Resolves a bearer token in one round trip, before any tenant is set: runs as the owner.
CREATE FUNCTION kudos_authenticate(p_token_hash text)
RETURNS TABLE (token_id uuid, user_id uuid, tenant_id uuid, member_id uuid, role text, custom_role_id uuid,
               expires_at timestamptz, suspended boolean, plan text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT t.id, t.user_id, t.tenant_id, m.id, m.role, m.custom_role_id, t.expires_at, m.suspended_at IS NOT NULL,
         tn.plan
  FROM access_tokens t
  LEFT JOIN tenants tn ON tn.id = t.tenant_id
  LEFT JOIN tenant_members m ON m.tenant_id = t.tenant_id AND m.user_id = t.user_id
  WHERE t.token_hash = p_token_hash AND t.revoked_at IS NULL AND t.expires_at > now()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kudos_authenticate(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kudos_authenticate(text) TO kudos_app;
