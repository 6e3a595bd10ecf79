-- Row-level security binds the tables' owner too, not only the app role: with a non-superuser
-- owner (README: "Running on PostgreSQL as a non-superuser"), even a query that escaped the app
-- role with RESET ROLE still sees one tenant at most. Superusers bypass RLS whatever is set,
-- which is why production refuses a superuser connection.
ALTER TABLE "tenant_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "auth_tokens" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "transactions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox_emails" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bank_accounts" FORCE ROW LEVEL SECURITY;
