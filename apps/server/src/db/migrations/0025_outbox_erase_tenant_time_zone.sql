-- An e-mail's body (which may hold a confirmation or reset link) is erased once delivered, and
-- after a week whatever its state (modules/mail); the row keeps who, what and when.
ALTER TABLE "outbox_emails" ADD COLUMN "body_erased_at" timestamp with time zone;--> statement-breakpoint
-- A tenant's owners set its time zone. The app role may not write `tenants`, so it calls this
-- function, which changes only the tenant its transaction is set to (app.tenant_id), and only to
-- a zone PostgreSQL knows (reports compute local days with AT TIME ZONE). EXECUTE is granted to
-- the app role at each start (db/migrate.ts), where the role is sure to exist.
CREATE OR REPLACE FUNCTION app_set_tenant_time_zone(p_zone text)
RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_tenant integer := NULLIF(current_setting('app.tenant_id', true), '')::int;
BEGIN
  IF v_tenant IS NULL THEN
    RAISE EXCEPTION 'app_set_tenant_time_zone: no tenant in this transaction'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = p_zone) THEN
    RAISE EXCEPTION 'unknown time zone' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  UPDATE tenants SET time_zone = p_zone WHERE id = v_tenant;
  RETURN p_zone;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_set_tenant_time_zone(text) FROM PUBLIC;
