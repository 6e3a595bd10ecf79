CREATE TABLE "csds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"subject_name" varchar(254) NOT NULL,
	"certificate_number" varchar(20) NOT NULL,
	"certificate" text NOT NULL,
	"key_encrypted" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"business_name" varchar(254) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"fiscal_regime" varchar(3) NOT NULL,
	"payment_form" varchar(2) NOT NULL,
	"cfdi_use" varchar(4) NOT NULL,
	"email" varchar(254),
	"phone" varchar(10) NOT NULL,
	"street" varchar(100) NOT NULL,
	"number" varchar(20),
	"interior_number" varchar(20),
	"neighborhood" varchar(100) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(80) NOT NULL,
	"country_id" integer NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"serie" varchar(25),
	"folio" varchar(40),
	"xml" text,
	"uuid" varchar(36),
	"subtotal_cents" bigint,
	"iva_cents" bigint,
	"total_cents" bigint,
	"receptor" jsonb,
	"stamped_at" timestamp with time zone,
	"generated_by" integer,
	"last_error" text,
	"cancel_motive" varchar(2),
	"cancel_replacement_uuid" varchar(36),
	"cancel_status" varchar(20),
	"cancel_acuse" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('pending', 'rejected', 'stamping', 'generated', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tax_fiscal_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tax_regime" varchar(10) NOT NULL,
	"name" varchar(254) NOT NULL,
	"rfc_curp" varchar(18) NOT NULL,
	"social_url" varchar(500),
	"doc_image_file_id" integer,
	"article_image_file_id" integer,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_fiscal_data_regime_valid" CHECK ("tax_fiscal_data"."tax_regime" in ('physical', 'moral'))
);
--> statement-breakpoint
ALTER TABLE "csds" ADD CONSTRAINT "csds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csds" ADD CONSTRAINT "csds_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_fiscal_data" ADD CONSTRAINT "tax_fiscal_data_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_fiscal_data" ADD CONSTRAINT "tax_fiscal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_fiscal_data" ADD CONSTRAINT "tax_fiscal_data_doc_image_file_id_stored_files_id_fk" FOREIGN KEY ("doc_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_fiscal_data" ADD CONSTRAINT "tax_fiscal_data_article_image_file_id_stored_files_id_fk" FOREIGN KEY ("article_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csds_active_key" ON "csds" USING btree ("tenant_id") WHERE "csds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_data_user_key" ON "fiscal_data" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction_key" ON "invoices" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_key" ON "invoices" USING btree ("uuid") WHERE "invoices"."uuid" is not null;--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_fiscal_data_user_key" ON "tax_fiscal_data" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "fiscal_data" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fiscal_data" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "fiscal_data_tenant_isolation" ON "fiscal_data" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "tax_fiscal_data" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tax_fiscal_data" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tax_fiscal_data_tenant_isolation" ON "tax_fiscal_data" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "csds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "csds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "csds_tenant_isolation" ON "csds" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "invoices_tenant_isolation" ON "invoices" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);