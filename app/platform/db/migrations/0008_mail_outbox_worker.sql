ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Mail already sent stays sent; mail whose only try failed (no retries before this worker) counts as failed.
UPDATE "mail_outbox" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = 'failed' WHERE "sent_at" IS NULL AND "error" IS NOT NULL;
