CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_brandings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120),
	"primary_color" varchar(7),
	"secondary_color" varchar(7),
	"logo_file_id" integer,
	"favicon_file_id" integer,
	"logo_version" text,
	"favicon_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_dismissals" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_dismissals_user_id_notice_id_pk" PRIMARY KEY("user_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_brandings" ADD CONSTRAINT "tenant_brandings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_brandings" ADD CONSTRAINT "tenant_brandings_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_brandings" ADD CONSTRAINT "tenant_brandings_favicon_file_id_stored_files_id_fk" FOREIGN KEY ("favicon_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_tenant_clabe_key" ON "bank_accounts" USING btree ("tenant_id","clabe");--> statement-breakpoint
-- Row-level security for the new tenant-owned tables (as in 0001_rls.sql).
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stored_files_tenant_isolation" ON "stored_files" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "tenant_brandings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_brandings_tenant_isolation" ON "tenant_brandings" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "notice_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "notice_dismissals_tenant_isolation" ON "notice_dismissals" USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "stored_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_brandings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notice_dismissals" FORCE ROW LEVEL SECURITY;
