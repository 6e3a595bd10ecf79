CREATE TABLE "file_blobs" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"carrier_id" integer,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"reference_number" varchar(60),
	"location" varchar(40),
	"tracking_number" varchar(40),
	"status" varchar(20) NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"idempotency_key" varchar(100),
	"service_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sequential_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"source" varchar(20) DEFAULT 'app' NOT NULL,
	"source_number" varchar(60),
	"store_id" integer,
	"status" varchar(30) DEFAULT 'pending' NOT NULL,
	"step" varchar(20) DEFAULT 'addressing' NOT NULL,
	"origin" jsonb,
	"destination" jsonb,
	"parcel" jsonb,
	"service_id" integer,
	"carrier_id" integer,
	"rate" jsonb,
	"total_cents" bigint,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"tracking_number" varchar(40),
	"tracking_url" text,
	"tracking_status" varchar(20),
	"tracking_checked_at" timestamp with time zone,
	"label_created_at" timestamp with time zone,
	"label_file_id" integer,
	"label_format" varchar(10),
	"error_message" text,
	"canceled_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"code" varchar(20) NOT NULL,
	"description" varchar(255) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"city" varchar(80),
	"state" varchar(80),
	"country_code" varchar(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"number" varchar(40) NOT NULL,
	"carrier_id" integer NOT NULL,
	"service_id" integer,
	"shipment_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference" varchar(120);--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_purchases" ADD CONSTRAINT "shipment_purchases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_purchases" ADD CONSTRAINT "shipment_purchases_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_purchases" ADD CONSTRAINT "shipment_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_purchases" ADD CONSTRAINT "shipment_purchases_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_label_file_id_stored_files_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickups_user_created_idx" ON "pickups" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pickups_created_idx" ON "pickups" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pickups_shipment_idx" ON "pickups" USING btree ("shipment_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_purchases_live_key" ON "shipment_purchases" USING btree ("shipment_id") WHERE "shipment_purchases"."status" in ('charging', 'labeled');--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_purchases_idempotency_key" ON "shipment_purchases" USING btree ("tenant_id","user_id","idempotency_key") WHERE "shipment_purchases"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "shipment_purchases_charging_idx" ON "shipment_purchases" USING btree ("updated_at") WHERE "shipment_purchases"."status" = 'charging';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tenant_sequential_id_key" ON "shipments" USING btree ("tenant_id","sequential_id");--> statement-breakpoint
CREATE INDEX "shipments_user_created_idx" ON "shipments" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_carrier_status_created_idx" ON "shipments" USING btree ("tenant_id","carrier_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_idx" ON "shipments" USING btree ("tenant_id","tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_tracking_due_idx" ON "shipments" USING btree ("tracking_checked_at") WHERE "shipments"."tracking_number" is not null and "shipments"."status" in ('success', 'pending_cancellation');--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_shipment_event_key" ON "tracking_events" USING btree ("shipment_id","occurred_at","code");--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_tenant_carrier_number_key" ON "waybills" USING btree ("tenant_id","carrier_id","number");--> statement-breakpoint
CREATE INDEX "waybills_free_idx" ON "waybills" USING btree ("carrier_id","service_id","id") WHERE "waybills"."shipment_id" is null and "waybills"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_tenant_reference_key" ON "transactions" USING btree ("tenant_id","reference") WHERE "transactions"."reference" is not null;--> statement-breakpoint
CREATE INDEX "transactions_shipment_id_idx" ON "transactions" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "shipments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "shipments_tenant_isolation" ON "shipments" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "shipment_purchases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipment_purchases" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "shipment_purchases_tenant_isolation" ON "shipment_purchases" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "waybills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "waybills" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "waybills_tenant_isolation" ON "waybills" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "pickups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pickups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "pickups_tenant_isolation" ON "pickups" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "tracking_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tracking_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tracking_events_tenant_isolation" ON "tracking_events" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- A settled row's reference is history like the rest of it (0006's guard, with the new column).
CREATE OR REPLACE FUNCTION ledger_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() = 1 THEN
      RAISE EXCEPTION 'ledger: transactions are never deleted (id %)', OLD.id
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('cleared', 'rejected')
     OR ROW(NEW.id, NEW.tenant_id, NEW.sequential_id, NEW.user_id, NEW.amount_cents,
            NEW.transaction_type, NEW.description, NEW.created_by, NEW.shipment_id, NEW.reference,
            NEW.created_at)
        IS DISTINCT FROM
        ROW(OLD.id, OLD.tenant_id, OLD.sequential_id, OLD.user_id, OLD.amount_cents,
            OLD.transaction_type, OLD.description, OLD.created_by, OLD.shipment_id, OLD.reference,
            OLD.created_at)
  THEN
    RAISE EXCEPTION 'ledger: transaction % is history; only a pending status may be settled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
