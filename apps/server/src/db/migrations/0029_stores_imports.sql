-- Orders in (issue 18): stores and their OAuth states and webhook receipts, spreadsheet imports of
-- shipments, and on shipments the store order id (one shipment per order) and the fulfilment
-- written back to the store. Every new table is tenant-owned under forced row-level security.
CREATE TABLE "shipment_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"file_name" varchar(255) NOT NULL,
	"file_id" integer,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_addressing" integer DEFAULT 0 NOT NULL,
	"created_packaging" integer DEFAULT 0 NOT NULL,
	"created_rating" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"topic" varchar(60) NOT NULL,
	"shop" varchar(255) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"shop" varchar(255) NOT NULL,
	"shop_key" varchar(255) NOT NULL,
	"name" varchar(255),
	"external_id" varchar(64),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"credentials" text,
	"woocommerce_version" smallint,
	"woocommerce_legacy_api" boolean,
	"origin" jsonb,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "store_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fulfilment_status" varchar(10);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fulfilment_error" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_imports" ADD CONSTRAINT "shipment_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_imports" ADD CONSTRAINT "shipment_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_imports" ADD CONSTRAINT "shipment_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_imports" ADD CONSTRAINT "shipment_imports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_oauth_states" ADD CONSTRAINT "store_oauth_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_oauth_states" ADD CONSTRAINT "store_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_oauth_states" ADD CONSTRAINT "store_oauth_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_webhook_events" ADD CONSTRAINT "store_webhook_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_imports_user_idx" ON "shipment_imports" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "store_oauth_states_hash_key" ON "store_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "store_webhook_events_key" ON "store_webhook_events" USING btree ("tenant_id","provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_tenant_shop_key" ON "stores" USING btree ("tenant_id","shop_key") WHERE "stores"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stores_user_idx" ON "stores" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_store_order_key" ON "shipments" USING btree ("tenant_id","store_id","store_order_id") WHERE "shipments"."store_order_id" is not null;--> statement-breakpoint
CREATE INDEX "shipments_store_created_idx" ON "shipments" USING btree ("tenant_id","store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "shipments"."store_id" is not null;--> statement-breakpoint
ALTER TABLE "stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stores_tenant_isolation" ON "stores" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "store_oauth_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_oauth_states" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "store_oauth_states_tenant_isolation" ON "store_oauth_states" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "store_webhook_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_webhook_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "store_webhook_events_tenant_isolation" ON "store_webhook_events" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "shipment_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipment_imports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "shipment_imports_tenant_isolation" ON "shipment_imports" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
