ALTER TABLE "users" ADD COLUMN "credit_limit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A balance already below zero (possible before this constraint) keeps working as a credit line.
UPDATE "users" SET "credit_limit_cents" = -"balance_cents" WHERE "balance_cents" < 0;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_limit_nonnegative" CHECK ("users"."credit_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_within_credit" CHECK ("users"."balance_cents" >= -"users"."credit_limit_cents");