-- One statement per authenticated request: the session's user by token hash, inside one tenant.
-- SECURITY DEFINER so the request needs no transaction (role and tenant setup) just to know who
-- is calling; it sets the tenant itself, so row-level security still applies to a non-superuser
-- owner, and it filters by tenant explicitly for a superuser one. Only the owner may call it.
CREATE OR REPLACE FUNCTION app_session_user(p_tenant_id integer, p_token_hash text)
RETURNS SETOF users
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant_id::text, true);
  RETURN QUERY
    SELECT u.* FROM auth_tokens t
      JOIN users u ON u.id = t.user_id AND u.tenant_id = p_tenant_id
    WHERE t.tenant_id = p_tenant_id
      AND t.token_hash = p_token_hash
      AND t.kind = 'session'
      AND t.used_at IS NULL
      AND t.revoked_at IS NULL
      AND t.expires_at > now()
      AND u.status = 'active';
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_session_user(integer, text) FROM PUBLIC;
