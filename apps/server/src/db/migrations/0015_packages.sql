CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"parcel_type" varchar(10) DEFAULT 'box' NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"contents" varchar(255) NOT NULL,
	"sat_product_id" varchar(20),
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_user_name_idx" ON "packages" USING btree ("tenant_id","user_id","name");--> statement-breakpoint
ALTER TABLE "packages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "packages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "packages_tenant_isolation" ON "packages" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
