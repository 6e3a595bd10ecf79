CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" varchar(2),
	"alpha3" varchar(3),
	"numeric_code" varchar(3),
	"name" varchar(80) NOT NULL,
	"name_en" varchar(80),
	"region" varchar(40),
	"sub_region" varchar(60),
	"calling_code" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_code_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"settlement" varchar(120) NOT NULL,
	"settlement_type" varchar(40),
	"municipality" varchar(120) NOT NULL,
	"city" varchar(120),
	"state_name" varchar(80) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"settlement_id" varchar(6) NOT NULL,
	"municipality_code" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(40) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"own_agreements" boolean DEFAULT true NOT NULL,
	"supports_insurance" boolean DEFAULT false NOT NULL,
	"supports_pickup" boolean DEFAULT false NOT NULL,
	"service_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat_products" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validators" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" varchar(500) NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_setting_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"key" varchar(80) NOT NULL,
	"old_value" text,
	"new_value" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"key" varchar(80) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_validators" (
	"tenant_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"validator_id" integer NOT NULL,
	CONSTRAINT "carrier_validators_carrier_id_validator_id_pk" PRIMARY KEY("carrier_id","validator_id")
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sequential_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"provider_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"environment" varchar(12) DEFAULT 'production' NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"first_limit_size" numeric(10, 2),
	"first_limit_cost_cents" bigint,
	"last_limit_size" numeric(10, 2),
	"last_limit_cost_cents" bigint,
	"girth" numeric(10, 2) DEFAULT 330 NOT NULL,
	"insurance_type" varchar(10) DEFAULT 'none' NOT NULL,
	"insurance_percentage" numeric(7, 3) DEFAULT 0 NOT NULL,
	"insurance_amount_cents" bigint DEFAULT 0 NOT NULL,
	"max_weight" numeric(10, 3),
	"max_length" numeric(10, 2),
	"max_width" numeric(10, 2),
	"max_height" numeric(10, 2),
	"volumetric_divisor" integer,
	"static_package_dimensions" varchar(40),
	"redpack_static_package" varchar(40),
	"use_redpack_static_package" boolean DEFAULT false NOT NULL,
	"freeze_settings" boolean DEFAULT false NOT NULL,
	"logo_file_id" integer,
	"own_agreements" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"shipment_count" integer DEFAULT 0 NOT NULL,
	"shipment_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_postal_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"country_id" integer NOT NULL,
	"zone_id" integer,
	"service_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_postal_codes_one_owner" CHECK (("service_postal_codes"."zone_id" is null) <> ("service_postal_codes"."service_id" is null))
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_countries" (
	"tenant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "service_countries_service_id_country_id_pk" PRIMARY KEY("service_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"kg" numeric(10, 3) NOT NULL,
	"price_cents" bigint NOT NULL,
	"admin_cost_cents" bigint NOT NULL,
	"main_admin_cost_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_validators" (
	"tenant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"validator_id" integer NOT NULL,
	CONSTRAINT "service_validators_service_id_validator_id_pk" PRIMARY KEY("service_id","validator_id")
);
--> statement-breakpoint
CREATE TABLE "service_zones" (
	"tenant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "service_zones_service_id_zone_id_pk" PRIMARY KEY("service_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sequential_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(80) NOT NULL,
	"status" varchar(20) NOT NULL,
	"service_type" varchar(20) NOT NULL,
	"days" integer NOT NULL,
	"extra_kg_price_cents" bigint DEFAULT 0 NOT NULL,
	"extra_kg_overweight_price_cents" bigint DEFAULT 0 NOT NULL,
	"oversize_kg_price_cents" bigint DEFAULT 0 NOT NULL,
	"zone" varchar(80),
	"extended_zone_price_cents" bigint DEFAULT 0 NOT NULL,
	"girth_amount_cents" bigint DEFAULT 0 NOT NULL,
	"use_of_kg" boolean DEFAULT false NOT NULL,
	"start_at" time,
	"end_at" time,
	"exchange_rate" numeric(10, 4) DEFAULT 1 NOT NULL,
	"international_percent" numeric(7, 3) DEFAULT 0 NOT NULL,
	"international_amount_dev_cents" bigint DEFAULT 0 NOT NULL,
	"main_admin_percent" numeric(7, 3) DEFAULT 0 NOT NULL,
	"main_admin_amount_cents" bigint DEFAULT 0 NOT NULL,
	"client_percentage" numeric(7, 3) DEFAULT 0 NOT NULL,
	"international_amount_cents" bigint DEFAULT 0 NOT NULL,
	"trackable" boolean DEFAULT false NOT NULL,
	"has_pickup" boolean DEFAULT false NOT NULL,
	"use_quoted_rates" boolean DEFAULT false NOT NULL,
	"use_static_rates" boolean DEFAULT false NOT NULL,
	"edit_admin_cost" boolean DEFAULT false NOT NULL,
	"week_days" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL,
	"logo_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"kg" numeric(10, 3) NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_service_amounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"international_percent" numeric(7, 3),
	"international_amount_dev_cents" bigint,
	"main_admin_percent" numeric(7, 3),
	"main_admin_amount_cents" bigint,
	"client_percentage" numeric(7, 3),
	"international_amount_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validators" ADD CONSTRAINT "validators_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_setting_logs" ADD CONSTRAINT "carrier_setting_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_setting_logs" ADD CONSTRAINT "carrier_setting_logs_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_setting_logs" ADD CONSTRAINT "carrier_setting_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_settings" ADD CONSTRAINT "carrier_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_settings" ADD CONSTRAINT "carrier_settings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_validators" ADD CONSTRAINT "carrier_validators_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_validators" ADD CONSTRAINT "carrier_validators_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_validators" ADD CONSTRAINT "carrier_validators_validator_id_validators_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."validators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_postal_codes" ADD CONSTRAINT "service_postal_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_postal_codes" ADD CONSTRAINT "service_postal_codes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_postal_codes" ADD CONSTRAINT "service_postal_codes_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_postal_codes" ADD CONSTRAINT "service_postal_codes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_countries" ADD CONSTRAINT "service_countries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_countries" ADD CONSTRAINT "service_countries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_countries" ADD CONSTRAINT "service_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_validators" ADD CONSTRAINT "service_validators_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_validators" ADD CONSTRAINT "service_validators_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_validators" ADD CONSTRAINT "service_validators_validator_id_validators_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."validators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_zones" ADD CONSTRAINT "service_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_zones" ADD CONSTRAINT "service_zones_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_zones" ADD CONSTRAINT "service_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carriers" ADD CONSTRAINT "user_carriers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carriers" ADD CONSTRAINT "user_carriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carriers" ADD CONSTRAINT "user_carriers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prices" ADD CONSTRAINT "user_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prices" ADD CONSTRAINT "user_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prices" ADD CONSTRAINT "user_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_amounts" ADD CONSTRAINT "user_service_amounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_amounts" ADD CONSTRAINT "user_service_amounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_amounts" ADD CONSTRAINT "user_service_amounts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_tenant_code_key" ON "countries" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "countries_tenant_name_idx" ON "countries" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "postal_code_settlements_cp_idx" ON "postal_code_settlements" USING btree ("postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "postal_code_settlements_key" ON "postal_code_settlements" USING btree ("state_code","municipality_code","settlement_id","postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_tenant_code_key" ON "providers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sat_products_search_idx" ON "sat_products" USING btree ("search_text");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_code_key" ON "states" USING btree ("country_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "validators_tenant_name_key" ON "validators" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "carrier_setting_logs_carrier_idx" ON "carrier_setting_logs" USING btree ("carrier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_settings_carrier_key_key" ON "carrier_settings" USING btree ("carrier_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_tenant_sequential_id_key" ON "carriers" USING btree ("tenant_id","sequential_id");--> statement-breakpoint
CREATE INDEX "carriers_tenant_status_idx" ON "carriers" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "service_postal_codes_zone_key" ON "service_postal_codes" USING btree ("zone_id","country_id","postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "service_postal_codes_service_key" ON "service_postal_codes" USING btree ("service_id","country_id","postal_code");--> statement-breakpoint
CREATE INDEX "service_postal_codes_lookup_idx" ON "service_postal_codes" USING btree ("tenant_id","postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_tenant_name_key" ON "zones" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_prices_service_kg_key" ON "service_prices" USING btree ("service_id","kg");--> statement-breakpoint
CREATE UNIQUE INDEX "services_tenant_sequential_id_key" ON "services" USING btree ("tenant_id","sequential_id");--> statement-breakpoint
CREATE INDEX "services_carrier_idx" ON "services" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_carriers_user_carrier_key" ON "user_carriers" USING btree ("user_id","carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_prices_user_service_kg_key" ON "user_prices" USING btree ("user_id","service_id","kg");--> statement-breakpoint
CREATE UNIQUE INDEX "user_service_amounts_user_service_key" ON "user_service_amounts" USING btree ("user_id","service_id");