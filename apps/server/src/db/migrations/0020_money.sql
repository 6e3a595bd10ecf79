CREATE TABLE "credit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"gateway_card_id" varchar(80) NOT NULL,
	"brand" varchar(30) NOT NULL,
	"card_number" varchar(25) NOT NULL,
	"holder_name" varchar(120) NOT NULL,
	"expiration_month" smallint NOT NULL,
	"expiration_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"event_key" varchar(200),
	"external_id" varchar(120),
	"payment_id" integer,
	"verified" boolean DEFAULT false NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_proof_files" (
	"tenant_id" integer NOT NULL,
	"proof_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "payment_proof_files_proof_id_file_id_pk" PRIMARY KEY("proof_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transaction_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_amount_positive" CHECK ("payment_proofs"."amount_cents" > 0),
	CONSTRAINT "payment_proofs_status_valid" CHECK ("payment_proofs"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"method" varchar(20) NOT NULL,
	"external_id" varchar(120),
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint NOT NULL,
	"status" varchar(20) DEFAULT 'created' NOT NULL,
	"transaction_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_valid" CHECK ("payments"."amount_cents" > 0 and "payments"."credit_cents" > 0),
	CONSTRAINT "payments_gateway_valid" CHECK ("payments"."gateway" in ('paypal', 'openpay', 'mercadopago'))
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"tenant_id" integer NOT NULL,
	"report_key" varchar(40) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_tenant_id_report_key_pk" PRIMARY KEY("tenant_id","report_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "openpay_customer_id" varchar(60);--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proof_files" ADD CONSTRAINT "payment_proof_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proof_files" ADD CONSTRAINT "payment_proof_files_proof_id_payment_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."payment_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proof_files" ADD CONSTRAINT "payment_proof_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_gateway_card_key" ON "credit_cards" USING btree ("tenant_id","gateway","gateway_card_id");--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("tenant_id","gateway","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_transaction_key" ON "payment_proofs" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_status_idx" ON "payment_proofs" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_external_id_key" ON "payments" USING btree ("tenant_id","gateway","external_id") WHERE "payments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","updated_at") WHERE "payments"."status" in ('created', 'pending', 'paid');--> statement-breakpoint
CREATE INDEX "transactions_tenant_created_idx" ON "transactions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payments_tenant_isolation" ON "payments" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payment_events_tenant_isolation" ON "payment_events" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "credit_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "credit_cards" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "credit_cards_tenant_isolation" ON "credit_cards" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "payment_proofs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_proofs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payment_proofs_tenant_isolation" ON "payment_proofs" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "payment_proof_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_proof_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payment_proof_files_tenant_isolation" ON "payment_proof_files" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "report_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "report_settings_tenant_isolation" ON "report_settings" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);