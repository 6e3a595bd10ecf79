CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"aka" varchar(50),
	"name" varchar(35) NOT NULL,
	"company" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"calling_code" varchar(4) DEFAULT '52' NOT NULL,
	"rfc" varchar(13),
	"country_id" integer,
	"state" varchar(80),
	"city" varchar(35) NOT NULL,
	"neighborhood" varchar(80),
	"street" varchar(30) NOT NULL,
	"number" varchar(20) NOT NULL,
	"interior_number" varchar(20),
	"postal_code" varchar(7) NOT NULL,
	"reference" varchar(35),
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "addresses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "addresses_tenant_isolation" ON "addresses" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
