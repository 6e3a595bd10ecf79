-- Stored bytes belong to a tenant like every other tenant row: file_blobs gets tenant_id and
-- forced row-level security (as 0001/0007/0011). Existing blobs take the tenant of the
-- stored_files row that points at them; a blob without one (its upload's transaction failed)
-- takes the tenant its key starts with (keys are "<tenant id>/..."); bytes of no tenant at all
-- can never be reached and go. stored_files is read with its forced RLS lifted for this
-- transaction only: a non-superuser owner would otherwise see none of its rows here.
ALTER TABLE "file_blobs" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "stored_files" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "file_blobs" b SET "tenant_id" = f."tenant_id" FROM "stored_files" f WHERE f."storage_key" = b."key";--> statement-breakpoint
ALTER TABLE "stored_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "file_blobs" b SET "tenant_id" = t."id" FROM "tenants" t
  WHERE b."tenant_id" IS NULL AND split_part(b."key", '/', 1) ~ '^[0-9]{1,9}$'
    AND t."id" = split_part(b."key", '/', 1)::int;--> statement-breakpoint
DELETE FROM "file_blobs" WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "file_blobs" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_blobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "file_blobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "file_blobs_tenant_isolation" ON "file_blobs" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
-- Gateway notifications are pruned by age (jobs/maintenance.jobs.ts), tenant by tenant, and
-- unverified ones are counted per tenant, gateway and hour before one more is stored.
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("tenant_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_events_unverified_idx" ON "payment_events" USING btree ("tenant_id","gateway","received_at") WHERE "payment_events"."verified" = false;
