CREATE TABLE "shipment_counts" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(30) NOT NULL,
	"carrier_key" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_counts_tenant_id_user_id_status_carrier_key_pk" PRIMARY KEY("tenant_id","user_id","status","carrier_key")
);
--> statement-breakpoint
ALTER TABLE "shipment_counts" ADD CONSTRAINT "shipment_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_counts" ADD CONSTRAINT "shipment_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_counts_status_carrier_idx" ON "shipment_counts" USING btree ("tenant_id","status","carrier_key");--> statement-breakpoint
ALTER TABLE "shipment_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipment_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "shipment_counts_tenant_isolation" ON "shipment_counts" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- The counts of the shipments already there, tenant by tenant (row-level security applies to a
-- non-superuser owner, so each tenant is entered in turn).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t.id::text, true);
    INSERT INTO shipment_counts (tenant_id, user_id, status, carrier_key, n)
      SELECT tenant_id, user_id, status, coalesce(carrier_id, 0), count(*)
      FROM shipments WHERE tenant_id = t.id GROUP BY 1, 2, 3, 4;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;--> statement-breakpoint
-- The counts move in the statement's own transaction, once per statement (transition tables:
-- a bulk insert costs one upsert per key, not one per row), in a fixed key order so two
-- transactions never wait on each other's count rows in opposite orders. SECURITY INVOKER:
-- the writer's row-level security applies to the counts as to the shipments. A deleted
-- shipment's row was counted when it was inserted, so a delete only decrements (during a
-- tenant's or user's deletion the count rows may be gone already: nothing to do). An update
-- moves only keys that changed (status, carrier, owner); during a tenant's deletion (carriers
-- set to null on its shipments) nothing is inserted for a tenant that no longer exists.
CREATE OR REPLACE FUNCTION shipment_counts_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  INSERT INTO shipment_counts AS c (tenant_id, user_id, status, carrier_key, n)
    SELECT tenant_id, user_id, status, coalesce(carrier_id, 0), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, user_id, status, carrier_key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_counts_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  UPDATE shipment_counts c SET n = c.n - d.n
  FROM (SELECT tenant_id, user_id, status, coalesce(carrier_id, 0) AS carrier_key, count(*) AS n
        FROM old_rows GROUP BY 1, 2, 3, 4) d
  WHERE c.tenant_id = d.tenant_id AND c.user_id = d.user_id AND c.status = d.status
    AND c.carrier_key = d.carrier_key;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_counts_update() RETURNS trigger
LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  INSERT INTO shipment_counts AS c (tenant_id, user_id, status, carrier_key, n)
    SELECT d.tenant_id, d.user_id, d.status, d.carrier_key, sum(d.n)
    FROM (SELECT o.tenant_id, o.user_id, o.status, coalesce(o.carrier_id, 0) AS carrier_key, -1 AS n
            FROM old_rows o
          UNION ALL
          SELECT w.tenant_id, w.user_id, w.status, coalesce(w.carrier_id, 0), 1
            FROM new_rows w) d
    WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = d.tenant_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, user_id, status, carrier_key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shipments_count_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_insert();--> statement-breakpoint
CREATE TRIGGER shipments_count_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_delete();--> statement-breakpoint
CREATE TRIGGER shipments_count_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_update();--> statement-breakpoint
-- The settings a shipment's serialisation reads are cached per tenant under a version that any
-- write to the tenant's settings moves (in the writer's transaction), read with the list page.
CREATE OR REPLACE FUNCTION settings_version_bump() RETURNS trigger
LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_counters AS c (tenant_id, name, value)
      SELECT DISTINCT o.tenant_id, 'settings', 1 FROM old_rows o
      WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = o.tenant_id) ORDER BY 1
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = c.value + 1;
  ELSE
    INSERT INTO tenant_counters AS c (tenant_id, name, value)
      SELECT DISTINCT w.tenant_id, 'settings', 1 FROM new_rows w ORDER BY 1
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = c.value + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER settings_version_insert AFTER INSERT ON settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION settings_version_bump();--> statement-breakpoint
CREATE TRIGGER settings_version_update AFTER UPDATE ON settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION settings_version_bump();--> statement-breakpoint
CREATE TRIGGER settings_version_delete AFTER DELETE ON settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION settings_version_bump();--> statement-breakpoint
-- The caller's session read inside a tenant transaction as the restricted role (row-level
-- security applies): the same rules as app_session_user (0008), for routes that read the
-- session in their own first statement. (No SET clause: the planner inlines it.)
CREATE OR REPLACE FUNCTION app_tenant_session_user(p_token_hash text)
RETURNS SETOF users
LANGUAGE sql STABLE AS $$
  SELECT u.* FROM auth_tokens t
    JOIN users u ON u.id = t.user_id AND u.tenant_id = t.tenant_id
  WHERE t.tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int
    AND t.token_hash = p_token_hash
    AND t.kind = 'session'
    AND t.used_at IS NULL
    AND t.revoked_at IS NULL
    AND t.expires_at > now()
    AND u.status = 'active'
$$;
