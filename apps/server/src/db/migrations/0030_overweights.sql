-- Overweights (issue 21): a carrier's overweight charge on one shipment (one per shipment), with
-- its measurements, amount, status and evidence. Tenant-owned under forced row-level security.
CREATE TABLE "overweights" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"carrier_id" integer,
	"service_id" integer,
	"tracking_number" varchar(40) NOT NULL,
	"billed_weight_g" integer NOT NULL,
	"carrier_weight_g" integer NOT NULL,
	"carrier_volumetric_weight_g" integer,
	"dimensions" jsonb,
	"overweight_g" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"evidence_file_id" integer,
	"evidence_description" text,
	"charged_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"rebate_requested_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overweights_status_valid" CHECK ("overweights"."status" in ('unpaid', 'paid', 'rebated', 'refunded')),
	CONSTRAINT "overweights_amount_positive" CHECK ("overweights"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_evidence_file_id_stored_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overweights" ADD CONSTRAINT "overweights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overweights_tenant_shipment_key" ON "overweights" USING btree ("tenant_id","shipment_id");--> statement-breakpoint
CREATE INDEX "overweights_created_idx" ON "overweights" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "overweights_user_created_idx" ON "overweights" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "overweights_status_created_idx" ON "overweights" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "overweights_tracking_idx" ON "overweights" USING btree ("tenant_id","tracking_number");--> statement-breakpoint
CREATE INDEX "overweights_carrier_service_idx" ON "overweights" USING btree ("tenant_id","carrier_id","service_id");--> statement-breakpoint
ALTER TABLE "overweights" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "overweights" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "overweights_tenant_isolation" ON "overweights" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
