ALTER TABLE "outbox_emails" ADD COLUMN "status" varchar(10) DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_emails_status_idx" ON "outbox_emails" USING btree ("status","created_at");--> statement-breakpoint
-- Rows written before delivery jobs existed were kept for the development mailbox.
UPDATE "outbox_emails" SET "status" = 'held' WHERE "sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_valid" CHECK ("status" in ('queued', 'sent', 'failed', 'held'));
