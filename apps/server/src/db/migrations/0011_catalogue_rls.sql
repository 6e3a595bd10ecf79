-- Row-level security, forced, for every tenant-owned table of the carrier catalogue (as 0001/0007).
ALTER TABLE "countries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "countries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "countries_tenant_isolation" ON "countries" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "states" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "states_tenant_isolation" ON "states" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "providers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "providers_tenant_isolation" ON "providers" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "validators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "validators" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "validators_tenant_isolation" ON "validators" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "carriers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "carriers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "carriers_tenant_isolation" ON "carriers" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "carrier_validators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "carrier_validators" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "carrier_validators_tenant_isolation" ON "carrier_validators" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "carrier_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "carrier_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "carrier_settings_tenant_isolation" ON "carrier_settings" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "carrier_setting_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "carrier_setting_logs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "carrier_setting_logs_tenant_isolation" ON "carrier_setting_logs" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "zones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "zones" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "zones_tenant_isolation" ON "zones" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "service_postal_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_postal_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "service_postal_codes_tenant_isolation" ON "service_postal_codes" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "services" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "services_tenant_isolation" ON "services" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "service_validators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_validators" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "service_validators_tenant_isolation" ON "service_validators" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "service_countries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_countries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "service_countries_tenant_isolation" ON "service_countries" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "service_zones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_zones" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "service_zones_tenant_isolation" ON "service_zones" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "service_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_prices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "service_prices_tenant_isolation" ON "service_prices" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "user_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_prices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "user_prices_tenant_isolation" ON "user_prices" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "user_service_amounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_service_amounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "user_service_amounts_tenant_isolation" ON "user_service_amounts" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "user_carriers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_carriers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "user_carriers_tenant_isolation" ON "user_carriers" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
