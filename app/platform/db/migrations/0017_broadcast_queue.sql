ALTER TABLE "mail_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "queue_cursor" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "audience_size" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "broadcasts_queueing_idx" ON "broadcasts" USING btree ("created_at") WHERE "broadcasts"."state" = 'queueing';--> statement-breakpoint
-- A broadcast's sent and failed counts follow its mails' status, whoever
-- changes it (the sender, an admin's "Send again"), so the history reads
-- one row per update instead of counting its outbox rows, and pruning sent
-- rows leaves the counts as they were. A lease (next_attempt_at only) does
-- not fire it.
CREATE OR REPLACE FUNCTION mail_outbox_broadcast_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE broadcasts SET
    sent = sent + (NEW.status = 'sent')::int - (OLD.status = 'sent')::int,
    failed = failed + (NEW.status = 'failed')::int - (OLD.status = 'failed')::int
  WHERE id = NEW.broadcast_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mail_outbox_broadcast_counts AFTER UPDATE OF status ON mail_outbox FOR EACH ROW
  WHEN (NEW.broadcast_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION mail_outbox_broadcast_counts();--> statement-breakpoint
-- The updates sent before this migration: their counts from their rows, once.
UPDATE broadcasts AS b SET sent = c.sent, failed = c.failed
FROM (
  SELECT broadcast_id, count(*) FILTER (WHERE status = 'sent') AS sent, count(*) FILTER (WHERE status = 'failed') AS failed
  FROM mail_outbox WHERE broadcast_id IS NOT NULL GROUP BY broadcast_id
) AS c
WHERE b.id = c.broadcast_id;
